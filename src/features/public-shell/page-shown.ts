// When a public page counts as shown: loaded, and its largest paint (the hero image, where the page
// has one) reported by the browser. The header's behaviour and the page-view beacon wait for it, so
// nothing they ask for shares the network or the main thread with that paint.
//
// Why not `load` alone: on a phone the hero's frame is presented after `load` (Lighthouse saw load at
// 183–233 ms and the hero painted at 228–281 ms), and every request started before that paint is
// counted on the path to it by Lighthouse's simulation (bench/README.md).

import { PAGE_SHOWN_EVENT, PAGE_SHOWN_FLAG } from './page-shown-event.ts';
/** The longest it waits after `load` for the paint to be reported: hidden tabs and old browsers report none. */
export const PAGE_SHOWN_FALLBACK_MS = 1000;

/**
 * After `load`: the first largest-paint entry that is an image, or any entry when the page has no image
 * asked for at high priority, then the frame after it; else the fallback.
 */
export const PAGE_SHOWN_SCRIPT = `(()=>{var w=window,d=document,f=0,g=function(){f||(f=1,requestAnimationFrame(function(){
setTimeout(function(){w.${PAGE_SHOWN_FLAG}=!0;w.dispatchEvent(new Event('${PAGE_SHOWN_EVENT}'))})}))},
l=function(){var h=d.querySelector('img[fetchpriority=high]');setTimeout(g,${PAGE_SHOWN_FALLBACK_MS});try{new PerformanceObserver(function(q){
(!h||q.getEntries().pop().url)&&g()}).observe({type:'largest-contentful-paint',buffered:!0})}catch(e){g()}};
d.readyState=='complete'?l():w.addEventListener('load',l)})()`;
