// Copy of the four service pages: hero, overview, particular sections, process, benefits, FAQs and call to action.
import type { ServicePageContent } from './service-page-types.ts';

const primaryButton = { text: 'Book a Confidential Consultation', link: '/contact' };
const secondaryButton = { text: 'Explore All Services', link: '/services' };

export const servicePages: ServicePageContent[] = [
  {
    id: 'sale-ready-assessments',
    seo: {
      title: 'Sale-Ready Assessments for Recruitment Businesses',
      description:
        'Find out what your recruitment or staffing business is worth and what buyers will question: an independent valuation range and a prioritised plan to fix issues.',
      keywords: [
        'recruitment business valuation',
        'sale-ready assessment',
        'staffing business valuation Australia',
        'normalised EBITDA',
        'recruitment agency exit planning',
        'sell my recruitment business',
      ],
    },
    hero: {
      title: 'Sale-Ready Assessments',
      subtitle:
        'See your recruitment business the way an acquirer will, with a clear valuation range and a prioritised list of what to fix before you go to market.',
    },
    overview: {
      heading: 'Know Your Value Before a Buyer Tells You',
      paragraphs: [
        'Most owners of recruitment businesses have a number in mind. Few have tested it against the way a buyer will actually build a price: normalised EBITDA, the quality and durability of gross profit, contractor margins, client concentration and how much of the business depends on the owner.',
        'A Sale-Ready Assessment does that work in advance. We review your accounts, management reports, debtor and contractor ledgers, key contracts and team structure the way an acquirer’s due diligence team would, and we tell you plainly what we find.',
        'You come away with an independent valuation range, a list of the issues a buyer will raise and a realistic plan to deal with them, whether you intend to sell in six months or in three years.',
      ],
    },
    sections: [
      {
        heading: 'Valuation Approaches',
        intro:
          'No single method gives the answer. We apply the approaches a buyer of a recruitment or staffing business will use and reconcile them into one range you can defend.',
        items: [
          {
            title: 'Capitalisation of Maintainable EBITDA',
            description:
              'The primary method for most recruitment and staffing businesses. We normalise your earnings for owner remuneration, one-off items and non-arm’s-length costs, then apply a multiple that reflects the risk and growth profile of your business.',
            points: [
              'Owner salary and superannuation adjusted to market rates',
              'Split between permanent placement fees and recurring contract margin',
              'Client concentration and the length of key relationships',
              'Consultant tenure and dependence on the owner',
              'Earnings trend across at least three years',
            ],
          },
          {
            title: 'Revenue and Gross Profit Multiples',
            description:
              'Used as a cross-check rather than a primary method. Because contract and temp revenue includes pass-through payroll, we focus on gross profit, which compares businesses with different mixes more fairly than headline revenue.',
            points: [
              'Gross profit rather than revenue for contract-heavy businesses',
              'Gross profit per consultant and its trend',
              'Contractor margin percentages by client and sector',
              'Mix of permanent, contract, temp and labour hire income',
            ],
          },
          {
            title: 'Discounted Cash Flow',
            description:
              'Useful where the business is growing quickly, changing its model or holds contracts that give visibility over future earnings. We test the forecast assumptions as hard as a buyer would.',
            points: [
              'Contracted and repeat contractor hours running forward',
              'Consultant hiring plans and realistic ramp-up periods',
              'Working capital needed to fund contractor payroll ahead of debtor receipts',
              'A discount rate reflecting size, concentration and key-person risk',
            ],
          },
          {
            title: 'Net Tangible Assets',
            description:
              'A floor value rather than a price. Recruitment businesses carry few hard assets, so this approach matters mainly for working capital at completion and for businesses with weak or volatile earnings.',
            points: [
              'Debtor book quality and days sales outstanding',
              'Accrued payroll, payroll tax, superannuation and leave liabilities',
              'Unbilled contractor hours and work in progress',
              'The normal level of working capital a buyer will expect to be left in the business',
            ],
          },
        ],
      },
      {
        heading: 'What You Receive',
        intro: 'Every assessment ends with written findings you can act on and a meeting to walk through them.',
        items: [
          {
            title: 'Independent Valuation Report',
            description:
              'A valuation range with the methods, multiples and assumptions set out, so you understand how the number was built and what would move it.',
          },
          {
            title: 'Normalised EBITDA Schedule',
            description:
              'A reconciliation from reported profit to maintainable earnings, with each adjustment explained and supported in the way due diligence will expect.',
          },
          {
            title: 'Buyer Risk Register',
            description:
              'The issues an acquirer is likely to raise, from client concentration and contractor classification to payroll tax and key-person dependence, ranked by their effect on price and terms.',
          },
          {
            title: 'Prioritised Action Plan',
            description:
              'Practical steps to fix the issues that matter most, with responsibilities, realistic timeframes and an indication of the value each one protects or adds.',
          },
          {
            title: 'Market Readiness Summary',
            description:
              'Our view on timing, the buyer types most likely to be interested in your business and the deal structures, including earn-outs, you should expect to see.',
          },
        ],
      },
    ],
    process: {
      heading: 'How the Assessment Works',
      intro:
        'A focused engagement, typically completed in four to six weeks once we have your information, with as little disruption to your team as possible.',
      steps: [
        {
          number: 1,
          title: 'Confidential Discovery Meeting',
          description:
            'We meet to understand your business, your goals and your timeframe for an exit. Everything is covered by a confidentiality agreement from the first conversation.',
        },
        {
          number: 2,
          title: 'Information Gathering',
          description:
            'We request three years of financial statements, management accounts, debtor and contractor ledgers, client and contractor agreements and team details, shared through a secure data room.',
        },
        {
          number: 3,
          title: 'Financial and Operational Analysis',
          description:
            'We normalise earnings, analyse gross profit by client, consultant and desk, test contractor margins and working capital, and review compliance areas such as payroll tax, superannuation and labour hire licensing.',
        },
        {
          number: 4,
          title: 'Valuation and Risk Review',
          description:
            'We apply the valuation approaches that suit your business, reconcile them into a range and rank the risks a buyer would price in or use in negotiation.',
        },
        {
          number: 5,
          title: 'Findings and Action Plan',
          description:
            'We present the report, walk you through the valuation and risk register, and agree a prioritised plan, whether it leads to a sale, a value optimisation program or simply a clearer view of your options.',
        },
      ],
    },
    benefits: {
      heading: 'Why Owners Start Here',
      items: [
        {
          title: 'An Independent Valuation Range',
          description:
            'Based on normalised EBITDA and tested against the methods buyers use, rather than a rule of thumb or a figure heard at an industry event.',
        },
        {
          title: 'A Buyer’s-Eye View of Risk',
          description:
            'Find the issues before due diligence does, while there’s still time to fix them rather than concede on price or accept a larger earn-out.',
        },
        {
          title: 'A Prioritised Action Plan',
          description:
            'Clear steps with realistic timeframes, ordered by the value they protect, so effort goes where it counts.',
        },
        {
          title: 'Specialist, Confidential Advice',
          description:
            'Advice from people who work only with recruitment and staffing businesses, handled with complete discretion towards your staff, clients and competitors.',
        },
      ],
    },
    faqs: [
      {
        question: 'How long does a Sale-Ready Assessment take?',
        answer:
          'Typically four to six weeks from receiving your information. The main variable is how quickly financial statements, ledgers and contracts can be provided.',
      },
      {
        question: 'Will my staff or clients find out?',
        answer:
          'No. We work directly with you and, if you choose, your accountant. Information is exchanged through a secure data room and we don’t contact your clients, candidates or staff.',
      },
      {
        question: 'Do I have to sell after the assessment?',
        answer:
          'No. Many owners use the assessment to plan an exit several years out, or decide that building value first makes more sense. There’s no obligation to engage us for a sale.',
      },
      {
        question: 'What information do you need from me?',
        answer:
          'Usually three years of financial statements and management accounts, debtor and contractor ledgers, your main client and contractor agreements, and an organisation chart with tenure and remuneration. We provide a checklist at the start.',
      },
    ],
    cta: {
      heading: 'Find Out What Your Business Is Worth',
      text: 'Start with a confidential conversation about your business, your timeframe and what you want from an exit.',
      primaryButton,
      secondaryButton,
    },
  },
  {
    id: 'value-optimisation',
    seo: {
      title: 'Value Optimisation for Recruitment Businesses',
      description:
        'Lift the multiple buyers will pay for your recruitment or staffing business: recurring revenue, client diversification, leadership depth and clean compliance.',
      keywords: [
        'increase recruitment business value',
        'value optimisation staffing business',
        'recruitment agency exit planning',
        'EBITDA multiple recruitment',
        'reduce owner dependence',
        'staffing business growth strategy',
      ],
    },
    hero: {
      title: 'Value Optimisation',
      subtitle:
        'A structured program over 12 to 36 months to strengthen what acquirers reward in recruitment and staffing businesses and lift the multiple you are paid.',
    },
    overview: {
      heading: 'Build the Business a Buyer Wants to Own',
      paragraphs: [
        'Two recruitment businesses with the same EBITDA can sell for very different prices. The difference is usually risk: how much depends on the owner, how concentrated the client base is, how much of gross profit recurs and how cleanly the business is run.',
        'Value Optimisation works on those drivers deliberately. Starting from a diagnostic of your business, we agree a plan, help your team carry it out and measure the effect on value as you go.',
        'The aim is practical: a business that runs well without you, earns more predictably and gives a buyer fewer reasons to discount the price or push more of it into an earn-out.',
      ],
    },
    sections: [
      {
        heading: 'Six Value Drivers',
        intro:
          'Acquirers of recruitment and staffing businesses focus on six areas. Improving each one reduces risk in a buyer’s eyes and supports a higher multiple.',
        items: [
          {
            title: 'Financial Performance',
            description: 'Consistent, well-reported earnings with margins that stand up to scrutiny.',
            points: [
              'Monthly management accounts showing gross profit by desk, client and consultant',
              'Contractor margin discipline and regular pricing reviews',
              'Clean, documented normalisation of owner and one-off costs',
            ],
          },
          {
            title: 'Team Structure',
            description: 'A business that is led by a team, not carried by its owner.',
            points: [
              'A second tier of managers with clear accountability',
              'Retention arrangements for top billers and key staff',
              'Client relationships held by more than one person',
            ],
          },
          {
            title: 'Client Diversification',
            description: 'A spread of clients and sectors that protects earnings if one relationship ends.',
            points: [
              'Reduced reliance on the largest clients',
              'Written, current terms of business and preferred supplier agreements',
              'Balance across sectors, regions and permanent versus contract work',
            ],
          },
          {
            title: 'Systems & Processes',
            description: 'Operations that are documented, measurable and easy for a new owner to take over.',
            points: [
              'A well-maintained CRM and candidate database',
              'Reliable timesheet, payroll and invoicing processes',
              'Documented procedures for recruitment, onboarding and compliance checks',
            ],
          },
          {
            title: 'Growth Strategy',
            description: 'A credible plan for growth that a buyer can see and believe.',
            points: [
              'Growth that doesn’t depend on the owner’s personal network',
              'Clear targets for new desks, sectors or locations',
              'A pipeline and forecast that reconcile to actual results',
            ],
          },
          {
            title: 'Legal & Compliance',
            description: 'Fewer surprises in due diligence, and fewer warranties and indemnities in the sale agreement.',
            points: [
              'Payroll tax, superannuation and award compliance for contractors and temps',
              'Labour hire licensing where required and correct contractor classification',
              'Signed employment contracts with enforceable restraints',
            ],
          },
        ],
      },
    ],
    process: {
      heading: 'Our Five-Step Approach',
      intro: 'A structured program that links every improvement back to what it does for the value of your business.',
      steps: [
        {
          number: 1,
          title: 'Diagnostic Assessment',
          description:
            'We assess your business against the six value drivers, establish a baseline valuation and identify where the largest gains and the biggest risks lie.',
        },
        {
          number: 2,
          title: 'Strategic Planning',
          description:
            'Together we agree a prioritised plan with clear actions, responsibilities, milestones and the value each initiative should protect or create, matched to your exit timeframe.',
        },
        {
          number: 3,
          title: 'Implementation Support',
          description:
            'We work alongside you and your leadership team on delivery: improving reporting, designing retention and incentive arrangements, reviewing contracts and preparing for compliance checks.',
        },
        {
          number: 4,
          title: 'Progress Monitoring',
          description:
            'Regular reviews, usually quarterly, track progress against the plan and the measures buyers watch, such as gross profit per consultant, client concentration and contract margin.',
        },
        {
          number: 5,
          title: 'Value Reassessment',
          description:
            'We revalue the business against the original baseline so you can see what has changed, and advise on whether the time is right to go to market.',
        },
      ],
    },
    benefits: {
      heading: 'What Owners Gain',
      items: [
        {
          title: 'A Higher Multiple',
          description:
            'Targeted improvements to the drivers buyers reward in staffing businesses, rather than general business advice.',
        },
        {
          title: 'Less Reliance on You and a Few Clients',
          description:
            'A business that keeps its clients and its earnings when the owner steps back, which is exactly what a buyer is paying for.',
        },
        {
          title: 'Stronger, Documented Performance',
          description: 'Reporting and financial records that support your valuation and make due diligence quicker and smoother.',
        },
        {
          title: 'Measured Progress',
          description:
            'Regular value reassessments show what each change has achieved, so decisions about timing are based on evidence.',
        },
        {
          title: 'Better Terms, Not Just Price',
          description:
            'Lower risk tends to mean more cash at completion, a shorter earn-out and fewer warranty claims after the sale.',
        },
      ],
    },
    faqs: [
      {
        question: 'How long does a Value Optimisation program run?',
        answer:
          'Typically between 12 and 36 months. It depends on your starting point and when you want to sell: some improvements show results within a few quarters, while others, such as building a second tier of leadership, take longer.',
      },
      {
        question: 'Do I need a Sale-Ready Assessment first?',
        answer:
          'It’s the usual starting point, because it provides the baseline valuation and risk register the program builds on. If you’ve had a recent independent valuation, we can work from that instead.',
      },
      {
        question: 'Will the program disrupt the day-to-day running of the business?',
        answer:
          'We plan the work around your team’s capacity. Most changes are improvements you would want anyway, such as better reporting, clearer roles and tidier contracts, and they make the business easier to run as well as easier to sell.',
      },
      {
        question: 'What if I decide not to sell?',
        answer:
          'The work still pays off. A business with predictable earnings, a capable leadership team and clean compliance is more profitable and less stressful to own, and you keep the option to sell on your terms later.',
      },
    ],
    cta: {
      heading: 'Start Building Value Now',
      text: 'The best time to improve your multiple is well before you go to market. Talk to us about where your business stands and what would make the biggest difference.',
      primaryButton,
      secondaryButton,
    },
  },
  {
    id: 'business-sales',
    seo: {
      title: 'Sell Your Recruitment or Staffing Business',
      description:
        'Sell your recruitment or staffing business through a confidential, competitive process run by specialist M&A advisers, from valuation through to completion.',
      keywords: [
        'sell recruitment business',
        'sell staffing agency Australia',
        'recruitment business broker',
        'recruitment M&A adviser',
        'labour hire business sale',
        'earn-out negotiation',
      ],
    },
    hero: {
      title: 'Business Sales',
      subtitle:
        'A confidential, competitive sale process for your recruitment or staffing business, run by advisers who work only in your industry, from valuation to completion.',
    },
    overview: {
      heading: 'A Sale Process Built for Recruitment Businesses',
      paragraphs: [
        'Selling a recruitment or staffing business means selling relationships, people and a stream of contractor hours. Buyers look hard at the quality of gross profit, client concentration, consultant retention and compliance, and they structure their offers to protect themselves against those risks.',
        'We run the sale on your behalf: preparing the business and the information memorandum, approaching trade, private equity and international buyers confidentially, creating competition between them and negotiating price and structure, including earn-outs, retention and working capital.',
        'Once terms are agreed, we manage due diligence and work with your lawyers and accountants through to completion, so you can keep running the business while the deal gets done.',
      ],
    },
    sections: [
      {
        heading: 'Why Sell With a Specialist',
        intro:
          'General business brokers sell many kinds of business. We sell one kind, and it shows in the price, the terms and the process.',
        items: [
          {
            title: 'We Know How Buyers Value Staffing Businesses',
            description:
              'We present gross profit, contractor margins, consultant productivity and client tenure in the terms acquirers use, and we can defend normalised EBITDA line by line.',
          },
          {
            title: 'Access to the Right Buyers',
            description:
              'We know the trade acquirers, private equity investors and international groups active in Australian recruitment, and what each of them is looking for.',
          },
          {
            title: 'Earn-Outs and Structures We Understand',
            description:
              'Recruitment deals commonly include earn-outs, deferred consideration and retention arrangements. We negotiate targets you can control and terms that protect you if the buyer changes the business.',
          },
          {
            title: 'Due Diligence Prepared in Advance',
            description:
              'We anticipate questions on payroll tax grouping, contractor classification, superannuation, labour hire licensing and client contract terms, and prepare the answers before they’re asked.',
          },
        ],
      },
    ],
    process: {
      heading: 'Our Six-Stage Sale Process',
      intro: 'Each stage has a clear purpose and clear outputs, so you always know where the sale stands and what comes next.',
      steps: [
        {
          number: 1,
          title: 'Preparation & Valuation',
          description:
            'We confirm your objectives, establish a realistic valuation range and prepare the business and its information for buyers, dealing with issues before they reach due diligence.',
          deliverables: [
            'Valuation range based on normalised EBITDA',
            'Normalised financial statements and EBITDA bridge',
            'Vendor readiness review and issues list',
            'Agreed sale strategy, timetable and price expectations',
          ],
        },
        {
          number: 2,
          title: 'Marketing & Buyer Identification',
          description:
            'We prepare the marketing materials and identify the buyers most likely to pay for what your business offers, then approach them without revealing your identity.',
          deliverables: [
            'Anonymous teaser profile',
            'Information memorandum',
            'Targeted list of trade, private equity and international buyers',
            'Confidential approaches and screening of buyer interest',
          ],
        },
        {
          number: 3,
          title: 'NDA & Information Sharing',
          description:
            'Interested buyers sign confidentiality agreements before they learn who you are. We then release information in stages, holding back the most sensitive client and candidate data until a buyer is committed.',
          deliverables: [
            'Non-disclosure agreement with each buyer',
            'Secure virtual data room',
            'Staged release of financial and operational information',
            'Management presentations and managed buyer questions',
          ],
        },
        {
          number: 4,
          title: 'Offer Management',
          description:
            'We run a structured offer process, compare proposals on value and terms rather than headline price alone, and negotiate towards the best overall outcome.',
          deliverables: [
            'Indicative offer process with a set timetable',
            'Side-by-side comparison of price, structure and conditions',
            'Negotiation of earn-out, retention and working capital terms',
            'Agreed heads of terms or letter of intent',
          ],
        },
        {
          number: 5,
          title: 'Due Diligence Support',
          description:
            'We coordinate the buyer’s financial, legal, tax and commercial due diligence, answer questions promptly and protect the agreed price against late renegotiation.',
          deliverables: [
            'Management of the due diligence request list',
            'Prepared responses on payroll tax, superannuation and contractor matters',
            'Coordination with your accountant and lawyer',
            'Resolution of issues to protect the agreed value',
          ],
        },
        {
          number: 6,
          title: 'Deal Completion',
          description:
            'We work through the sale agreement, conditions and completion accounts with your legal adviser, and support the handover to the new owner.',
          deliverables: [
            'Review of the sale agreement’s commercial terms',
            'Support on warranty, indemnity and restraint negotiations',
            'Completion accounts and working capital adjustment',
            'Settlement coordination and transition planning',
          ],
        },
      ],
    },
    benefits: {
      heading: 'What a Well-Run Sale Delivers',
      items: [
        {
          title: 'Competitive Tension',
          description:
            'Several qualified buyers working to the same timetable, which improves price and terms and stops any one buyer dictating the deal.',
        },
        {
          title: 'Confidentiality Throughout',
          description:
            'A discreet approach that protects your relationships with staff, clients and candidates until you decide to tell them.',
        },
        {
          title: 'Expert Negotiation',
          description:
            'Price, earn-outs, retention, working capital and warranties negotiated by advisers who know what is normal in staffing deals.',
        },
        {
          title: 'Managed Due Diligence',
          description:
            'Prepared answers and a coordinated process that keep momentum and protect the agreed price through to settlement.',
        },
        {
          title: 'Time to Run Your Business',
          description:
            'We handle the process so trading performance holds up while the sale proceeds, which is something every buyer watches closely.',
        },
      ],
    },
    faqs: [
      {
        question: 'How long does it take to sell a recruitment business?',
        answer:
          'A typical sale takes six to twelve months from preparation to completion. It can take longer if the business needs work before going to market or a buyer’s due diligence is extensive.',
      },
      {
        question: 'Will I need to stay on after the sale?',
        answer:
          'Usually, for a period. Buyers of recruitment businesses often want the owner to support the transition of clients and staff, and many deals include an earn-out linked to performance over one to three years. We negotiate a role and terms that suit you.',
      },
      {
        question: 'How do you keep the sale confidential?',
        answer:
          'Buyers first see an anonymous profile. Your name is released only after they sign a non-disclosure agreement, and sensitive client and candidate information is held back until a buyer has committed to terms.',
      },
      {
        question: 'Who buys recruitment and staffing businesses?',
        answer:
          'Larger Australian recruitment groups looking for new sectors or locations, private equity investors building platforms, international staffing groups entering the Australian market and, in some cases, management teams. We identify which buyers suit your business and approach them in a controlled way.',
      },
    ],
    cta: {
      heading: 'Considering a Sale?',
      text: 'Talk to us confidentially about your timeframe, your expectations and the likely buyers for your business, before you speak to anyone else.',
      primaryButton,
      secondaryButton,
    },
  },
  {
    id: 'business-purchases',
    seo: {
      title: 'Buy a Recruitment or Staffing Business',
      description:
        'Grow by acquiring a recruitment or staffing business. We find off-market targets, run staffing-specific due diligence, structure the deal and plan integration.',
      keywords: [
        'buy recruitment business',
        'acquire staffing agency Australia',
        'recruitment acquisition due diligence',
        'buy-side M&A adviser',
        'labour hire acquisition',
        'post-acquisition integration',
      ],
    },
    hero: {
      title: 'Business Purchases',
      subtitle:
        'Buy-side advice for recruitment and staffing acquisitions, from setting your criteria and finding targets to due diligence, deal structure and the first 100 days.',
    },
    overview: {
      heading: 'Acquire With Your Eyes Open',
      paragraphs: [
        'An acquisition can add a new sector, location or client base far faster than organic growth. In recruitment and staffing it also carries particular risks: consultants and clients who leave after completion, contractor margins that don’t survive scrutiny, and payroll tax or classification exposures that become yours.',
        'We act for the buyer. We help you define what to buy, find and approach suitable businesses, many of them not openly for sale, and test each one with due diligence focused on the issues that matter in staffing.',
        'We then structure the deal to protect you after completion, with earn-outs, retention and warranties that reflect the risks found, and plan the integration so the clients and consultants you paid for stay.',
      ],
    },
    sections: [],
    process: {
      heading: 'Our Six-Stage Acquisition Process',
      intro:
        'A disciplined process that keeps you focused on the right targets and protects you from paying for value that isn’t there.',
      steps: [
        {
          number: 1,
          title: 'Acquisition Criteria',
          description:
            'We clarify your strategic rationale and turn it into clear criteria for sector, size, location, business model and price.',
          deliverables: [
            'Acquisition strategy and rationale',
            'Target profile by sector, size, location and revenue mix',
            'Funding capacity and price parameters',
            'Screening criteria for shortlisting',
          ],
        },
        {
          number: 2,
          title: 'Target Identification',
          description:
            'We research the market and draw on our network to identify businesses that fit, including owners who haven’t advertised a sale.',
          deliverables: [
            'Long list of potential targets',
            'Initial screening against your criteria',
            'Shortlist with target profiles',
            'Prioritised approach plan',
          ],
        },
        {
          number: 3,
          title: 'Approach & Engagement',
          description:
            'We approach owners discreetly on your behalf, gauge their interest and open conversations on a confidential footing.',
          deliverables: [
            'Confidential approaches to shortlisted owners',
            'Non-disclosure agreements',
            'Initial information requests and owner meetings',
            'Indicative offer or expression of interest',
          ],
        },
        {
          number: 4,
          title: 'Due Diligence',
          description:
            'We lead financial and commercial due diligence with a focus on staffing-specific risks, and coordinate your legal and tax advisers.',
          deliverables: [
            'Quality of earnings and normalised EBITDA review',
            'Contractor margin, client concentration and debtor analysis',
            'Payroll tax, superannuation, award and classification review',
            'Due diligence report with price and risk findings',
          ],
        },
        {
          number: 5,
          title: 'Deal Structuring',
          description:
            'We use the due diligence findings to negotiate the price and structure terms that protect you after completion.',
          deliverables: [
            'Valuation and offer pricing',
            'Earn-out, deferred consideration and retention design',
            'Warranty, indemnity and restraint terms',
            'Completion accounts and working capital mechanism',
          ],
        },
        {
          number: 6,
          title: 'Integration Planning',
          description:
            'We plan the first 100 days so that clients, consultants and contractors transfer smoothly and the expected benefits are delivered.',
          deliverables: [
            'First 100 days integration plan',
            'Client and contractor communication plan',
            'Consultant retention and incentive arrangements',
            'Systems, payroll and reporting integration roadmap',
          ],
        },
      ],
    },
    benefits: {
      heading: 'Why Buyers Work With Us',
      items: [
        {
          title: 'Access to Off-Market Opportunities',
          description:
            'Introductions to recruitment business owners who are open to the right offer but haven’t put their business on the market.',
        },
        {
          title: 'Staffing-Specific Due Diligence',
          description:
            'Scrutiny of contractor margins, payroll tax grouping, superannuation, classification and client contracts, where the real risks in staffing acquisitions sit.',
        },
        {
          title: 'Protective Deal Structures',
          description:
            'Earn-outs, retention and warranties designed around the risks found, so you pay for performance that actually transfers.',
        },
        {
          title: 'Integration That Keeps People',
          description:
            'A plan for clients, consultants and contractors from the day of completion, because the value of a staffing business lies in its relationships.',
        },
        {
          title: 'A Disciplined Price',
          description: 'An independent view of value that stops you overpaying when you want a deal to happen.',
        },
      ],
    },
    faqs: [
      {
        question: 'Can you find businesses that aren’t for sale?',
        answer:
          'Yes. Many good recruitment businesses are never openly advertised. We approach owners discreetly on your behalf and, where there is interest, open a confidential conversation without revealing your identity until you’re ready.',
      },
      {
        question: 'What are the biggest risks when buying a staffing business?',
        answer:
          'Losing key consultants or clients after completion, contractor margins lower than reported, client concentration, and historical exposures such as payroll tax, superannuation or contractor misclassification. Our due diligence is designed around these risks.',
      },
      {
        question: 'How should the purchase price be structured?',
        answer:
          'It depends on the risks found. Recruitment acquisitions commonly combine an upfront payment with deferred consideration or an earn-out tied to gross profit or EBITDA, supported by retention arrangements for key people and appropriate warranties.',
      },
      {
        question: 'Do you work with first-time acquirers?',
        answer:
          'Yes. We work with established recruitment groups, private equity investors and owners making their first acquisition. For first-time buyers we put extra emphasis on funding, integration capacity and realistic expectations of the time involved.',
      },
    ],
    cta: {
      heading: 'Planning an Acquisition?',
      text: 'Talk to us about your growth strategy and the kind of business you want to buy. We’ll tell you honestly what is realistic and what to watch for.',
      primaryButton,
      secondaryButton,
    },
  },
];

export function findServicePage(id: string): ServicePageContent | null {
  return servicePages.find((page) => page.id === id) ?? null;
}
