// The page-view beacon every public page carries inline (BaseLayout): under 1 KB, no framework, no
// cookie. It sends one view once the page is shown (public-shell/page-shown.ts) and visible (a prefetched,
// prerendered or background page is not counted until someone looks at it), and nothing at all under Do Not Track or
// Global Privacy Control. The first page of a visit from outside the site also sends the referrer's
// host and the address's UTM values; session storage (this tab only, never sent) marks the visit as
// begun. Islands count an action by dispatching ANALYTICS_EVENT (countEvent in public-shell/count-event.ts).
import { ANALYTICS_EVENT } from '../public-shell/count-event.ts';
import { PAGE_SHOWN_EVENT, PAGE_SHOWN_FLAG } from '../public-shell/page-shown-event.ts';

export const BEACON_ENDPOINT = '/api/analytics/hit';
export const LANDED_KEY = 'site-visit-landed';

export const BEACON_SCRIPT = `(()=>{var n=navigator,d=document,l=location,w=window;
if(n.doNotTrack=='1'||w.doNotTrack=='1'||n.globalPrivacyControl||!n.sendBeacon||/^\\/admin(\\/|$)/.test(l.pathname))return;
var s=function(b){n.sendBeacon('${BEACON_ENDPOINT}',JSON.stringify(b))},v=0,view=function(){
if(v||d.visibilityState!='visible'||d.prerendering||!w.${PAGE_SHOWN_FLAG})return;v=1;var b={p:l.pathname},r='';
try{r=d.referrer?new URL(d.referrer).host:''}catch(e){}
try{if(r!=l.host&&!sessionStorage.getItem('${LANDED_KEY}')){sessionStorage.setItem('${LANDED_KEY}','1');b.l=1;if(r)b.r=r;
var q=new URLSearchParams(l.search);['source','medium','campaign'].forEach(function(x){var y=(q.get('utm_'+x)||'').trim();if(y)b[x[0]]=y.slice(0,100)})}}catch(e){}
s(b)};
w.addEventListener('${ANALYTICS_EVENT}',function(e){s({p:l.pathname,e:e.detail})});
w.addEventListener('${PAGE_SHOWN_EVENT}',view);d.addEventListener('visibilitychange',view);d.addEventListener('prerenderingchange',view);view()})()`;
