// The one inline script at the end of every public page: where the visit began, for the forms
// (public-shell/visit-source.ts); when the page counts as shown (public-shell/page-shown.ts); the loader of
// the header's behaviour; and the page-view beacon (analytics/beacon-script.ts). One script is one hash in
// the page's policy, not four: each hash is 54 bytes of every page's headers, which must fit the first
// round trip with the document (bench:document).
import { BEACON_SCRIPT } from '../features/analytics/beacon-script.ts';
import { PAGE_SHOWN_SCRIPT } from '../features/public-shell/page-shown.ts';
import { PAGE_SHOWN_EVENT } from '../features/public-shell/page-shown-event.ts';
import { VISIT_SOURCE_SCRIPT } from '../features/public-shell/visit-source.ts';
import { cspHash } from '../platform/http/third-party-style-hashes.ts';
// `?worker&url`: Vite bundles the file with its imports and gives the bundle's address, known when the page is
// rendered. (A script of the layout's own would be requested with the document, with Vite's preload helper.)
import headerBehaviourUrl from './header-behaviour.ts?worker&url';

/**
 * Loads the header's behaviour (its menus, the search box's results: header-behaviour.ts) once the page is
 * shown (public-shell/page-shown.ts), or as soon as a visitor presses, types or tabs, whichever is first.
 * Asked for with the document, it shared the phone's first round trips with the hero image and ran before it
 * was shown: Lighthouse's LCP was about 200 ms later (bench/README.md). A header button pressed before it ran
 * is pressed again once it has.
 */
export const HEADER_BEHAVIOUR_LOADER = `(()=>{var d=document,h=d.querySelector('body>header'),p,o,
k=function(e){p=e.target.closest&&e.target.closest('button')},s=function(){if(o)return;o=1;
import('${headerBehaviourUrl}').then(function(){h&&h.removeEventListener('click',k,!0);p&&p.click()})};
h&&h.addEventListener('click',k,!0);addEventListener('${PAGE_SHOWN_EVENT}',s);
['pointerdown','keydown','focusin'].forEach(function(x){addEventListener(x,s,{capture:!0,once:!0})})})()`;

export const PAGE_SCRIPT = [VISIT_SOURCE_SCRIPT, PAGE_SHOWN_SCRIPT, HEADER_BEHAVIOUR_LOADER, BEACON_SCRIPT].join(';\n');

/** Its hash for the page's Content-Security-Policy (Astro hashes only the scripts it bundles). */
export const PAGE_SCRIPT_HASH = cspHash(PAGE_SCRIPT);
