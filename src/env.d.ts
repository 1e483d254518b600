// Types for Astro's per-request locals, filled in by src/middleware.ts.
declare namespace App {
  interface Locals {
    /** The signed-in staff member on /admin pages; always null on public pages, where it is not looked up. */
    staff: import('./features/users/access.ts').StaffUser | null;
  }
}
