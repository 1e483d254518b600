// Seed articles, part 3 of 3: governance, technology, negotiation, legal and buying.
import type { SeedInsight } from './types.ts';

export const articlesPart3: SeedInsight[] = [
  {
    id: 'governance-that-survives-due-diligence',
    title: 'Governance That Survives Due Diligence: What Buyers Test in a Recruitment Business',
    excerpt:
      'Weak governance rarely kills a recruitment deal, but it quietly moves money from your completion payment into retentions, indemnities and earn-outs. Here is what buyers test and how to get ready.',
    category: 'Corporate Governance',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-01-28',
    content: `<p>Most owners of recruitment and staffing businesses think of governance as something for listed companies with glossy annual reports. Then they start a sale process and discover that a buyer's due diligence team is, in effect, running a governance audit. Weak governance rarely kills a deal outright. What it does is move money: out of the cash you receive at completion and into retentions, specific indemnities and earn-outs that you may or may not fully collect.</p>

<h2>Why governance shows up in the price</h2>
<p>A buyer pays a multiple of maintainable EBITDA. If they cannot rely on how that EBITDA was produced, they protect themselves. Consider a fictional Brisbane labour hire business earning $2.4 million EBITDA with an indicative offer at 5.0 times. Due diligence found that payroll tax grouping had been applied incorrectly and that superannuation on certain allowances had been under-calculated for three years. The estimated exposure was about $310,000 before interest and penalties. The buyer did not walk away, but it required a $600,000 retention held for 24 months plus a specific indemnity. The owner paid to fix the problem and still waited two years for a large slice of the price.</p>
<p>Governance problems found by the buyer cost far more than problems fixed by the seller.</p>

<h2>1. Board and advisory structure</h2>
<p>In most owner-managed recruitment firms, the board is the founder and perhaps a spouse, and decisions are made in the corridor. You do not need a full independent board, but you do need evidence that the business is run by a system rather than by one person's memory.</p>
<ul>
<li>Hold formal board meetings at least quarterly, with an agenda, a board pack and signed minutes.</li>
<li>Consider a small advisory board of two or three people, such as an experienced finance professional and a former staffing operator.</li>
<li>Keep the company's statutory records current: share register, director details, constitution and any shareholders agreement.</li>
<li>Document delegations of authority, including who can sign client contracts, approve margins below your floor and approve spending above a set amount such as $10,000.</li>
</ul>

<h2>2. Financial controls</h2>
<p>Cash in a staffing business is dominated by payroll and debtors. A temporary and contract business turning over $30 million may be funding $4 million or more of debtors at any time, while paying contractors weekly. Buyers want to see controls that match that risk.</p>
<ul>
<li>Monthly management accounts delivered within ten business days and reconciled to the general ledger.</li>
<li>Gross margin reporting by client, desk and consultant that ties back to the statutory accounts.</li>
<li>Weekly debtor ageing reviews, documented credit limits and a credit check before onboarding new clients.</li>
<li>Segregation of duties, so the person who sets up a worker in payroll is not the person who approves the pay run.</li>
<li>Client-approved timesheets retained for every hour billed and paid.</li>
<li>A clear schedule of owner expenses and other add-backs, supported by evidence.</li>
</ul>
<p>Ghost workers and duplicated timesheets are a known fraud risk in high-volume labour hire, and buyers will test for them.</p>

<h2>3. Payroll and superannuation compliance</h2>
<p>For a staffing business, payroll is usually the single largest diligence area. Buyers will sample pay records against the relevant modern awards and enterprise agreements. The issues we see most often are:</p>
<ul>
<li>Casual loadings, penalty rates and overtime miscalculated where workers move between award classifications or client sites.</li>
<li>Superannuation calculated on the wrong base, because ordinary time earnings can include some allowances and over-award payments.</li>
<li>Superannuation paid after the quarterly due date, which triggers the superannuation guarantee charge, and that charge is not tax deductible.</li>
<li>Payroll tax errors, including how the employment agency provisions treat on-hired workers, grouping with related entities and registration in every state where workers are paid.</li>
<li>Single Touch Payroll reporting that does not reconcile to the general ledger.</li>
</ul>
<p>With the superannuation guarantee at 11.5 per cent and scheduled to reach 12 per cent from 1 July 2025, small percentage errors across thousands of contractor hours add up quickly. We recommend an independent payroll review 12 to 18 months before any sale, so that errors can be corrected and self-reported on your terms.</p>

<h2>4. Labour hire licence compliance</h2>
<p>Queensland, Victoria, South Australia and the ACT operate labour hire licensing schemes. Clients in those jurisdictions generally cannot lawfully use an unlicensed provider, so your licence is effectively a condition of your revenue. A buyer will want to see:</p>
<ul>
<li>A licence register covering every jurisdiction, with licence numbers, renewal dates and nominated officers.</li>
<li>Evidence that required reports have been lodged on time.</li>
<li>A clear understanding of what notifications or approvals the regulator requires when ownership or officers change.</li>
<li>Confirmation that any subcontracted labour providers hold their own licences.</li>
</ul>

<h2>5. Policies buyers expect to see</h2>
<p>Policies only count if people follow them, so keep evidence of training and an incident register alongside each one. At a minimum, expect questions about:</p>
<ul>
<li>Work health and safety, including site assessments before workers are placed with a host client.</li>
<li>Discrimination, bullying and sexual harassment, reflecting the positive duty on employers to prevent harassment.</li>
<li>Whistleblowing, code of conduct, conflicts of interest and acceptable use of IT systems.</li>
<li>Right-to-work and visa checks, with records showing each check was completed.</li>
</ul>

<h2>6. Data privacy</h2>
<p>Recruitment firms hold some of the most sensitive personal information in any small business: identity documents, tax file numbers, bank details, police checks, medical information and visa status. The Privacy Act small business exemption only applies below $3 million in annual turnover, which most established agencies exceed. Reforms passed in late 2024 also strengthened the regulator's powers and introduced a statutory tort for serious invasions of privacy.</p>
<ul>
<li>Map what personal information you collect, where it is stored and who can access it.</li>
<li>Adopt a retention schedule and actually delete old identity documents and checks.</li>
<li>Turn on multi-factor authentication for every system.</li>
<li>Keep a written data breach response plan and test it once a year.</li>
</ul>

<h2>A 90-day governance checklist</h2>
<ol>
<li>Schedule quarterly board meetings and start minuting decisions.</li>
<li>Commission an independent payroll, superannuation and payroll tax review.</li>
<li>Build a labour hire licence register and diarise every renewal.</li>
<li>Introduce segregation of duties in payroll and accounts payable.</li>
<li>Collect every policy into one folder with version dates and training records.</li>
<li>Complete a privacy data map and clean out records you no longer need.</li>
</ol>

<blockquote>Buyers do not pay for perfection. They pay for confidence that what they are buying is what they were shown.</blockquote>

<p>This article is general information only. Every business is different, so owners should obtain their own legal, tax and accounting advice before acting on any of the points above.</p>`,
  },
  {
    id: 'technology-and-recruitment-business-value',
    title: 'Your ATS Is Part of the Price: How Technology Shapes the Value of a Recruitment Business',
    excerpt:
      'Buyers do not pay for software, but they pay heavily for clean data, productive consultants and low integration risk. Here is how your technology stack shows up in a valuation.',
    category: 'Technology',
    author: 'David Calder',
    readTime: '5 min read',
    date: '2025-07-08',
    content: `<p>When owners of recruitment businesses think about value, they think about EBITDA, client relationships and their best consultants. Technology usually sits further down the list, filed under overheads. Yet in almost every sale we advise on, the buyer spends serious time on the applicant tracking system, the CRM, payroll software and cyber security. Buyers rarely pay extra for software itself. They pay for what technology proves and protects: clean data, productive consultants, and a business they can integrate without losing clients or candidates.</p>

<h2>How buyers think about your technology</h2>
<p>A buyer asks three questions. Can the data support the story in the information memorandum? Does the technology make consultants more productive than the market? And what will it cost, in money and disruption, to bring this business onto our platforms? Good answers support your multiple. Poor answers invite price reductions or a larger earn-out.</p>

<h2>ATS and CRM data quality</h2>
<p>Your ATS is the evidence base for your revenue. When a buyer tests repeat clients, placement volumes, fill rates or consultant productivity, the numbers come from your systems. If the ATS says one thing and the accounts say another, the buyer will trust neither.</p>
<p>Common data problems include placements not linked to a client, job and margin; duplicate candidate and contact records; clients recorded under several names; and consultants keeping their real pipeline in spreadsheets or personal inboxes. Before a sale, check these measures:</p>
<ul>
<li>Percentage of placements in the ATS that reconcile to invoices in the accounting system. Aim for close to 100 per cent.</li>
<li>Duplicate rate across candidate and client contact records.</li>
<li>Percentage of active clients with a current contact, agreed terms and a recent activity record.</li>
<li>Percentage of candidate records with a meaningful interaction in the last 24 months.</li>
</ul>

<h2>The candidate database as an asset</h2>
<p>Owners often tell us their database holds 200,000 candidates. A buyer will ask how many have engaged with you recently, how many have been placed, and whether you have the consent and legal basis to keep and use their information. In one fictional but typical example, a database of 180,000 records contained only 21,000 candidates active in the previous two years. Those 21,000 were the real asset; the rest was a privacy liability.</p>
<p>A well-maintained database supports value in three ways. It lowers the cost of each placement because consultants source internally rather than paying for job boards. It supports recurring contract revenue because redeployment is faster. And it reduces key-person risk, because candidate relationships live in the business rather than in a consultant's personal network. Make sure the database belongs to the company, that consultants' employment contracts confirm this, and that candidate information is not being exported to personal accounts.</p>

<h2>Automation and AI tools</h2>
<p>Automation earns its place in a valuation when it changes the numbers. Useful examples include digital onboarding, right-to-work and qualification checks, electronic timesheets with client approval, automated candidate reactivation and AI-assisted screening or job ad drafting.</p>
<p>Consider a fictional contract business that moved onboarding and timesheets onto an automated workflow. Back-office headcount fell from 3.5 to 2 full-time equivalents, saving about $140,000 a year. At a 5 times multiple, that saving is worth roughly $700,000 of enterprise value, provided it is sustained and visible in the accounts for at least a year before sale.</p>
<p>AI tools bring risks that buyers now ask about directly:</p>
<ul>
<li>Bias in screening, and the discrimination exposure that follows.</li>
<li>Candidate personal information being entered into external AI tools without consent or controls.</li>
<li>Unclear accountability where an automated process rejects a candidate.</li>
</ul>
<p>A short written policy on approved tools, human review of decisions and data handling goes a long way.</p>

<h2>Cyber security and privacy</h2>
<p>Recruitment businesses are attractive targets. They hold identity documents, bank details and tax file numbers for thousands of people, and they pay large weekly payrolls that invite payment redirection fraud. A buyer's diligence will usually cover:</p>
<ul>
<li>Multi-factor authentication on email, the ATS, payroll and banking.</li>
<li>Tested backups and a written incident response plan.</li>
<li>A process for verifying changes to contractor or supplier bank details by phone.</li>
<li>Staff phishing training and the history of any incidents, including notifiable data breaches.</li>
<li>Cyber insurance cover, limits and any claims.</li>
</ul>
<p>An undisclosed breach discovered during diligence is one of the fastest ways to lose a buyer's trust. If something has happened, disclose it early with the remediation you completed.</p>

<h2>Integration risk for buyers</h2>
<p>Most acquirers will eventually move your business onto their own systems. They will price the cost and risk of doing so. Factors that increase integration risk include:</p>
<ul>
<li>Custom-built or heavily modified systems that only one developer or consultant understands.</li>
<li>Long software contracts with large termination fees or per-seat commitments.</li>
<li>Payroll rules that live in spreadsheets rather than in the payroll system.</li>
<li>Poor data structure that makes migration slow and error-prone.</li>
<li>Unclear ownership of in-house software, especially where a contractor wrote it.</li>
</ul>
<p>You cannot control the buyer's platform, but you can make your data easy to move and your contracts easy to exit.</p>

<h2>A 12-month technology checklist before sale</h2>
<ol>
<li>Reconcile ATS placements to invoices and fix the gaps.</li>
<li>Run a duplicate clean-up and archive or delete stale candidate records in line with your retention policy.</li>
<li>Confirm in writing that the company owns all data and any software it developed.</li>
<li>List every software contract with term, cost and exit provisions.</li>
<li>Enforce multi-factor authentication and document your incident response plan.</li>
<li>Write a short policy on the use of AI tools with candidate information.</li>
<li>Measure the productivity gains from automation so they show in your numbers.</li>
</ol>

<blockquote>Technology does not sell a recruitment business, but poor data and weak security can certainly discount one.</blockquote>

<p>Every business is different, and this article is general information only. Owners should take their own technical, legal and accounting advice before making changes.</p>`,
  },
  {
    id: 'negotiating-the-sale-of-your-recruitment-business',
    title: 'Negotiating the Sale of Your Recruitment Business: Competition, Term Sheets and Retrades',
    excerpt:
      'The best price for a recruitment business is rarely the first number on the table. Learn how competitive tension, well-drafted heads of agreement and disciplined handling of retrades protect the value you have built.',
    category: 'Negotiation',
    author: 'David Calder',
    readTime: '5 min read',
    date: '2025-10-15',
    content: `<p>Many owners of recruitment and staffing businesses receive their first approach from a buyer without looking for one. It is flattering, the number sounds reasonable, and the temptation is to negotiate one-on-one. In our experience, that is where the most value is lost. The outcome of a sale is largely decided before the lawyers draft a contract: by how many credible buyers are competing, what the heads of agreement say, and how firmly you hold your position when the buyer tries to reduce the price after due diligence.</p>

<h2>Run a competitive process</h2>
<p>Competition is the single most powerful negotiating tool a seller has. A buyer who knows it is the only bidder has little reason to stretch. A buyer who knows two others are preparing offers will sharpen its pencil on price and terms.</p>
<p>A typical structured process for a recruitment business runs over four to six months:</p>
<ol>
<li><strong>Preparation.</strong> Normalised financials, a clear maintainable EBITDA, and an information memorandum that explains revenue mix, client concentration and consultant productivity.</li>
<li><strong>Approach.</strong> A targeted list of perhaps 20 to 40 trade buyers, private equity funds and family offices, contacted under confidentiality.</li>
<li><strong>Indicative offers.</strong> Non-binding proposals with price range, structure and key assumptions.</li>
<li><strong>Management presentations.</strong> A shortlist of three to five parties meets the leadership team.</li>
<li><strong>Final offers.</strong> Marked-up heads of agreement from the preferred bidders, leading to exclusivity with one.</li>
</ol>
<p>In one fictional but representative process, a specialist IT contracting business received an unsolicited approach at 4.2 times EBITDA. After a structured process involving six parties, two final bidders competed and the accepted offer was 5.1 times, with a smaller earn-out. On $2 million of EBITDA, that difference was worth $1.8 million.</p>

<h2>Heads of agreement and term sheets</h2>
<p>The heads of agreement, sometimes called a term sheet or letter of intent, is usually non-binding on the commercial terms but binding on confidentiality and exclusivity. Owners often treat it as a formality. It is not. Every point left vague becomes a negotiation later, when you have lost your leverage because other bidders have gone away.</p>
<p>A good heads of agreement for a recruitment business should settle:</p>
<ul>
<li>Enterprise value and the basis of the price, usually cash-free and debt-free.</li>
<li>How working capital will be measured, including the target level of debtors, accrued contractor pay and GST.</li>
<li>The split between completion payment, deferred consideration and any earn-out.</li>
<li>Earn-out measures, periods, accounting rules and what happens if the buyer integrates or restructures the business.</li>
<li>Share sale or asset sale, and any scrip consideration.</li>
<li>Your role after completion, restraint periods and key staff arrangements.</li>
<li>Conditions, due diligence scope and a target completion date.</li>
</ul>
<p>Working capital deserves special attention. A contract staffing business can carry debtors equal to six or seven weeks of revenue. If the working capital target is set too high, you effectively hand back part of the price at completion.</p>

<h2>Price versus terms</h2>
<p>The headline number is not the value. Compare two fictional offers for a business with $2 million EBITDA:</p>
<ul>
<li><strong>Offer A:</strong> $12 million, of which $7 million is paid at completion and $5 million is an earn-out over three years that requires 10 per cent annual EBITDA growth.</li>
<li><strong>Offer B:</strong> $10.5 million, with $9.5 million at completion and $1 million deferred for 12 months, unconditional.</li>
</ul>
<p>If you believe there is a 50 per cent chance of achieving the earn-out in full, Offer A is worth roughly $9.5 million before allowing for the time value of money, and it ties you to the business for three years under someone else's control. Offer B may well be the better deal. Weigh the certainty of each payment, the security behind deferred amounts, the level of warranties and indemnities, and your personal plans.</p>

<h2>Exclusivity</h2>
<p>Granting exclusivity is the moment your leverage drops sharply. Before you agree to it:</p>
<ul>
<li>Keep the period as short as practical, commonly 45 to 60 days for a business of this size, with extensions only by agreement.</li>
<li>Set milestones, such as due diligence findings within 30 days and a first draft of the sale agreement within 21 days.</li>
<li>Include a right to end exclusivity if the buyer proposes a material change to price or terms.</li>
<li>Keep relationships with the runner-up bidders warm and respectful.</li>
</ul>

<h2>Handling retrades after due diligence</h2>
<p>A retrade is a request to reduce the price or change terms after due diligence. Some are justified; many are tactical. The best defence is preparation: vendor due diligence, a payroll and payroll tax review, and full disclosure of known issues in the information memorandum.</p>
<p>When a retrade arrives, respond calmly and in writing:</p>
<ol>
<li><strong>Ask for the detail.</strong> What was found, how it was quantified and why it affects maintainable earnings.</li>
<li><strong>Test whether it is new.</strong> If the issue was disclosed before the offer, it should already be in the price.</li>
<li><strong>Separate one-off from recurring.</strong> A one-off exposure calls for an indemnity or escrow, not a multiple-based price cut.</li>
<li><strong>Offer alternatives.</strong> A specific indemnity, a capped retention or a working capital adjustment can address genuine risk without reducing the headline value.</li>
</ol>
<p>In a fictional example, a buyer sought a $1.2 million reduction citing client concentration that had been clearly disclosed from the start. The seller declined. A separate payroll tax finding was genuine, and the parties agreed a $200,000 specific indemnity. The deal completed on time.</p>

<blockquote>A retrade is a negotiation, not a verdict. Treat it with evidence, not emotion.</blockquote>

<h2>Negotiation checklist</h2>
<ul>
<li>Never negotiate with a single buyer if you can avoid it.</li>
<li>Settle working capital, earn-out rules and deferred consideration in the heads of agreement.</li>
<li>Value offers on probability-weighted cash, not headline price.</li>
<li>Limit and condition exclusivity.</li>
<li>Disclose early so retrades have nothing to grip.</li>
</ul>

<p>This article is general information only. Owners should obtain their own legal, tax and financial advice before entering into any sale negotiation.</p>`,
  },
  {
    id: 'legal-issues-selling-a-recruitment-business',
    title: 'Selling a Recruitment Business: The Legal Issues Every Owner Should Understand',
    excerpt:
      'Share or asset sale, warranties, restraints, employee entitlements, sham-contracting risk and W&I insurance: a plain-English overview of the legal issues that shape a recruitment business sale.',
    category: 'Legal',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2026-02-24',
    content: `<p>By the time a recruitment business sale reaches the sale agreement, most owners are keen to sign. Yet the legal terms decide how much of the price you keep, how long you remain exposed, and what you can do next. This article gives a plain-English overview of the legal issues that come up most often when selling a recruitment or staffing business in Australia. It is general information only, not legal or tax advice, so obtain your own advice early.</p>

<h2>Share sale or asset sale</h2>
<p>In a <strong>share sale</strong>, the buyer acquires the company that owns the business. The company keeps its contracts, employees, licences and history, including any liabilities from the past. In an <strong>asset sale</strong>, the buyer purchases selected assets such as goodwill, client contracts, the database and equipment, and the seller's company keeps everything else.</p>
<p>For recruitment businesses the practical differences are significant:</p>
<ul>
<li><strong>Client contracts.</strong> In a share sale most contracts continue, although change of control clauses must be checked. In an asset sale, contracts usually need to be assigned or novated, which requires client consent.</li>
<li><strong>Labour hire licences.</strong> Licences generally sit with the licensed entity. In an asset sale the buyer normally needs its own licence in every relevant state before completion. In a share sale, the regulator may still need to be notified of changes.</li>
<li><strong>Employees and contractors.</strong> A share sale leaves employment arrangements unchanged. An asset sale requires the buyer to offer employment and deal with accrued entitlements.</li>
<li><strong>Tax.</strong> Sellers often prefer share sales because of capital gains tax outcomes, including the small business CGT concessions where eligible. An asset sale may qualify as a GST-free supply of a going concern if the conditions are met.</li>
<li><strong>Risk.</strong> Buyers often prefer asset sales because historical liabilities stay behind, although in practice many recruitment deals are share sales with stronger warranties.</li>
</ul>

<h2>Warranties and indemnities</h2>
<p>Warranties are statements the seller makes about the business: the accounts are accurate, employees have been paid correctly, tax has been lodged and paid, there are no undisclosed disputes. If a warranty proves untrue and the buyer suffers loss, the buyer can claim.</p>
<p>Your protection comes from disclosure and limitations. A disclosure letter qualifies the warranties with known matters, so disclose fully and specifically. Common limitations include:</p>
<ul>
<li>A maximum aggregate liability, often a percentage of the price for general business warranties.</li>
<li>A de minimis threshold below which individual claims cannot be made.</li>
<li>A basket or threshold that total claims must exceed before any claim is paid.</li>
<li>Time limits, often 18 to 24 months for general warranties and longer for tax.</li>
</ul>
<p>Indemnities are different. They are promises to reimburse a specific loss, usually for a known issue such as an open payroll tax audit or a wage underpayment identified in due diligence. Indemnities are often uncapped unless you negotiate otherwise, so scope them carefully.</p>

<h2>Restraints of trade</h2>
<p>A buyer of a recruitment business is paying for relationships. Expect a restraint that stops you from competing, soliciting clients and candidates, or poaching staff. Restraints given on the sale of a business are generally treated more favourably by courts than employee restraints, but they must still be reasonable in area, duration and activity to protect the goodwill purchased.</p>
<p>Many agreements use cascading restraints, such as three, two or one years across Australia, a state or a metropolitan area, so a court can enforce the widest reasonable option. If you intend to invest in or mentor other businesses, negotiate clear carve-outs now. Buyers will also review your consultants' employment restraints, so check those are current and signed. The federal government has announced reforms affecting non-compete clauses for many employees, so confirm the current position with your lawyer.</p>

<h2>Employee entitlements</h2>
<p>In a share sale, accrued annual leave, long service leave and any unpaid commissions stay with the company. Buyers will usually reduce the price or adjust working capital for these provisions, so make sure the balances are accurate.</p>
<p>In an asset sale, the Fair Work Act transfer of business rules may apply when employees move to the buyer. Key questions include whether the buyer will recognise prior service and accrued leave, who pays out entitlements that do not transfer, how long service leave is treated under the relevant state legislation, and who bears redundancy costs for employees who are not offered roles. Commissions owed to consultants on placements made before completion should be allocated clearly.</p>

<h2>Contractor and sham-contracting risk</h2>
<p>Many staffing businesses engage workers as independent contractors through an ABN or through their own companies. If those workers are in substance employees, the exposure can include unpaid wages and entitlements, superannuation, payroll tax and penalties. The Fair Work Act prohibits sham contracting, and since August 2024 the statutory definition of employee looks at the real substance of the whole working relationship, not only the written contract.</p>
<p>Separately, a worker engaged wholly or principally for their labour may be an employee for superannuation guarantee purposes even if they are a contractor at common law. Payroll tax legislation in each state also has its own contractor and employment agency provisions. A buyer will examine your contractor base closely, often asking for a specific indemnity. A review before the sale is far cheaper than an indemnity negotiated later.</p>

<h2>Warranty and indemnity insurance</h2>
<p>Warranty and indemnity, or W&amp;I, insurance covers loss from breaches of warranty that were unknown at signing. It is most commonly taken out by the buyer, and it can allow the seller to cap its own liability at a low level and exit cleanly with more of the price.</p>
<p>Understand its limits. Policies exclude known matters and forward-looking statements, and many insurers exclude or restrict cover for wage underpayment and certain contractor classification risks, which are precisely the issues that matter most in staffing. Underwriters also expect thorough due diligence, and minimum premiums can make W&amp;I hard to justify on smaller transactions.</p>

<h2>Legal preparation checklist</h2>
<ol>
<li>Obtain early advice on share versus asset sale and the tax outcome of each.</li>
<li>Review client contracts for change of control and assignment clauses.</li>
<li>Confirm labour hire licences and the notification requirements on sale.</li>
<li>Reconcile leave, long service leave and commission balances.</li>
<li>Review contractor arrangements and superannuation obligations.</li>
<li>Prepare a thorough disclosure letter.</li>
<li>Decide your post-sale plans before agreeing restraints.</li>
</ol>

<blockquote>The legal terms of a sale are where headline value becomes money in your bank account, or does not.</blockquote>

<p>This article is general information only and does not take your circumstances into account. Please obtain your own legal and tax advice before making any decision.</p>`,
  },
  {
    id: 'buying-a-recruitment-business-first-100-days',
    title: 'Buying a Recruitment Business: Strategy, Staffing-Specific Due Diligence and the First 100 Days',
    excerpt:
      'Acquiring a recruitment business can accelerate growth, but only if you buy the right target, test what really drives its margin and protect relationships after completion. A practical guide for acquirers.',
    category: 'Transaction Analysis',
    author: 'David Calder',
    readTime: '5 min read',
    date: '2026-06-10',
    content: `<p>For an established recruitment or staffing business, an acquisition can deliver in one transaction what organic growth might take five years to build: a new sector, a new state, a stronger contract book or a team of proven consultants. But buying a people business carries particular risks. The assets walk out of the door every evening, margins can hide compliance problems, and poorly handled integration can lose the very clients you paid for. This guide covers strategy, finding targets, staffing-specific due diligence and the first 100 days.</p>

<h2>Start with an acquisition strategy</h2>
<p>The most expensive acquisitions are opportunistic ones. Before you look at any target, write down why you are buying and what you will not buy. A one-page acquisition brief might specify:</p>
<ul>
<li><strong>Purpose.</strong> For example, entering healthcare staffing, adding a Queensland presence or growing contract revenue to 60 per cent of gross profit.</li>
<li><strong>Size.</strong> An EBITDA range, such as $750,000 to $2.5 million, that your balance sheet and lenders can support.</li>
<li><strong>Quality thresholds.</strong> No single client above 20 per cent of gross profit, consultant tenure above an agreed average, and clean compliance history.</li>
<li><strong>Deal breakers.</strong> Unlicensed operations, unresolved underpayments or a business wholly dependent on the founder.</li>
<li><strong>Funding.</strong> How much will come from cash, debt, vendor finance or an earn-out.</li>
</ul>

<h2>Finding targets</h2>
<p>Good recruitment businesses are often not formally for sale. Many are owned by founders who have not yet thought about succession. Sources of opportunities include your own industry network, direct and discreet approaches, accountants and advisers who act for owners, and formal sale processes run by advisers. A direct approach should be respectful, brief and confidential, and should explain why the combination makes sense for the owner, the team and the clients. Expect to speak with ten or more owners for every transaction you complete.</p>

<h2>Due diligence specific to staffing</h2>
<p>Generic due diligence checklists miss what matters in recruitment. Focus on the following areas.</p>

<h3>Contractor margins</h3>
<p>Headline gross margin can be misleading. Consider a fictional contractor charged at $62 an hour and paid $45. The apparent margin is $17. After superannuation at 12 per cent ($5.40), payroll tax of around 5 per cent ($2.25) and workers compensation of, say, 3 per cent ($1.35), the real margin is closer to $8 before any leave or insurance costs. Ask how the target calculates margin, recalculate it for the top 20 contractors, and check whether rates have kept pace with award increases.</p>

<h3>Payroll tax and payroll compliance</h3>
<ul>
<li>Registration in every state where workers are paid, and correct treatment of on-hired workers under the employment agency provisions.</li>
<li>Grouping with related entities and any exemptions claimed.</li>
<li>History of audits, voluntary disclosures and objections.</li>
<li>Award compliance for a sample of casual workers, including penalty rates and overtime.</li>
<li>Superannuation paid on time and on the correct base.</li>
</ul>

<h3>Client contracts</h3>
<ul>
<li>Term, termination for convenience and change of control clauses.</li>
<li>Liability caps, indemnities and insurance requirements.</li>
<li>Rate review mechanisms, especially pass-through of award and superannuation increases.</li>
<li>Preferred supplier panels and their renewal dates.</li>
<li>Whether any host client is subject to, or at risk of, a regulated labour hire arrangement order requiring workers to be paid at the host's rates.</li>
</ul>

<h3>Candidate database and people</h3>
<ul>
<li>Number of candidates active in the last 24 months, not total records.</li>
<li>Evidence of consent and compliant collection of personal information.</li>
<li>Ownership of the data and the ATS, and whether consultants hold relationships outside it.</li>
<li>Billings per consultant, commission schemes, tenure and current restraints.</li>
<li>Labour hire licences in every relevant jurisdiction.</li>
</ul>

<h3>Working capital</h3>
<p>A contract business may carry debtors equal to six or seven weeks of revenue. Model debtor days, the funding facility and the cash needed to pay contractors weekly from day one.</p>

<h2>The first 100 days</h2>
<p>Integration is where acquisitions succeed or fail. A practical plan looks like this.</p>
<h3>Day one</h3>
<ul>
<li>Communicate personally with the team before any public announcement.</li>
<li>Call the top 20 clients, ideally with the former owner.</li>
<li>Write to contractors confirming that pay dates and arrangements will not change.</li>
</ul>
<h3>Days 1 to 30</h3>
<ul>
<li>Meet every consultant individually and confirm retention arrangements for key people.</li>
<li>Ensure the first payroll runs perfectly. A single late contractor pay run can undo months of goodwill.</li>
<li>Agree simple weekly reporting on placements, margin and debtors.</li>
</ul>
<h3>Days 31 to 60</h3>
<ul>
<li>Align credit control, approvals and compliance processes.</li>
<li>Review commission schemes and explain any changes well ahead of time.</li>
<li>Plan systems migration, but avoid moving the ATS or payroll in the first 90 days unless essential.</li>
</ul>
<h3>Days 61 to 100</h3>
<ul>
<li>Decide on branding with client feedback in mind.</li>
<li>Pursue the cross-selling opportunities that justified the deal.</li>
<li>Review progress against the acquisition brief and any earn-out measures.</li>
</ul>

<blockquote>You are not buying a database or a logo. You are buying relationships, and relationships need attention most in the first 100 days.</blockquote>

<h2>Buyer's checklist</h2>
<ol>
<li>Write your acquisition brief before you meet a seller.</li>
<li>Recalculate true contractor margins.</li>
<li>Commission payroll, payroll tax and superannuation testing.</li>
<li>Review every material client contract.</li>
<li>Verify labour hire licences and data ownership.</li>
<li>Secure key consultants before completion.</li>
<li>Plan day one in detail.</li>
</ol>

<p>This article is general information only. Buyers should obtain their own legal, tax and financial advice before making any acquisition.</p>`,
  },
];
