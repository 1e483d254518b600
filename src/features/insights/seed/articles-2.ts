// Seed articles, part 2 of 3: succession, growth, market and strategy.
import type { SeedInsight } from './types.ts';

export const articlesPart2: SeedInsight[] = [
  {
    id: 'succession-planning-founder-led-recruitment-agencies',
    title: 'Succession Planning for Founder-Led Recruitment Agencies: How to Make Yourself Replaceable',
    excerpt:
      'A recruitment agency that depends on its founder is hard to sell and harder to hand over. Here is how to build a second tier of leaders, reduce key-person risk and choose between family, staff and external succession.',
    category: 'Succession Planning',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-03-12',
    content: `<p>Most Australian recruitment agencies were built by one person. That founder usually still holds the largest client relationships, signs off every rate card and is the first call when a contractor has a problem on site. It is the reason the business succeeded. It is also the single biggest obstacle to succession, whether the plan is to sell to a trade buyer, hand over to family or let the team buy you out.</p>

<p>In our experience, buyers and financiers ask the same question in the first meeting: <em>what happens to this business if the owner stops coming in on Monday?</em> If the honest answer is that a third of the gross profit walks out with you, the price, the structure and even the feasibility of the deal all change. Succession planning is really the work of making yourself replaceable, and it takes longer than most owners expect. Three years is a sensible runway; five is better.</p>

<h2>Step one: measure your key-person dependence</h2>

<p>We ask owners to complete a simple audit covering the last 24 months:</p>

<ul>
<li><strong>Revenue by relationship owner.</strong> What share of gross profit comes from clients where you are the primary contact? Above 30 per cent is a red flag for most buyers.</li>
<li><strong>Billings by consultant.</strong> If you are still billing personally, what percentage of permanent fees and contractor margin do you generate?</li>
<li><strong>Decisions only you make.</strong> Pricing, credit limits, hiring, contractor disputes, payroll approvals and tender submissions.</li>
<li><strong>Knowledge only you hold.</strong> Rate negotiations, informal agreements with clients, the history behind a preferred supplier arrangement.</li>
</ul>

<p>One Brisbane-based engineering recruiter we worked with discovered that 46 per cent of gross profit came from four clients whose managing directors dealt only with the founder. The business was sound; it simply was not transferable.</p>

<h2>Step two: build a genuine second tier</h2>

<p>A second tier of leaders is not a collection of senior consultants with bigger titles. It is two or three people who can run a desk, a team and a P&amp;L without you. For a business with eight to twenty-five staff, that typically means:</p>

<ol>
<li><strong>An operations or general manager</strong> who owns payroll, compliance, contractor care, systems and the monthly numbers.</li>
<li><strong>One or two practice leads</strong> who own client relationships and consultant performance in each specialisation.</li>
<li><strong>A finance function</strong>, in-house or outsourced, that produces monthly management accounts within ten business days.</li>
</ol>

<p>Hand over relationships deliberately. Introduce your practice leads to key clients in person, let them run the quarterly reviews, and then step back so the client gets used to calling them first. Expect the transition of a major account to take twelve to eighteen months. Track the share of gross profit managed by people other than you. Owners who move that figure from 70 per cent to below 25 per cent see a material difference in buyer interest.</p>

<h3>Keeping the second tier in place</h3>

<p>Your leadership team becomes an asset a buyer will pay for, so protect it. Review remuneration against the market, put reasonable restraint and non-solicitation clauses in employment contracts, and consider a retention arrangement that rewards staying through a transaction. Options include a phantom equity scheme, a retention bonus paid in instalments after completion, or a small equity stake. Each has tax implications, so take advice before promising anything.</p>

<h2>Step three: choose your succession route</h2>

<p>There are three broad routes, and many owners end up combining them.</p>

<h3>Family succession</h3>

<p>Passing the business to a son or daughter can work well when the successor has already earned credibility in the business, ideally by running a desk profitably for several years. It fails when the next generation is handed a title without the client relationships. Be clear about whether the transfer is a gift, a sale at market value or a mixture, because this affects capital gains tax, stamp duty considerations and fairness between siblings.</p>

<h3>Management or staff buyout</h3>

<p>Selling to the people who already run the business preserves culture and client continuity. The obstacle is nearly always funding. A team of three managers rarely has several million dollars available, and banks will usually lend only part of the price against a services business with few hard assets. That is where vendor finance comes in.</p>

<h3>External sale</h3>

<p>A trade buyer, private equity-backed group or international acquirer will often pay the highest headline price, but will usually require a founder transition period and may use an earn-out. The better your second tier, the shorter both become.</p>

<h2>How vendor finance works in a staff buyout</h2>

<p>Vendor finance means you, the seller, lend part of the purchase price to the buyer and are repaid out of the business's future profits. A typical structure we see looks like this:</p>

<ul>
<li>Agreed value of $3.0 million, based on sustainable EBITDA of around $750,000.</li>
<li>Upfront payment of $1.2 million, funded by the managers' savings and a bank facility.</li>
<li>Vendor loan of $1.8 million, repaid over four years with interest at a commercial rate.</li>
<li>Security over the shares, a general security interest over the business assets and personal guarantees from the buyers.</li>
<li>Covenants: minimum working capital, limits on dividends and on new debt until the vendor loan is repaid.</li>
</ul>

<p>The risk is obvious: if the business stumbles, you are an unsecured creditor in practice even when you hold security. Reduce it with a realistic repayment period, a staggered handover, and board representation or information rights until you are fully paid. Remember that a labour hire business carries significant working capital needs for contractor payroll, superannuation and GST; a vendor loan schedule that starves the business of cash will hurt everyone.</p>

<h2>A practical succession checklist</h2>

<ul>
<li>Complete a key-person dependence audit and repeat it every six months.</li>
<li>Appoint and properly pay a second tier of two or three leaders.</li>
<li>Transfer primary contact for every top-ten client to someone other than you.</li>
<li>Document pricing, credit, compliance and payroll procedures.</li>
<li>Obtain an independent valuation and a tax view on each succession route.</li>
<li>Put retention and restraint arrangements in place for key staff.</li>
<li>Decide your own role after the transaction and for how long.</li>
</ul>

<blockquote>The best succession plans are boring by the time the deal happens. The client calls, the payroll runs and the team performs, and the founder has already become optional.</blockquote>

<p>If you are three to five years from stepping back, start now. The work that makes your business transferable to family or staff is exactly the work that makes it valuable to an outside buyer.</p>`,
  },
  {
    id: 'raising-value-before-selling-recruitment-business',
    title: 'Raising Value Before You Sell: Where Recruitment Owners Should Focus in the Last 24 Months',
    excerpt:
      'Buyers pay for recurring, specialised and well-run earnings. These are the practical levers, from contract revenue to consultant productivity, that lift the value of a recruitment business before it goes to market.',
    category: 'Growth Strategy',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-05-27',
    content: `<p>Two recruitment businesses can report the same EBITDA and sell for very different prices. One might attract a multiple of three times earnings and a long earn-out; the other might achieve five or six times with most of the price paid at completion. The difference is rarely luck. It comes down to the quality of the earnings: how recurring they are, how specialised, how well systemised and how little they depend on a handful of people.</p>

<p>If you are planning to sell in the next two to three years, the most valuable thing you can do is spend that time improving earnings quality, not just earnings quantity. Here is where we suggest owners focus.</p>

<h2>1. Grow contract and temporary revenue</h2>

<p>Permanent placement fees are lumpy and reset to zero every month. Contract and temporary margin, by contrast, recurs week after week while placements run. Buyers value that predictability, and in our experience businesses with a substantial contract book generally attract stronger multiples than permanent-only agencies of similar size.</p>

<p>Practical steps include:</p>

<ul>
<li><strong>Convert permanent clients to contract.</strong> Many clients that hire permanent staff also use contractors through another supplier. Ask.</li>
<li><strong>Track the contractor book weekly.</strong> Measure contractors on assignment, average weekly margin per contractor and average assignment length.</li>
<li><strong>Protect margin.</strong> Build rate reviews into client agreements so that award increases, superannuation guarantee changes and payroll tax are passed through rather than absorbed.</li>
<li><strong>Plan for working capital.</strong> Contract growth consumes cash because you pay contractors before clients pay you. Arrange a debtor finance or overdraft facility before you need it.</li>
</ul>

<p>A useful target: aim to have contract and temporary gross profit represent at least half of total gross profit by the time you go to market. A Gold Coast accounting recruiter we advised moved from 20 per cent to 55 per cent over two years, and the buyer conversation shifted from how many placements next year to how stable the contractor book is.</p>

<h2>2. Specialise in niches that buyers value</h2>

<p>Generalist agencies compete on price and are easy to replicate. Specialists command higher fees, win repeat business and are harder for a buyer to build themselves, which is exactly why buyers pay for them. Specialisation can be by sector (health, infrastructure, IT, mining services), by role type (payroll professionals, electrical trades, cyber security) or by client type (government panels, tier-one contractors).</p>

<p>Ask three questions of every desk:</p>

<ol>
<li>Do we have a recognised reputation in this niche that a client or candidate would name unprompted?</li>
<li>Is the gross margin on this desk above the business average?</li>
<li>Does this niche have structural demand that will last beyond the next two years?</li>
</ol>

<p>Where the answers are no, consider whether the desk is worth keeping. Closing or merging a low-margin generalist desk can lift overall margin and make the business story clearer to buyers.</p>

<h2>3. Invest in systems that run without you</h2>

<p>Buyers want to see a business whose numbers are produced by systems, not spreadsheets maintained by the owner. Before a sale, check the following are in place and actually used:</p>

<ul>
<li>A recruitment CRM or applicant tracking system with clean data: every client, contact, job order, placement and contractor recorded.</li>
<li>An integrated timesheet and payroll platform that handles awards, superannuation, payroll tax and single touch payroll reporting to the ATO.</li>
<li>Monthly management accounts that reconcile to the CRM, with gross profit split by desk, consultant and revenue type.</li>
<li>Documented onboarding for contractors, including right-to-work checks, induction and work health and safety procedures.</li>
</ul>

<p>A buyer's due diligence team will test whether placements in the CRM match invoices in the accounts. If they do not reconcile, expect delays, price chips or extended warranties.</p>

<h2>4. Manage consultant productivity with real metrics</h2>

<p>Consultant productivity is the engine of every recruitment business, and buyers will benchmark yours. The metrics that matter most are:</p>

<ul>
<li><strong>Gross profit per consultant per year.</strong> Track it by tenure. A mature specialist consultant producing well into six figures annually is a very different asset from one producing half that.</li>
<li><strong>Cost-to-gross-profit ratio.</strong> Total consultant remuneration, including commission and superannuation, divided by gross profit generated. Many well-run agencies keep this somewhere between 35 and 45 per cent.</li>
<li><strong>Activity ratios.</strong> Client meetings, job orders, submissions, interviews and placements, to identify where the funnel leaks.</li>
<li><strong>Consultant tenure and turnover.</strong> High turnover signals a business that will struggle to hold clients after a sale.</li>
</ul>

<p>Publish these numbers internally every month. Coach or move on consistent underperformers well before a sale, because a buyer will otherwise discount for them.</p>

<h2>5. Clean up the earnings</h2>

<p>Value is usually expressed as a multiple of normalised EBITDA, so every dollar of genuine, sustainable profit matters. Work with your accountant to:</p>

<ul>
<li>Pay yourself a market salary through the business so that normalisation adjustments are simple and credible.</li>
<li>Remove personal expenses and one-off costs from the business, or document them clearly.</li>
<li>Review bad debts and tighten credit terms; buyers will look closely at aged debtors.</li>
<li>Confirm payroll tax, superannuation and GST are fully compliant, including any contractor or employment agent provisions that apply in your states.</li>
</ul>

<p>At a multiple of four, an extra $150,000 of sustainable EBITDA adds around $600,000 to enterprise value. The same logic works in reverse: an unresolved payroll tax exposure can cost you far more than the tax itself once a buyer has priced the risk.</p>

<h2>A 24-month value plan</h2>

<ol>
<li><strong>Months 1 to 3:</strong> benchmark your metrics, obtain an indicative valuation and identify the three biggest value gaps.</li>
<li><strong>Months 4 to 12:</strong> build the contract book, rationalise weak desks, implement systems and appoint a second tier.</li>
<li><strong>Months 13 to 21:</strong> demonstrate a consistent track record of improved numbers, monthly and without surprises.</li>
<li><strong>Months 22 to 24:</strong> complete vendor due diligence, prepare the information memorandum and approach buyers.</li>
</ol>

<blockquote>Buyers pay for the future, but they price it off the past. Give them two clean years of evidence that the future is recurring, specialised and well managed.</blockquote>

<p>None of these levers requires a dramatic change of direction. They require discipline, measurement and time, and the owners who start early are almost always the ones who end up with the better price and the simpler deal.</p>`,
  },
  {
    id: 'australian-recruitment-staffing-ma-market-buyers',
    title: 'Who Buys Recruitment Businesses in Australia, and What They Are Really Looking For',
    excerpt:
      'Trade buyers, private equity, international groups and roll-ups all acquire Australian recruitment and staffing firms, but they value very different things. A practical guide to the buyer landscape and the sectors attracting interest.',
    category: 'Market Analysis',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-08-14',
    content: `<p>Owners considering a sale often picture a single type of buyer: a larger competitor writing a cheque. In reality, the Australian recruitment and staffing M&amp;A market is made up of several distinct buyer groups, each with different motivations, different ways of valuing a business and different deal structures. Understanding who is likely to be interested in your business, and why, is the starting point for a successful process.</p>

<p>This overview reflects what we see in our own advisory work across Australia. It is deliberately qualitative: market conditions move, and any numbers should be tested against your own business rather than taken from a headline.</p>

<h2>The four main buyer groups</h2>

<h3>Trade buyers</h3>

<p>Trade buyers are other recruitment and staffing businesses, usually larger and often already operating in adjacent sectors or regions. They buy to add a specialisation, enter a new state, acquire a client base or secure a team of consultants they could not recruit organically.</p>

<p>Trade buyers understand the industry, so due diligence tends to be focused. They can pay well where there are clear synergies, such as shared back office and payroll. On the other hand, they are alert to client overlap and may discount revenue they believe they would have won anyway. They commonly expect the owner to stay through a transition period and may use an earn-out to share risk.</p>

<h3>Private equity</h3>

<p>Private equity funds and their portfolio companies are active in the sector, particularly for businesses with larger, stable earnings. In our experience, private equity interest typically begins once EBITDA reaches a few million dollars, although smaller businesses can be attractive as bolt-ons to an existing platform.</p>

<p>Private equity buyers focus on the quality and predictability of earnings, the depth of the management team and the potential for growth over a three-to-five-year hold. They may ask the owner to reinvest part of the proceeds, rolling equity into the new structure, which offers a second payday if the platform is later sold. Their processes are thorough, with formal financial, tax and legal due diligence.</p>

<h3>International groups</h3>

<p>Recruitment groups based in the United Kingdom, Asia, Europe and North America periodically look to Australia for growth, attracted by a stable economy, strong demand in sectors such as health and infrastructure, and a regulatory environment they can understand. An international buyer may pay a premium for a business that gives them an immediate, credible foothold, particularly one with a strong local brand and capable leadership.</p>

<p>These buyers tend to need more education about Australian specifics: award structures, Fair Work obligations, payroll tax, superannuation and state labour hire licensing. Allow more time, and expect careful scrutiny of compliance.</p>

<h3>Roll-ups and aggregators</h3>

<p>Roll-up vehicles acquire a series of smaller agencies under a common ownership structure, often with centralised payroll, finance and compliance. They can provide a realistic exit for owners of smaller businesses that might not attract a private equity fund directly.</p>

<p>Deal terms with aggregators vary widely. Some pay a meaningful portion upfront; others rely heavily on earn-outs, deferred consideration or shares in the aggregated group. Scrutinise the structure carefully and understand what you will control during any earn-out period.</p>

<h2>Sectors attracting interest</h2>

<p>Buyer appetite is not uniform across the industry. The areas where we consistently see interest include:</p>

<ul>
<li><strong>Information technology.</strong> Contract IT recruitment, particularly in government, digital, data and cyber security, offers recurring margin and long assignments. Exposure to government panels is valued but examined closely for concentration and panel renewal risk.</li>
<li><strong>Healthcare.</strong> Nursing, allied health and medical workforce solutions benefit from structural shortages and an ageing population. Buyers will look closely at credentialing, registration checks and clinical governance.</li>
<li><strong>Engineering and infrastructure.</strong> Project pipelines in transport, energy and resources support demand for engineers, project managers and technical specialists. Buyers will want to see how the business manages project cycles ending.</li>
<li><strong>Blue-collar labour hire.</strong> Trades, logistics, manufacturing and mining services labour hire can generate large volumes of recurring margin. Buyers attach significant weight to licensing, work health and safety records, award compliance and the potential for underpayment liabilities.</li>
</ul>

<p>Generalist and permanent-only agencies can still sell, but usually need a clear point of difference, such as a strong regional position, to stand out.</p>

<h2>What every buyer looks for</h2>

<p>Despite their differences, buyers share a common checklist. The businesses that achieve the best outcomes typically show:</p>

<ol>
<li><strong>Recurring revenue.</strong> A healthy proportion of gross profit from contract and temporary placements, with stable contractor numbers.</li>
<li><strong>Client diversification.</strong> No single client contributing a dominant share of gross profit, and long-standing relationships evidenced by agreements.</li>
<li><strong>Depth of management.</strong> A team that will stay and can run the business without the founder.</li>
<li><strong>Consistent financial performance.</strong> Three years of clean, reconciled accounts, with gross margins and consultant productivity that hold up through the cycle.</li>
<li><strong>Compliance.</strong> Licensing in place where required, correct award interpretation, superannuation and payroll tax paid, and no unresolved Fair Work or ATO issues.</li>
<li><strong>A credible growth story.</strong> Specific, evidence-based opportunities a buyer can fund or accelerate.</li>
</ol>

<h2>How valuation tends to differ by buyer</h2>

<p>Valuation in this sector is usually expressed as a multiple of normalised EBITDA, adjusted for working capital and debt. In our experience, the spread of multiples across buyer types can be wide for the same business. A trade buyer with strong synergies might offer more than a financial buyer; a private equity platform might offer a higher multiple but with rollover equity and tighter warranties. An aggregator might offer an attractive headline number with a large deferred component.</p>

<p>This is why we encourage owners to compare offers on a risk-adjusted basis: how much is paid at completion, what depends on future performance, what warranties and restraints apply, and what role the owner will play afterwards.</p>

<blockquote>The right buyer is not always the one with the biggest headline number. It is the one whose structure, timetable and plans for your team you can live with.</blockquote>

<h2>Practical steps for owners</h2>

<ul>
<li>Identify which buyer groups are most likely to value your sector, size and geography.</li>
<li>Prepare for the most demanding buyer type you expect to meet; it will make every other process easier.</li>
<li>Never share sensitive information with an approaching party without a confidentiality agreement.</li>
<li>Run a structured process with several parties where possible, so that price and terms are tested competitively.</li>
</ul>

<p>The Australian market for well-run recruitment and staffing businesses remains active. Owners who understand the buyer landscape, and prepare their business to meet it, give themselves choice, and choice is what creates value.</p>`,
  },
  {
    id: 'building-recruitment-business-buyers-want',
    title: 'Building a Recruitment Business Buyers Want: Clients, Contracts, Compliance and a Brand Beyond the Owner',
    excerpt:
      'The recruitment businesses that sell well share a common foundation: diversified clients, documented processes, proper contracts, licensing compliance and a brand that does not depend on the founder. Here is how to build it.',
    category: 'Business Strategy',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-11-05',
    content: `<p>Every owner wants to know what their business is worth. The more useful question is what makes a recruitment business worth buying. After many years working with owners of recruitment and staffing firms, we see the same foundations in the businesses that attract strong interest and close cleanly, and the same gaps in the ones that stall in due diligence.</p>

<p>This article sets out five foundations. None of them are glamorous, and all of them take time. But each one either adds to the price a buyer will pay or removes a reason for them to reduce it.</p>

<h2>1. A diversified client base</h2>

<p>Client concentration is the most common reason we see buyers cut price or push consideration into an earn-out. If one client represents a large share of gross profit, the buyer is effectively buying a single contract, and the risk of losing it sits with them.</p>

<p>As a practical guide, many buyers become cautious when:</p>

<ul>
<li>a single client contributes more than about 20 per cent of gross profit;</li>
<li>the top five clients contribute more than about half of gross profit; or</li>
<li>a major client relationship is held personally by the owner.</li>
</ul>

<p>Diversification does not mean walking away from good clients. It means deliberately building the next tier. Set a target for the number of clients producing more than a set level of annual gross profit, say $50,000, and track it quarterly. Where a government panel or a single tier-one contractor dominates, look for adjacent clients in the same sector who value the same expertise.</p>

<h2>2. Documented processes</h2>

<p>A buyer is acquiring a machine that produces gross profit. They need to see how it works. Documented processes show that the business can be run by others, integrated into a larger group and scaled.</p>

<p>At a minimum, document:</p>

<ul>
<li>business development and client onboarding, including credit checks and account set-up;</li>
<li>candidate sourcing, screening, reference checks and right-to-work verification;</li>
<li>contractor onboarding, induction, work health and safety and site visits;</li>
<li>timesheets, payroll, award interpretation, superannuation and invoicing;</li>
<li>complaint, incident and dispute handling; and</li>
<li>month-end reporting and key performance metrics.</li>
</ul>

<p>These do not need to be lengthy manuals. A concise procedure for each, kept current and actually followed, is worth far more than a binder nobody reads.</p>

<h2>3. Contracts with clients and candidates</h2>

<p>It is surprising how many established agencies operate on handshake arrangements, emailed terms or contracts that expired years ago. In due diligence, a buyer's lawyers will ask for the agreement behind every material client relationship. Gaps create uncertainty, and uncertainty is priced.</p>

<h3>Client agreements</h3>

<p>Make sure each significant client has a signed agreement covering fees and margins, rate review mechanisms, payment terms, liability and insurance, work health and safety responsibilities, and conversion fees for contractors taken on permanently. Check assignment and change-of-control clauses: some agreements allow the client to terminate if the agency is sold. Knowing this in advance allows you to manage it.</p>

<h3>Candidate and contractor agreements</h3>

<p>Contractors and temporary workers should have written terms that reflect their correct classification, whether as employees of the agency or as genuine independent contractors engaged through their own entity. Misclassification can create exposure under Fair Work legislation, for superannuation and for payroll tax, and buyers take it seriously.</p>

<h3>Employee agreements</h3>

<p>Your own consultants and managers should have current employment contracts with appropriate confidentiality, intellectual property, non-solicitation and restraint provisions. Restraints must be reasonable to be enforceable, so take legal advice rather than copying a template.</p>

<h2>4. Compliance, including labour hire licensing</h2>

<p>Compliance is now central to value in this sector. Several jurisdictions require labour hire providers to hold a licence: Queensland, Victoria, South Australia and the Australian Capital Territory each operate their own labour hire licensing scheme. The schemes differ in detail, but generally involve demonstrating that the provider is fit and proper, complies with workplace, tax and safety laws, and reports regularly. Operating without a required licence, or using an unlicensed provider, can attract significant penalties.</p>

<p>A buyer will typically check:</p>

<ol>
<li>that every required licence is current in each state or territory where workers are supplied;</li>
<li>that licence reporting obligations have been met on time;</li>
<li>that award interpretation in the payroll system has been reviewed, ideally independently;</li>
<li>that superannuation guarantee contributions have been paid correctly and on time;</li>
<li>that payroll tax has been assessed correctly in each state, including any contractor or employment agent provisions; and</li>
<li>that there are no unresolved disputes with Fair Work, the ATO or state revenue offices.</li>
</ol>

<p>If you find a problem, fix it and document the fix before going to market. A voluntary correction is far easier to explain than a discovery in due diligence.</p>

<h2>5. A brand independent of the owner</h2>

<p>Many agencies are known by their founder's name, literally or figuratively. Clients say they deal with the owner rather than with the firm. That is a liability when the owner wants to leave.</p>

<p>Building a brand that stands apart from you involves:</p>

<ul>
<li>putting other leaders forward as the public face of the business at industry events, in publications and with key clients;</li>
<li>developing a clear positioning statement around a specialisation, not a personality;</li>
<li>ensuring marketing, candidate communications and job advertising carry a consistent business identity; and</li>
<li>registering your business name and trade marks, and owning your domain names and social media accounts through the company rather than personally.</li>
</ul>

<blockquote>When clients describe your business without mentioning your name, you have built something a buyer can own.</blockquote>

<h2>An illustration</h2>

<p>Consider a fictional Melbourne-based labour hire business supplying warehouse and logistics workers. When the owner first considered a sale, one client represented 38 per cent of gross profit, contractor terms were three years out of date, and the owner personally managed every major account. Over two years, the business added eleven mid-sized clients, reduced its largest client to 19 per cent, refreshed all agreements, commissioned an independent payroll audit and promoted an operations manager to run client relationships. The result was not only a higher valuation but a simpler structure, with a far smaller proportion of the price deferred.</p>

<h2>Where to start</h2>

<p>Pick the foundation where your business is weakest and begin there. Most owners find that client concentration and contracts are the quickest wins, while brand and leadership take longest. All five, however, point in the same direction: a business that is resilient, transferable and, ultimately, worth more.</p>`,
  },
  {
    id: 'case-study-sale-brisbane-it-contracting-firm',
    title: 'Case Study: Selling a Brisbane IT Contracting Firm, from First Conversation to Earn-Out',
    excerpt:
      'An anonymised, illustrative account of how the owners of a Brisbane IT contracting business prepared for sale, ran a competitive buyer process and negotiated a structure with an earn-out, and what other owners can learn from it.',
    category: 'M&A Case Study',
    author: 'David Calder',
    readTime: '5 min read',
    date: '2026-03-17',
    content: `<p>This case study describes the sale of a Brisbane-based IT contracting business. It is <strong>anonymised and illustrative</strong>: names, figures and identifying details have been changed or combined from our experience across several transactions, so the business described does not correspond to any single client. The aim is to show how a typical sale unfolds, where value is won and lost, and what owners can take from it.</p>

<h2>The business</h2>

<p>We will call the business Northbank Technology Talent. It had been founded twelve years earlier by two former IT project managers, who we will call the founders. By the time they approached us, the business had:</p>

<ul>
<li>around 140 contractors on assignment, mostly developers, business analysts, project managers and cyber security specialists;</li>
<li>fifteen internal staff, including nine recruitment consultants;</li>
<li>annual revenue of roughly $32 million, predominantly contract;</li>
<li>gross profit of about $4.6 million; and</li>
<li>reported EBITDA of about $1.5 million.</li>
</ul>

<p>Around 60 per cent of gross profit came from state and local government clients, accessed through several procurement panels, with the balance from private sector clients in financial services, energy and health.</p>

<h2>Preparation: eighteen months before going to market</h2>

<p>The founders' first question was what the business was worth. Our answer was that it depended on what a buyer would see in due diligence, and that a number of issues would weigh on value if left unaddressed.</p>

<h3>Issues identified</h3>

<ol>
<li><strong>Key-person dependence.</strong> One founder personally held the relationships with the three largest government clients.</li>
<li><strong>Panel concentration.</strong> Two panels accounted for a large share of gross profit, and one was due for renewal within two years.</li>
<li><strong>Earnings normalisation.</strong> The founders paid themselves below-market salaries topped up by dividends, and several personal expenses ran through the business.</li>
<li><strong>Contractor classification.</strong> Most contractors were engaged through their own companies, but a small group had been engaged as sole traders in a way that raised superannuation and payroll tax questions.</li>
<li><strong>Reporting.</strong> Management accounts were produced quarterly and did not reconcile cleanly to the CRM.</li>
</ol>

<h3>Actions taken</h3>

<ul>
<li>A senior consultant was promoted to head of government services and took over day-to-day client management of the major accounts over twelve months.</li>
<li>The business re-tendered successfully for the expiring panel before the sale process began, removing a major buyer concern.</li>
<li>The founders moved to market salaries and removed personal expenses, making the normalised EBITDA easier to verify.</li>
<li>An independent review of contractor arrangements led to a small number of engagements being restructured and a voluntary payment of the identified superannuation shortfall.</li>
<li>Monthly management accounts, reconciled to the CRM and split by client, sector and consultant, were introduced.</li>
</ul>

<p>By the time the business went to market, normalised EBITDA was approximately $1.7 million, supported by a vendor due diligence report.</p>

<h2>The buyer process</h2>

<p>We prepared a confidential information memorandum and approached a targeted list of around twenty parties under confidentiality agreements, including Australian trade buyers, two private equity-backed platforms and several international recruitment groups seeking an Australian IT presence.</p>

<p>Eleven parties signed confidentiality agreements, six submitted non-binding indicative offers and three were invited into due diligence. The indicative offers implied enterprise values ranging from around $6.5 million to $10 million, a wide range that reflected very different views on the government revenue and on how much the buyer could add.</p>

<h3>Why the offers differed</h3>

<ul>
<li>The lowest offer came from a trade buyer that saw significant client overlap and discounted revenue it believed it would win anyway.</li>
<li>A private equity-backed platform offered a higher multiple but required the founders to roll a substantial portion of proceeds into the platform's equity.</li>
<li>An international group valued the immediate foothold in Queensland government IT and offered the highest headline price, with a significant earn-out.</li>
</ul>

<h2>The deal structure</h2>

<p>After negotiation, the founders accepted a revised offer from the international group. The final structure, expressed simply, was:</p>

<ul>
<li><strong>Enterprise value</strong> of up to $9.4 million, on a cash-free, debt-free basis with a normalised working capital target.</li>
<li><strong>Upfront payment</strong> of $6.8 million at completion.</li>
<li><strong>Earn-out</strong> of up to $2.6 million over two years, based on gross profit targets rather than EBITDA, which reduced the risk of the buyer's integration costs affecting the result.</li>
<li><strong>Transition roles</strong> for both founders: one for twelve months, the other for twenty-four months in a client-facing role.</li>
<li><strong>Warranties and indemnities</strong> with a capped liability and warranty and indemnity insurance arranged by the buyer.</li>
</ul>

<p>The working capital adjustment was an important negotiation point. Contract businesses carry significant debtors, and the founders needed to ensure the target reflected normal seasonal patterns rather than an unusually high month.</p>

<h2>Outcome</h2>

<p>The first earn-out period was met in full. The second was partly achieved after a government client deferred a program, and the founders received a proportion of the final tranche under the sliding scale negotiated in the agreement. In total, the founders received around $8.9 million, substantially more than the initial informal valuation they had in mind when they first called us.</p>

<h2>Lessons for other owners</h2>

<ol>
<li><strong>Start early.</strong> Eighteen months allowed the founders to address key-person risk and panel renewal before buyers saw them.</li>
<li><strong>Normalise the earnings in advance.</strong> Clean, verifiable numbers reduced arguments in due diligence.</li>
<li><strong>Fix compliance issues voluntarily.</strong> The contractor classification review turned a potential price reduction into a minor disclosure.</li>
<li><strong>Run a competitive process.</strong> The range of offers shows how differently buyers can value the same business.</li>
<li><strong>Negotiate the earn-out mechanics, not just the amount.</strong> Basing the earn-out on gross profit and including a sliding scale protected the founders when one target was missed.</li>
<li><strong>Look beyond the headline.</strong> Upfront cash, working capital targets, warranties and transition roles all affect what the seller ultimately receives.</li>
</ol>

<blockquote>A sale is not a single event. It is the final step of a preparation process, and the owners who prepare best usually negotiate from the strongest position.</blockquote>`,
  },
];
