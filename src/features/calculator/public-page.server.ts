// The valuation calculator page: its head and hero; the calculator itself is an island.

import { findPageImage } from '../images/images.server.ts';
import { heroPreload } from '../images/page-image.ts';
import { type PublicPageContext, publicPage } from '../public-shell/public-page.server.ts';
import { breadcrumbJsonLd } from '../public-shell/seo.ts';

export async function loadCalculatorPage(astro: PublicPageContext) {
  const heroImage = await findPageImage(astro.locals.services.database.db, 'calculator', 'hero');
  return publicPage(astro, {
    meta: {
      title: 'Recruitment Business Valuation Calculator',
      description:
        'Estimate what your recruitment or staffing business could be worth: enter your annual net profit to see a valuation range based on EBITDA multiples.',
      keywords: [
        'recruitment business valuation calculator',
        'EBITDA multiple calculator',
        'what is my recruitment agency worth',
      ],
      path: '/resources/valuation-calculator',
      ...heroPreload(heroImage),
      jsonLd: [
        breadcrumbJsonLd(astro.locals.services.config.siteUrl, [
          { name: 'Resources', path: '/resources' },
          { name: 'Valuation Calculator', path: '/resources/valuation-calculator' },
        ]),
      ],
    },
    props: {
      hero: {
        title: 'Business Valuation Calculator',
        subtitle: 'A quick estimate of what your recruitment business could be worth.',
        image: heroImage,
      },
    },
  });
}
