// The four services: their titles, copy, benefits and links, used by the header, footer and pages.
import type { ComponentOf } from '../images/catalogue.ts';

export interface Service {
  /** Also its image slot on the services page (the image catalogue's component id). */
  id: Exclude<ComponentOf<'services'>, 'hero'>;
  title: string;
  description: string;
  /** Managed image slot on the services page (page "services", component = id). */
  image: string;
  benefits: string[];
  link: string;
}

export const services: Service[] = [
  {
    id: 'sale-ready-assessments',
    title: 'Sale-Ready Assessments',
    description:
      'Find out what your recruitment business is worth today and what a buyer will question tomorrow. We review your financials, contractor margins, client base and people the way an acquirer would, then give you a clear valuation range and a prioritised list of what to fix before you go to market.',
    image: '/images/site/services-sale-ready-assessments.svg',
    benefits: [
      'An independent valuation range based on normalised EBITDA',
      'A buyer’s-eye view of risks before due diligence finds them',
      'A prioritised action plan with realistic timeframes',
      'Confidential advice from specialists in recruitment and staffing',
    ],
    link: '/services/sale-ready-assessments',
  },
  {
    id: 'value-optimisation',
    title: 'Value Optimisation',
    description:
      'Lift the multiple a buyer will pay. We work with you over 12 to 36 months on the drivers acquirers reward in staffing businesses: recurring contract revenue, client diversification, a second tier of leaders, clean systems and compliance, and growth that does not depend on the owner.',
    image: '/images/site/services-value-optimisation.svg',
    benefits: [
      'Targeted improvements to the drivers that raise your multiple',
      'Reduced reliance on the owner and on a few key clients',
      'Stronger, well-documented financial performance',
      'Regular value reassessments so progress is measured',
    ],
    link: '/services/value-optimisation',
  },
  {
    id: 'business-sales',
    title: 'Business Sales',
    description:
      'Sell your recruitment or staffing business on the best terms available. We prepare the information memorandum, approach trade, private equity and international buyers confidentially, run a competitive process, negotiate price and structure, and manage due diligence through to completion.',
    image: '/images/site/services-business-sales.svg',
    benefits: [
      'A competitive process that creates tension between buyers',
      'Confidential marketing to a qualified buyer network',
      'Expert negotiation of price, earn-outs and terms',
      'Hands-on management of due diligence to settlement',
    ],
    link: '/services/business-sales',
  },
  {
    id: 'business-purchases',
    title: 'Business Purchases',
    description:
      'Grow by acquisition with an adviser who knows where the risks hide in staffing businesses. We define your acquisition criteria, identify and approach targets, test contractor margins, payroll tax and client contracts in due diligence, structure the deal and plan the first 100 days of integration.',
    image: '/images/site/services-business-purchases.svg',
    benefits: [
      'Access to off-market recruitment businesses',
      'Due diligence focused on staffing-specific risks',
      'Deal structures that protect you after completion',
      'Integration planning that keeps clients and consultants',
    ],
    link: '/services/business-purchases',
  },
];

/** "Sale-Ready Assessments" → "sale-ready-assessments": the home page builds card links this way. */
export function slugFromTitle(title: string): string {
  return title
    .toLowerCase()
    .replace(/&/g, 'and')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
