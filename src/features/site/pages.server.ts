// The site's own public pages (home, about, services, one service, resources hub, 404): each page's
// head and the data its component shows, read through the features that own it.

import { catalogueSlot } from '../images/catalogue.ts';
import { findPageImage, findPageImages } from '../images/images.server.ts';
import { heroPreload } from '../images/page-image.ts';
import { listPublishedInsightSummaries } from '../insights/insights.server.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../public-shell/seo.ts';
import { services } from '../public-shell/services.ts';
import { listVisibleTeamMembers } from '../team/team.server.ts';
import { aboutCopy, servicesCopy } from './copy.ts';
import { PAGE_NOT_FOUND } from './NotFoundPage.tsx';
import { suggestLinks } from './not-found-suggestions.ts';
import { findServicePage } from './service-pages.ts';

/** Spec: the resources hub shows the three latest insights. */
const LATEST_INSIGHTS = 3;

export async function loadHomePage(astro: PublicPageContext) {
  const [images, company] = await Promise.all([
    findPageImages(astro.locals.services.database.db, 'home', ['hero', 'why-choose-us'] as const),
    astro.locals.services.siteSettings.current(),
  ]);
  return publicPage(astro, {
    meta: {
      title: `${company.name} | M&A Advisory for Recruitment & Staffing Businesses`,
      description:
        'Brisbane M&A advisers who work only with recruitment and staffing businesses. Sell, prepare for sale, raise value or buy with specialist advice.',
      keywords: ['sell my recruitment business', 'staffing M&A Australia', 'recruitment agency valuation'],
      path: '/',
      ...heroPreload(images.hero),
    },
    props: { images },
  });
}

/** /about, with the team carousel's members. */
export async function loadAboutPage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const [images, members] = await Promise.all([
    findPageImages(db, 'about', ['hero', 'story'] as const),
    listVisibleTeamMembers(db),
  ]);
  return publicPage(astro, {
    meta: {
      title: aboutCopy.seoTitle,
      description:
        'Meet the Brisbane M&A advisers who work only with recruitment and staffing businesses: our story, mission, values, team and approach.',
      keywords: ['recruitment M&A advisers', 'about Calder & Rowe Advisory', 'staffing industry M&A experts'],
      path: '/about',
      ...heroPreload(images.hero),
      jsonLd: [breadcrumbJsonLd(astro.locals.services.config.siteUrl, [{ name: 'About', path: '/about' }])],
    },
    props: { images, members },
  });
}

/** /services: every service with its image. */
export async function loadServicesPage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const { siteUrl } = astro.locals.services.config;
  const [heroImage, images] = await Promise.all([
    findPageImage(db, 'services', 'hero'),
    findPageImages(
      db,
      'services',
      services.map((service) => service.id),
    ),
  ]);
  return publicPage(astro, {
    meta: {
      title: servicesCopy.seoTitle,
      description:
        'Sale-ready assessments, value optimisation, business sales and business purchases for recruitment and staffing businesses across Australia.',
      keywords: ['recruitment business sale', 'staffing business acquisition', 'sale-ready assessment', 'value optimisation'],
      path: '/services',
      ...heroPreload(heroImage),
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [{ name: 'Services', path: '/services' }]),
        ...services.map((service) =>
          serviceJsonLd(siteUrl, { title: service.title, description: service.description, path: service.link }),
        ),
      ],
    },
    props: { heroImage, images },
  });
}

/** /services/{id}; an unknown id answers an empty 404, which Astro renders as the 404 page. */
export async function loadServicePage(astro: PublicPageContext) {
  const page = findServicePage(astro.params.service ?? '');
  if (!page) return new Response(null, { status: 404 });
  const { db } = astro.locals.services.database;
  const { siteUrl } = astro.locals.services.config;
  const [heroImage, overviewImage] = await Promise.all([
    findPageImage(db, 'services', 'hero'),
    findPageImage(db, 'services', catalogueSlot('services', page.id)),
  ]);
  const path = `/services/${page.id}`;
  return publicPage(astro, {
    meta: {
      title: page.seo.title,
      description: page.seo.description,
      keywords: page.seo.keywords,
      path,
      ...heroPreload(heroImage),
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: 'Services', path: '/services' },
          { name: page.hero.title, path },
        ]),
        serviceJsonLd(siteUrl, { title: page.hero.title, description: page.seo.description, path }),
        faqJsonLd(page.faqs),
      ],
    },
    props: { page, heroImage, overviewImage },
  });
}

/** /resources: the tools and the latest insights. */
export async function loadResourcesPage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const [heroImage, latest] = await Promise.all([
    findPageImage(db, 'resources', 'hero'),
    listPublishedInsightSummaries(db, LATEST_INSIGHTS),
  ]);
  return publicPage(astro, {
    meta: {
      title: 'Resources for Recruitment Business Owners',
      description:
        'Free tools and expert insights for owners of recruitment and staffing businesses: a business valuation calculator and articles on selling, valuing and buying.',
      keywords: ['recruitment business valuation calculator', 'recruitment M&A insights', 'staffing business resources'],
      path: '/resources',
      ...heroPreload(heroImage),
      jsonLd: [breadcrumbJsonLd(astro.locals.services.config.siteUrl, [{ name: 'Resources', path: '/resources' }])],
    },
    props: { heroImage, latest },
  });
}

/** The catch-all for unknown paths: status 404 with links suggested by keywords in the path. */
export function loadNotFoundPage(astro: PublicPageContext) {
  return publicPage(astro, {
    status: 404,
    meta: {
      title: PAGE_NOT_FOUND.title,
      description: PAGE_NOT_FOUND.text,
      keywords: [],
      path: astro.url.pathname,
      noindex: true,
    },
    props: { suggestions: suggestLinks(astro.url.pathname) },
  });
}
