// Types for Astro's per-request locals, filled in by src/middleware.ts, and the site's own client directive.
declare namespace App {
  interface Locals {
    /** The server's shared parts (src/server/services.ts), the same object for every request. */
    services: import('./server/services.ts').Services;
    /** The signed-in staff member on /admin pages; always null on public pages, where it is not looked up. */
    staff: import('./features/auth/access.ts').StaffUser | null;
    /** The visitor's address: the socket's, or what a trusted proxy forwarded (TRUST_PROXY). */
    clientAddress: string;
  }
}

declare namespace Astro {
  interface ClientDirectives {
    /** Hydrate once the page counts as shown, when the browser is idle (features/public-shell/shown-directive.ts). */
    'client:shown'?: boolean;
  }
}
