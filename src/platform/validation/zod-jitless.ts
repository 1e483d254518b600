// Zod's object parsers probe for `new Function` when they are built; the site's Content-Security-Policy
// refuses eval, and the browser reports even the probe as a CSP violation (Lighthouse's best-practices
// "issues" audit). Every module that builds schemas imports this first, so in a browser zod never tries.
import { z } from 'zod';

if (typeof document !== 'undefined') z.config({ jitless: true });
