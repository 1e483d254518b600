// The /logout page's head; the work happens in its island (LogoutFlow) and on the server (sign-out).
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';

export function loadLogoutPage(astro: PublicPageContext) {
  return publicPage(astro, {
    meta: { title: 'Logout', description: 'Signing you out of the staff area.', keywords: [], path: '/logout', noindex: true },
    props: {},
    // Part of a staff member's session, not a page for visitors.
    cache: 'private',
  });
}
