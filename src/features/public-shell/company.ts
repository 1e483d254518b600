// The shape of the firm's public details (header, footer, contact page, JSON-LD, e-mails, RSS) and the
// values a fresh install starts with. Pages never read DEFAULT_COMPANY: staff edit the stored details
// at /admin/settings (features/settings), and each page is handed the current ones.

export interface SocialProfiles {
  linkedin: string;
  facebook: string;
  instagram: string;
  x: string;
  youtube: string;
}

export interface Company {
  name: string;
  legalName: string;
  tagline: string;
  description: string;
  phone: string;
  /** The phone number in international form, for tel: links and structured data. */
  phoneInternational: string;
  email: string;
  address: {
    street: string;
    city: string;
    state: string;
    postcode: string;
    country: string;
  };
  /** The founding year, e.g. "2009". */
  founded: string;
  /** One line for people, e.g. "Monday to Friday, 8.30 am to 5.30 pm"; empty when not shown. */
  openingHours: string;
  /** Profile addresses (https), empty when the firm has none there. */
  social: SocialProfiles;
}

/** The social networks the settings offer, in the footer's order, with their names. */
export const SOCIAL_NETWORKS = [
  ['linkedin', 'LinkedIn'],
  ['facebook', 'Facebook'],
  ['instagram', 'Instagram'],
  ['x', 'X'],
  ['youtube', 'YouTube'],
] as const satisfies readonly (readonly [keyof SocialProfiles, string])[];

/** What a fresh install shows, seeded once (features/settings/seed.ts); the tests' expected firm. */
export const DEFAULT_COMPANY: Company = {
  name: 'Calder & Rowe Advisory',
  legalName: 'Calder & Rowe Advisory Pty Ltd',
  tagline: 'M&A advice for recruitment and staffing business owners: sell well, buy well, build value.',
  description:
    'Calder & Rowe Advisory is a Brisbane M&A advisory firm that works only with recruitment and staffing businesses: sale-ready assessments, value optimisation, business sales and business purchases across Australia.',
  phone: '(07) 3180 4400',
  phoneInternational: '+61731804400',
  email: 'enquiries@calderrowe.com.au',
  address: {
    street: 'Level 12, 300 Queen Street',
    city: 'Brisbane',
    state: 'QLD',
    postcode: '4000',
    country: 'Australia',
  },
  founded: '2009',
  openingHours: '',
  social: { linkedin: '', facebook: '', instagram: '', x: '', youtube: '' },
};

/** One line for footers and signatures: "Level 12, 300 Queen Street, Brisbane QLD 4000, Australia". */
export function formatCompanyAddress(details: Company): string {
  const { street, city, state, postcode, country } = details.address;
  return `${street}, ${city} ${state} ${postcode}, ${country}`;
}

/** The firm's profiles that are filled in, with their networks' names (footer links, JSON-LD sameAs). */
export function socialLinks(details: Company): { network: string; label: string; url: string }[] {
  return SOCIAL_NETWORKS.filter(([network]) => details.social[network] !== '').map(([network, label]) => ({
    network,
    label,
    url: details.social[network],
  }));
}
