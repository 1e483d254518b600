// The four services' fixed part: each one's id (its page and its image slot), address and bundled image, used by
// the header, footer, sitemap and pages; and the first words of each one's card in the services list, the seed
// of its page copy (staff edit the card on /admin/pages; pages read it from the published copy, never from here).
import type { ComponentOf } from '../images/catalogue.ts';

export interface Service {
  /** Also its image slot on the services page (the image catalogue's component id) and its page copy's id. */
  id: Exclude<ComponentOf<'services'>, 'hero'>;
  /** Managed image slot on the services page (page "services", component = id). */
  image: string;
  link: string;
}

/** What a service's card in the services list says: staff edit it with the service's page copy. */
export interface ServiceCardText {
  title: string;
  description: string;
  benefits: string[];
}

/** A service as the home page and the services page show it: the fixed part with its card's published words. */
export type ServiceCard = Service & ServiceCardText;

export const services: Service[] = [
  {
    id: 'sale-ready-assessments',
    image: '/images/site/services-sale-ready-assessments.svg',
    link: '/services/sale-ready-assessments',
  },
  { id: 'value-optimisation', image: '/images/site/services-value-optimisation.svg', link: '/services/value-optimisation' },
  { id: 'business-sales', image: '/images/site/services-business-sales.svg', link: '/services/business-sales' },
  { id: 'business-purchases', image: '/images/site/services-business-purchases.svg', link: '/services/business-purchases' },
];

/** The cards' words as the site was first written: read only by the page copy seed (features/pages). */
export const serviceCardSeed: Record<Service['id'], ServiceCardText> = {
  'sale-ready-assessments': {
    title: 'Sale-Ready Assessments',
    description:
      'Find out what your recruitment business is worth today and what a buyer will question tomorrow. We review your financials, contractor margins, client base and people the way an acquirer would, then give you a clear valuation range and a prioritised list of what to fix before you go to market.',
    benefits: [
      'An independent valuation range based on normalised EBITDA',
      'A buyer’s-eye view of risks before due diligence finds them',
      'A prioritised action plan with realistic timeframes',
      'Confidential advice from specialists in recruitment and staffing',
    ],
  },
  'value-optimisation': {
    title: 'Value Optimisation',
    description:
      'Lift the multiple a buyer will pay. We work with you over 12 to 36 months on the drivers acquirers reward in staffing businesses: recurring contract revenue, client diversification, a second tier of leaders, clean systems and compliance, and growth that does not depend on the owner.',
    benefits: [
      'Targeted improvements to the drivers that raise your multiple',
      'Reduced reliance on the owner and on a few key clients',
      'Stronger, well-documented financial performance',
      'Regular value reassessments so progress is measured',
    ],
  },
  'business-sales': {
    title: 'Business Sales',
    description:
      'Sell your recruitment or staffing business on the best terms available. We prepare the information memorandum, approach trade, private equity and international buyers confidentially, run a competitive process, negotiate price and structure, and manage due diligence through to completion.',
    benefits: [
      'A competitive process that creates tension between buyers',
      'Confidential marketing to a qualified buyer network',
      'Expert negotiation of price, earn-outs and terms',
      'Hands-on management of due diligence to settlement',
    ],
  },
  'business-purchases': {
    title: 'Business Purchases',
    description:
      'Grow by acquisition with an adviser who knows where the risks hide in staffing businesses. We define your acquisition criteria, identify and approach targets, test contractor margins, payroll tax and client contracts in due diligence, structure the deal and plan the first 100 days of integration.',
    benefits: [
      'Access to off-market recruitment businesses',
      'Due diligence focused on staffing-specific risks',
      'Deal structures that protect you after completion',
      'Integration planning that keeps clients and consultants',
    ],
  },
};
