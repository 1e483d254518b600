// Page copy for Home, About, Services and Resources as it was first written: the seed of the stored page
// copy (features/pages/seed.ts) and nothing else; pages read what staff publish in /admin/pages.
import type { TitledItem } from './service-seed.ts';

export const homeCopy = {
  hero: {
    title: 'Maximising Value for Recruitment & Staffing Firms',
    subtitle:
      'Specialist M&A advice for owners who want to sell, prepare for sale, grow value or buy: from a Brisbane team that works only with recruitment and staffing businesses.',
  },
  introduction: {
    heading: 'Advice Built Around the Recruitment Industry',
    paragraphs: [
      'Selling a recruitment business is not like selling a factory. Your value walks out of the door every evening: consultants, client relationships, a contractor book and a candidate database. Buyers know it, and they price the risk.',
      'We have spent our careers on the numbers and the negotiations behind staffing deals. We know how acquirers read gross profit per consultant, contractor margins, client concentration and key-person dependence, and we help owners get ahead of every question.',
    ],
  },
  servicesHeading: 'How We Help Owners',
  servicesIntro: 'Four services, one focus: the best outcome for the owner of a recruitment or staffing business.',
  whyChooseUs: {
    heading: 'Why Choose Us',
    reasons: [
      {
        title: 'Recruitment specialists, nothing else',
        description:
          'Every engagement we take is a recruitment, staffing or labour hire business, so we speak your buyers’ language and know where the value hides.',
      },
      {
        title: 'Chartered accountants at the table',
        description:
          'Normalised EBITDA, working capital and due diligence are prepared by people who have built and tested them for more than 30 years.',
      },
      {
        title: 'Confidential, competitive processes',
        description:
          'We approach qualified trade, private equity and international buyers discreetly and create the competition that lifts price and terms.',
      },
    ] satisfies TitledItem[],
  },
  closing: {
    heading: 'Ready to Talk About Your Next Step?',
    text: 'Whether a sale is two months or three years away, a confidential conversation now will show you where you stand and what to do next.',
  },
};

export const aboutCopy = {
  seoTitle: 'About Us: Recruitment Industry M&A Advisory Experts',
  hero: { title: 'About', subtitle: 'Australia\u2019s Leading M&A Advisory for Recruitment & Staffing Businesses' },
  story: {
    heading: 'Our Story',
    paragraphs: [
      'Calder & Rowe Advisory began in 2009 when David Calder, after two decades in transaction services, saw owners of excellent recruitment agencies accept poor deals because their advisers did not understand how staffing businesses make money.',
      'Since then we have worked only with recruitment, staffing and labour hire businesses: permanent and contract, white-collar and blue-collar, from boutique agencies to national groups. That focus is why owners and buyers take our numbers seriously.',
    ],
    linkText: 'Talk to us about your business',
  },
  mission: {
    heading: 'Our Mission',
    text: 'To help every recruitment business owner we advise realise the full value of what they have built, on terms that protect them, their people and their clients.',
  },
  valuesHeading: 'Our Core Values',
  values: [
    {
      title: 'Industry Specialisation',
      description:
        'We advise only recruitment and staffing businesses, so our benchmarks, buyers and judgement are current and relevant.',
    },
    {
      title: 'Client-Centric Approach',
      description: 'Your goals set the strategy: timing, price, structure, and what happens to your team after completion.',
    },
    {
      title: 'Integrity & Transparency',
      description: 'Straight advice on value and risk, clear fees, and no surprises between the first meeting and settlement.',
    },
    {
      title: 'Excellence',
      description: 'Chartered-accountant rigour in every valuation, information memorandum and negotiation we put our name to.',
    },
  ] satisfies TitledItem[],
  team: {
    heading: 'Meet Our Team',
    description: 'Senior advisers who lead every engagement personally, from the first confidential conversation to completion.',
  },
  approachHeading: 'Our Approach',
  approach: [
    {
      title: 'Understanding Your Goals',
      description:
        'We start with what you want: timing, price expectations, your role after a sale, and what matters for your people.',
    },
    {
      title: 'Strategic Assessment',
      description:
        'We test the business the way a buyer will: normalised earnings, margins, client concentration, people and compliance.',
    },
    {
      title: 'Tailored Strategy',
      description:
        'A plan built for your business and your goals: sale now, value work first, or an acquisition to accelerate growth.',
    },
    {
      title: 'Expert Execution',
      description:
        'We run the process, manage buyers and due diligence, and negotiate hard on price and terms until the deal is done.',
    },
  ] satisfies TitledItem[],
};

export const servicesCopy = {
  seoTitle: 'Our Services: M&A Advisory for Recruitment Businesses',
  hero: {
    title: 'Our Services',
    subtitle: 'From the first valuation to the day the deal completes, specialist advice for recruitment and staffing owners.',
  },
  intro: {
    heading: 'Every Stage of the Ownership Journey',
    text: 'Some owners come to us ready to sell; others are two or three years away and want to lift value first; some want to grow by buying. Each service can stand alone or lead into the next.',
  },
};

export const closingCopy = {
  heading: 'Let’s Talk About Your Business',
  text: 'A confidential, no-obligation conversation with a specialist who understands recruitment and staffing businesses.',
  button: 'Get in Touch',
};

export const resourcesCopy = {
  hero: { title: 'Resources', subtitle: 'Tools and insights for owners of recruitment and staffing businesses.' },
  toolsHeading: 'Business Tools',
  tools: [
    {
      title: 'Business Valuation Calculator',
      description: 'Estimate what your recruitment business could be worth from its annual net profit.',
      href: '/resources/valuation-calculator',
      action: 'Try Calculator',
      available: true,
    },
    {
      title: 'ROI Calculator',
      description: 'Model the return on investments in people, systems and growth before a sale.',
      href: null,
      action: 'Coming Soon',
      available: false,
    },
    {
      title: 'Sale Readiness Assessment',
      description: 'A self-assessment of how ready your business is for a buyer’s due diligence.',
      href: null,
      action: 'Coming Soon',
      available: false,
    },
  ],
  latestHeading: 'Latest Insights',
};
