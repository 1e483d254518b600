// The firm's static details, in one place: footer, contact page, JSON-LD and e-mails read them here.

export interface Company {
  name: string;
  legalName: string;
  location: string;
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
  founded: string;
}

export const company: Company = {
  name: 'Calder & Rowe Advisory',
  legalName: 'Calder & Rowe Advisory Pty Ltd',
  location: 'Brisbane, QLD 4000, Australia',
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
};

/** One line for footers and signatures: "Level 12, 300 Queen Street, Brisbane QLD 4000, Australia". */
export function formatCompanyAddress(details: Company = company): string {
  const { street, city, state, postcode, country } = details.address;
  return `${street}, ${city} ${state} ${postcode}, ${country}`;
}
