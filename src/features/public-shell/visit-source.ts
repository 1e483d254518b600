// Where a visit began, kept first-party without cookies: a tiny inline script on every public page
// stores, on the first page of a visit (a browser tab's session), its path, the external referrer's
// host and the address's UTM source, medium and campaign in sessionStorage; the contact form sends
// them with an enquiry (contact/lead-source.ts). Nothing leaves the browser until the visitor sends
// the form, and sessionStorage is gone when the tab closes. Kept tiny and framework-free: it is
// inlined in every page, in its one inline script (layouts/page-script.ts). Safe to import in the browser.

export const VISIT_SOURCE_KEY = 'visit-source';

/** What the script stores under VISIT_SOURCE_KEY, as JSON. */
export interface StoredVisitSource {
  landingPath: string;
  referrerHost: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
}

export const VISIT_SOURCE_SCRIPT = `(function(){try{var s=sessionStorage,k=${JSON.stringify(VISIT_SOURCE_KEY)};if(s.getItem(k))return;var l=location,q=new URLSearchParams(l.search),r="";try{r=document.referrer?new URL(document.referrer).host:""}catch(e){}if(r===l.host)r="";s.setItem(k,JSON.stringify({landingPath:l.pathname,referrerHost:r,utmSource:q.get("utm_source")||"",utmMedium:q.get("utm_medium")||"",utmCampaign:q.get("utm_campaign")||""}))}catch(e){}})()`;
