// The site's own public pages (home, about, services, one service, resources hub, privacy policy, 404):
// each page's head and the data its component shows, read through the features that own it.

import { catalogueSlot } from '../images/catalogue.ts';
import { findPageImage, findPageImages } from '../images/images.server.ts';
import { heroPreload } from '../images/page-image.ts';
import { listPublishedInsightSummaries } from '../insights/insights.server.ts';
import { readPageCopyFor } from '../pages/page-copy.server.ts';
import { isCopyPageId } from '../pages/schema.ts';
import { PRIVACY_POLICY_PATH, serviceLinks } from '../public-shell/navigation.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { breadcrumbJsonLd, faqJsonLd, serviceJsonLd } from '../public-shell/seo.ts';
import { services } from '../public-shell/services.ts';
import { inlineText } from '../rich-text/inline-html.ts';
import { withSeo } from '../seo/page-head.server.ts';
import { renderPrivacyPolicy } from '../settings/privacy.server.ts';
import { listVisibleTeamMembers } from '../team/team.server.ts';
import { suggestLinks } from './not-found-suggestions.ts';
import { serviceCardsFor } from './service-cards.server.ts';

/** Spec: the resources hub shows the three latest insights. */
const LATEST_INSIGHTS = 3;

export async function loadHomePage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const [images, company, { copy, preview }, serviceCards] = await Promise.all([
    findPageImages(db, 'home', ['hero', 'why-choose-us'] as const),
    astro.locals.services.siteSettings.current(),
    readPageCopyFor(astro, 'home'),
    serviceCardsFor(astro),
  ]);
  const head = await withSeo(
    db,
    {
      title: `${company.name} | M&A Advisory for Recruitment & Staffing Businesses`,
      description:
        'Brisbane M&A advisers who work only with recruitment and staffing businesses. Sell, prepare for sale, raise value or buy with specialist advice.',
      keywords: ['sell my recruitment business', 'staffing M&A Australia', 'recruitment agency valuation'],
      path: '/',
      ...heroPreload(images.hero),
    },
    copy.seo,
    preview,
  );
  return publicPage(astro, { ...head, props: { images, copy, services: serviceCards } });
}

/** /about, with the team carousel's members. */
export async function loadAboutPage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const [images, members, { copy, preview }] = await Promise.all([
    findPageImages(db, 'about', ['hero', 'story'] as const),
    listVisibleTeamMembers(db),
    readPageCopyFor(astro, 'about'),
  ]);
  const head = await withSeo(
    db,
    {
      title: 'About Us: Recruitment Industry M&A Advisory Experts',
      description:
        'Meet the Brisbane M&A advisers who work only with recruitment and staffing businesses: our story, mission, values, team and approach.',
      keywords: ['recruitment M&A advisers', 'about Calder & Rowe Advisory', 'staffing industry M&A experts'],
      path: '/about',
      ...heroPreload(images.hero),
      jsonLd: [breadcrumbJsonLd(astro.locals.services.config.siteUrl, [{ name: 'About', path: '/about' }])],
    },
    copy.seo,
    preview,
  );
  return publicPage(astro, { ...head, props: { images, members, copy } });
}

/** /services: every service's card with its image. */
export async function loadServicesPage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const { siteUrl } = astro.locals.services.config;
  const [heroImage, images, { copy, preview }, serviceCards] = await Promise.all([
    findPageImage(db, 'services', 'hero'),
    findPageImages(
      db,
      'services',
      services.map((service) => service.id),
    ),
    readPageCopyFor(astro, 'services'),
    serviceCardsFor(astro),
  ]);
  const head = await withSeo(
    db,
    {
      title: 'Our Services: M&A Advisory for Recruitment Businesses',
      description:
        'Sale-ready assessments, value optimisation, business sales and business purchases for recruitment and staffing businesses across Australia.',
      keywords: ['recruitment business sale', 'staffing business acquisition', 'sale-ready assessment', 'value optimisation'],
      path: '/services',
      ...heroPreload(heroImage),
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [{ name: 'Services', path: '/services' }]),
        ...serviceCards.map((service) =>
          serviceJsonLd(siteUrl, { title: service.title, description: service.description, path: service.link }),
        ),
      ],
    },
    copy.seo,
    preview,
  );
  return publicPage(astro, { ...head, props: { heroImage, images, copy, services: serviceCards } });
}

