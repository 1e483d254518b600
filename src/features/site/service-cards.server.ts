// The four services as the site lists them (home page cards, services page, header and footer menus): each
// one's fixed link and image (public-shell/services.ts) with its card's words from its page copy, read like
// every page's copy: the published words held per page-cache generation, or an editor's drafts in a preview.
import type { PageCopyStore } from '../pages/copy.server.ts';
import { readPageCopyFor } from '../pages/page-copy.server.ts';
import type { ServiceCardCopy } from '../pages/schema.ts';
import type { PublicPageContext } from '../public-shell/public-page.server.ts';
import { type Service, type ServiceCard, services } from '../public-shell/services.ts';

const withCard = (service: Service, card: ServiceCardCopy): ServiceCard => ({ ...service, ...card });

/** The published cards, for what every page shows (the menus). */
export function publishedServiceCards(pageCopy: PageCopyStore): Promise<ServiceCard[]> {
  return Promise.all(services.map(async (service) => withCard(service, (await pageCopy.published(service.id)).card)));
}

/** The cards for one page's content: the published words, or the drafts when an editor previews that page. */
export function serviceCardsFor(astro: PublicPageContext): Promise<ServiceCard[]> {
  return Promise.all(services.map(async (service) => withCard(service, (await readPageCopyFor(astro, service.id)).copy.card)));
}