/** /services/{id}; an unknown id answers an empty 404, which Astro renders as the 404 page. */
export async function loadServicePage(astro: PublicPageContext) {
  const id = astro.params.service ?? '';
  const service = services.find((known) => known.id === id);
  if (!service || !isCopyPageId(id)) return new Response(null, { status: 404 });
  const { db } = astro.locals.services.database;
  const { siteUrl } = astro.locals.services.config;
  const [heroImage, overviewImage, { copy: page, preview }] = await Promise.all([
    findPageImage(db, 'services', 'hero'),
    findPageImage(db, 'services', catalogueSlot('services', service.id)),
    readPageCopyFor(astro, id as 'business-sales'),
  ]);
  const path = `/services/${service.id}`;
  // The generated description, as the page's card in the services list words it, when its own meta description is empty.
  const description = page.seo.metaDescription || page.card.description;
  const head = await withSeo(
    db,
    {
      title: page.hero.title,
      description,
      keywords: page.keywords,
      path,
      ...heroPreload(heroImage),
      jsonLd: [
        breadcrumbJsonLd(siteUrl, [
          { name: 'Services', path: '/services' },
          { name: page.hero.title, path },
        ]),
        serviceJsonLd(siteUrl, { title: page.hero.title, description, path }),
        faqJsonLd(page.faqs.map((faq) => ({ question: faq.question, answer: inlineText(faq.answer) }))),
      ],
    },
    page.seo,
    preview,
  );
  return publicPage(astro, { ...head, props: { page, heroImage, overviewImage } });
}

/** /resources: the tools and the latest insights. */
export async function loadResourcesPage(astro: PublicPageContext) {
  const { db } = astro.locals.services.database;
  const [heroImage, latest, { copy, preview }] = await Promise.all([
    findPageImage(db, 'resources', 'hero'),
    listPublishedInsightSummaries(db, LATEST_INSIGHTS),
    readPageCopyFor(astro, 'resources'),
  ]);
  const head = await withSeo(
    db,
    {
      title: 'Resources for Recruitment Business Owners',
      description:
        'Free tools and expert insights for owners of recruitment and staffing businesses: a business valuation calculator and articles on selling, valuing and buying.',
      keywords: ['recruitment business valuation calculator', 'recruitment M&A insights', 'staffing business resources'],
      path: '/resources',
      ...heroPreload(heroImage),
      jsonLd: [breadcrumbJsonLd(astro.locals.services.config.siteUrl, [{ name: 'Resources', path: '/resources' }])],
    },
    copy.seo,
    preview,
  );
  return publicPage(astro, { ...head, props: { heroImage, latest, copy } });
}

/** The catch-all for unknown paths: status 404 with links suggested by keywords in the path. */
export async function loadNotFoundPage(astro: PublicPageContext) {
  const [{ copy, preview }, cards] = await Promise.all([readPageCopyFor(astro, 'not-found'), serviceCardsFor(astro)]);
  return publicPage(astro, {
    status: 404,
    meta: {
      title: `${preview ? 'Preview: ' : ''}${copy.seo.metaTitle || copy.hero.title}`,
      description: copy.seo.metaDescription || copy.hero.subtitle,
      keywords: [],
      path: astro.url.pathname,
      noindex: true,
    },
    props: { suggestions: suggestLinks(astro.url.pathname, serviceLinks(cards)), copy },
    ...(preview ? { cache: 'private' as const } : {}),
  });
}

/**
 * /privacy-policy: the Privacy Policy as staff saved it in Site Settings, with the firm's current
 * details and the enquiry retention rule filled in. Cached like every public page; a save clears it.
 */
export async function loadPrivacyPolicyPage(astro: PublicPageContext) {
  const { siteSettings, config } = astro.locals.services;
  const [company, policy] = await Promise.all([siteSettings.current(), siteSettings.privacyPolicy()]);
  return publicPage(astro, {
    meta: {
      title: 'Privacy Policy',
      description: `How ${company.name} collects, uses, keeps and protects the personal information you send through this website, and how to see, correct or delete it.`,
      keywords: ['privacy policy', 'Australian Privacy Principles', 'personal information'],
      path: PRIVACY_POLICY_PATH,
      jsonLd: [breadcrumbJsonLd(config.siteUrl, [{ name: 'Privacy Policy', path: PRIVACY_POLICY_PATH }])],
    },
    props: {
      html: renderPrivacyPolicy(policy.settings.body, company, config.enquiryRetentionDays),
      updatedAt: policy.updatedAt,
    },
  });
}
