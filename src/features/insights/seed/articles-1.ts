// Seed articles, part 1 of 3: valuation, financials, deal terms and exits.
import type { SeedInsight } from './types.ts';

export const articlesPart1: SeedInsight[] = [
  {
    id: 'how-recruitment-businesses-are-valued-ebitda-multiples',
    title: 'How Recruitment Businesses Are Valued: A Guide to EBITDA Multiples',
    excerpt:
      'Most Australian recruitment and staffing businesses sell for 3-8x normalised EBITDA. Here is how buyers arrive at the number, what moves a business up or down the range, and a worked example you can apply to your own firm.',
    category: 'Valuation Guide',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-02-18',
    content: `<p>What is my business actually worth? It is the first question most recruitment business owners ask, and the answer depends on factors that can be identified, measured and improved. This guide explains how buyers value Australian recruitment and staffing businesses, why multiples vary so widely, and how to estimate a realistic range for your own firm.</p>
<h2>Why EBITDA multiples dominate</h2>
<p>Most recruitment businesses are valued on a multiple of maintainable EBITDA (earnings before interest, tax, depreciation and amortisation). Recruitment is a people business with few hard assets: desks, laptops, a database and a brand. Buyers are paying for the future earnings stream, not the equipment, so net asset valuations rarely make sense.</p>
<p>Revenue multiples are just as misleading. A labour hire firm turning over $30 million may earn less than a specialist permanent search firm turning over $6 million, because so much of the labour hire revenue passes straight through to workers' wages, superannuation and payroll tax. EBITDA strips out the effect of financing and the owner's tax position, giving buyers a like-for-like measure of operating profit. They then apply a multiple that reflects risk and growth. The more confident a buyer is that earnings will continue after the owner steps back, the higher the multiple.</p>
<h2>The typical range: 3-8x EBITDA</h2>
<p>In our experience of Australian recruitment transactions, most businesses trade within a range of <strong>3-8x normalised EBITDA</strong>. That is a wide band, and where a business lands within it can mean millions of dollars of difference for the same level of profit. Broadly:</p>
<ul>
<li><strong>3 to 4x:</strong> smaller firms, typically with EBITDA under about $750,000, where the owner still bills heavily, revenue is mostly permanent placement fees, or one or two clients dominate.</li>
<li><strong>4 to 6x:</strong> established firms with a capable second tier of management, a solid contractor or temp book, a diversified client base and clean, well-documented financials.</li>
<li><strong>6 to 8x:</strong> larger, scalable businesses, often with EBITDA of $3 million or more, recurring contract margin, a strong niche position, low key-person risk and a record of growth. These attract private equity and larger strategic acquirers.</li>
</ul>
<p>Multiples at the top of the range usually require both strong fundamentals and competition between several motivated buyers.</p>
<h2>What pushes a business toward the lower end</h2>
<ul>
<li>The owner is the top biller and personally holds the key client relationships.</li>
<li>More than 20 to 25% of gross profit comes from a single client.</li>
<li>Revenue is mostly permanent fees, which must be won again every month.</li>
<li>Earnings have been volatile or declining over the last three years.</li>
<li>Financial records are incomplete, or the accounts mix business and personal expenses.</li>
<li>Compliance gaps, such as award underpayments, unlicensed labour hire activity or unresolved payroll tax questions.</li>
</ul>
<h2>What pushes a business toward the upper end</h2>
<ul>
<li>A contractor or temp book generating predictable weekly gross margin.</li>
<li>A management team that runs the business day to day without the owner.</li>
<li>Preferred supplier agreements or panel positions with multi-year terms.</li>
<li>A defensible niche, such as specialist healthcare, engineering or technology recruitment.</li>
<li>Consistent growth in gross profit, supported by documented systems and KPIs.</li>
</ul>
<h2>Normalising EBITDA: the figure buyers actually use</h2>
<p>The EBITDA in your statutory accounts is rarely the figure a buyer will multiply. Buyers want <em>maintainable</em> EBITDA: the profit the business would earn under new ownership, with unusual, one-off and owner-specific items removed. This is normalisation, and it is where much value is won or lost. Common adjustments include:</p>
<ol>
<li><strong>Owner remuneration:</strong> if you pay yourself $120,000 but a replacement general manager would cost $220,000 plus superannuation, the buyer will deduct the difference. The reverse applies if you pay yourself well above market.</li>
<li><strong>Family members on the payroll:</strong> wages paid to relatives who do not work in the business are added back.</li>
<li><strong>Related-party rent:</strong> if the business leases premises from the owner's family trust at above or below market rent, the rent is adjusted to market.</li>
<li><strong>One-off costs:</strong> legal fees for a settled dispute, a database migration or restructuring costs.</li>
<li><strong>Discretionary expenses:</strong> private vehicle costs, personal travel or memberships run through the business.</li>
</ol>
<p>Every add-back must be supported by evidence, because a single unsupported adjustment can damage your credibility across the whole due diligence process.</p>
<h2>A worked example</h2>
<p>Consider a Brisbane IT contracting firm with revenue of $18 million, around 85 contractors on assignment and a small permanent desk. Its accounts show EBITDA of $1,050,000. After review, the normalised position looks like this:</p>
<ul>
<li>Reported EBITDA: $1,050,000</li>
<li>Less owner salary adjustment to market ($220,000 versus $120,000 drawn): minus $100,000</li>
<li>Add back one-off legal costs from a settled employment dispute: plus $45,000</li>
<li>Add back wages paid to a family member not working in the business: plus $60,000</li>
<li>Add back above-market rent paid to the owner's family trust: plus $30,000</li>
<li>Add back private motor vehicle and travel expenses: plus $25,000</li>
<li><strong>Normalised EBITDA: $1,110,000</strong></li>
</ul>
<p>The contract book provides recurring margin, but the owner still manages the three largest accounts and the top client contributes 22% of gross profit. A buyer might reasonably apply a multiple of 4.5x, giving an enterprise value of about $5.0 million.</p>
<p>Now suppose that over two years the owner hands those client relationships to a newly appointed head of delivery, wins two additional panel agreements so the top client falls to 14% of gross profit, and grows normalised EBITDA to $1.4 million. The same business could now justify 5.5x, or about $7.7 million. The profit improvement added roughly $1.3 million of value; the reduction in risk added about $1.4 million more.</p>
<h2>Enterprise value is not what lands in your bank account</h2>
<p>The multiple produces an enterprise value on a debt-free, cash-free basis. Borrowings and debtor finance facilities are deducted, working capital is adjusted against an agreed target, and part of the price may be deferred or paid through an earn-out.</p>
<h2>Your next step</h2>
<p>Before you speak with any buyer, work through this checklist:</p>
<ul>
<li>Three years of financial statements and monthly management accounts, reconciled to lodged BAS and tax returns.</li>
<li>A schedule of proposed add-backs with supporting documents.</li>
<li>Gross profit by client, by consultant and by division for each year.</li>
<li>A list of key staff, their tenure and their employment terms, including restraints.</li>
<li>Copies of your major client agreements and their expiry dates.</li>
</ul>
<blockquote>The multiple a buyer pays is really a measure of how confident they are that your profits will survive your departure.</blockquote>`,
  },
  {
    id: 'what-drives-the-multiple-recruitment-business-value',
    title: 'What Drives the Multiple: Five Factors That Move the Value of a Recruitment Business',
    excerpt:
      'Two recruitment firms with the same EBITDA can sell millions of dollars apart. These are the five factors buyers scrutinise most closely, and what you can do about each of them before you go to market.',
    category: 'Valuation',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-04-09',
    content: `<p>Two recruitment businesses each earning normalised EBITDA of $1.5 million can sell for very different prices: one for a little over $5 million, the other for $9 million. The profit is the same. What differs is how much risk a buyer sees in that profit. In practice, five factors explain most of the gap, and working on them early is the most reliable way to move up the valuation range.</p>
<h2>1. Permanent versus contract and temp mix</h2>
<p>Permanent placement revenue is valuable but lumpy. Every month starts at zero, fees depend on consultants continuing to source and close candidates, and a slowdown in hiring shows up in the numbers almost immediately. Contract and temp revenue behaves differently. A contractor placed on a twelve-month assignment produces gross margin every week without a new sale, and a healthy book of extensions gives a buyer visibility over future earnings.</p>
<p>For that reason, buyers generally pay more for a dollar of contract gross profit than a dollar of permanent fees. All else being equal, a firm earning 65% of its gross profit from contractors will usually command a higher multiple than one earning 80% from permanent placements. Contract books carry their own risks, however, including payroll funding, payroll tax, workers' compensation and labour hire licensing, so the quality of the book matters as much as its size.</p>
<h3>What buyers will ask for</h3>
<ul>
<li>Weekly contractor numbers on assignment for at least the last 24 months.</li>
<li>Average assignment length and the proportion of contractors extended at least once.</li>
<li>A run-off schedule showing when current assignments are due to end.</li>
<li>Monthly permanent fees, with rebates and replacement guarantees shown separately.</li>
</ul>
<h2>2. Gross margin per contractor</h2>
<p>Revenue flatters contract businesses. Buyers look past it to gross margin: the difference between what the client pays and the full cost of the worker, including wages, superannuation, payroll tax, workers' compensation and any casual loading or leave accruals. The most useful measure is gross margin per contractor per week.</p>
<p>Consider two firms. Business A has 100 contractors on assignment earning an average of $320 per week each, or $32,000 a week and roughly $1.66 million a year. Business B has 60 contractors earning an average of $580 per week, or $34,800 a week and roughly $1.81 million a year. Business B earns more while funding a much smaller payroll, carrying less compliance exposure and needing fewer people to manage the book. Most buyers will value it more highly.</p>
<p>The trend matters as much as the level. If margin per head has fallen each year because clients have pushed rates down through procurement reviews, a buyer will assume the squeeze continues. Track this figure monthly by client and by sector, and be ready to explain any movement.</p>
<h2>3. Client concentration</h2>
<p>Concentration is one of the most common reasons for a reduced multiple or a heavily structured deal. As a working rule, buyers become cautious when a single client contributes more than 20% of gross profit, or when the top five clients together contribute more than half. Government and large corporate panels add another layer, because they are periodically re-tendered.</p>
<p>We recently saw a Gold Coast labour hire firm with 41% of gross profit coming from a single construction client. The buyer did not walk away, but it placed 40% of the price into an earn-out tied to that client renewing its agreement. The owner effectively carried the concentration risk after selling.</p>
<p>Long client tenure, successful re-tenders, written agreements with notice periods and relationships spread across several consultants all help mitigate concentration.</p>
<h2>4. Key-person risk</h2>
<p>In many owner-managed recruitment firms, the owner is still the biggest biller and the person clients call. If the owner personally generates more than about 30% of gross profit, buyers will either lower the multiple or insist that a large part of the price depends on the owner staying and performing. The same concern applies to one or two star consultants whose departure would take clients and candidates with them.</p>
<p>Practical steps to reduce key-person risk include:</p>
<ul>
<li>Transferring major accounts to other consultants or a head of delivery well before a sale.</li>
<li>Appointing a general manager or operations lead who runs the business day to day.</li>
<li>Making sure client and candidate data sits in the company's CRM, not in personal inboxes or phones.</li>
<li>Reviewing employment contracts so restraints are reasonable and likely to be enforceable.</li>
<li>Offering retention bonuses or equity to key staff that vest after a sale.</li>
</ul>
<h2>5. Recurring and contracted revenue</h2>
<p>Beyond the contractor book, buyers look for revenue that is locked in by agreement. Preferred supplier agreements, panel appointments, recruitment process outsourcing arrangements, managed service contracts and retained search mandates all give a buyer something tangible to rely on. A three-year supply agreement with two option years is worth far more than a handshake relationship, even if the client has been loyal for a decade.</p>
<p>Keep a contract register listing every client agreement, its term, renewal dates, rate review mechanism, liability caps and any change of control clause. Change of control clauses deserve particular attention, because a client's consent may be needed for the sale to proceed.</p>
<h2>How the factors combine</h2>
<p>Return to the two businesses earning $1.5 million. Firm X earns 80% of its gross profit from permanent fees, the owner bills 35% of gross profit personally, the top client contributes 28% and there are no written supply agreements. A buyer might offer 3.5x, or $5.25 million, with a meaningful earn-out.</p>
<p>Firm Y earns 65% of its gross profit from a contractor book with stable margin of $520 per head per week, the owner no longer bills, the top client contributes 12% and it holds three multi-year panel positions. A multiple of 6x, or $9 million, is realistic, with more of it paid at completion.</p>
<h2>A quick self-assessment</h2>
<ol>
<li>What percentage of gross profit comes from contract and temp work?</li>
<li>Is gross margin per contractor stable or rising over three years?</li>
<li>Does any client contribute more than 20% of gross profit?</li>
<li>Would your largest clients stay if you stepped away for six months?</li>
<li>How much of your revenue is covered by written agreements with a remaining term of more than a year?</li>
</ol>
<blockquote>A buyer does not pay for last year's profit. They pay for their confidence in next year's, and each of these five factors either builds that confidence or erodes it.</blockquote>`,
  },
  {
    id: 'preparing-financials-for-sale-normalisation-working-capital',
    title: 'Preparing Your Financials for Sale: Normalisation, Working Capital and Quality of Earnings',
    excerpt:
      'Buyers of recruitment and labour hire businesses test every number. Learn how to normalise your earnings, manage working capital and payroll funding, and prepare for a quality of earnings review before you go to market.',
    category: 'Financial Analysis',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-06-24',
    content: `<p>Most recruitment business owners know their numbers well enough to run the business. Selling it is different. A buyer and its advisers will pull apart your financial statements, rebuild your earnings from payroll and invoicing data, and use every inconsistency to argue the price down. The owners who achieve the best outcomes are those who prepare their financials as if they were the buyer, ideally twelve to twenty-four months before a sale process begins.</p>
<h2>Start with three clean years</h2>
<p>Buyers typically want three full financial years plus the current year to date, with monthly management accounts for at least the last 24 months. These should reconcile to your lodged tax returns, your BAS lodgements and your Single Touch Payroll data. If your year-end accounts are prepared only for tax purposes, with large journals posted at 30 June, consider having your accountant prepare properly accrued monthly accounts going forward. Lumpy, year-end-adjusted figures make it hard for a buyer to see trends and easy for them to assume the worst.</p>
<h2>Normalisation adjustments</h2>
<p>Normalisation converts your reported EBITDA into the maintainable earnings a buyer will pay for. The familiar adjustments are owner salaries set to market rates, family members on the payroll, related-party rent and genuinely one-off costs. In recruitment and labour hire businesses, several less obvious items also deserve attention.</p>
<h3>Adjustments that can work in your favour</h3>
<ul>
<li>Recruitment costs and lost billings from replacing a departed team, where the new team is now productive.</li>
<li>Costs of an abandoned expansion, such as a closed interstate office.</li>
<li>Rate increases negotiated with major clients that took effect part way through the year, annualised.</li>
<li>One-off bad debts from a client that entered administration, provided your credit processes have since been tightened.</li>
</ul>
<h3>Adjustments a buyer will push for</h3>
<ul>
<li>Loss of a client or a major contract after year end.</li>
<li>Under-market salaries for key staff who are likely to seek increases after a sale.</li>
<li>Underpayment exposures, for example award classifications or casual loadings applied incorrectly to on-hired workers.</li>
<li>Payroll tax on payments to on-hired workers and contractors. Most states apply employment agency provisions, and buyers will check that these have been applied correctly.</li>
<li>Superannuation on contractors engaged through ABNs who may in fact be employees for superannuation purposes.</li>
</ul>
<p>Identify these risks before the buyer does. An issue you disclose, quantify and explain is usually handled through a specific indemnity or a modest price adjustment. The same issue discovered in due diligence tends to reduce the buyer's trust in everything else.</p>
<h2>Working capital in temp and labour hire businesses</h2>
<p>Working capital is where contract and labour hire businesses differ most from permanent recruiters. You pay workers weekly or fortnightly, along with PAYG withholding, superannuation and payroll tax, yet clients typically pay on 30-day terms and often later. That gap has to be funded, either from retained profits or through a debtor finance facility.</p>
<p>Consider a labour hire business with annual revenue of $24 million. Including GST, it invoices around $26.4 million a year, or about $72,300 a day. With debtor days of 48, its trade debtors sit at roughly $3.47 million. If it brought debtor days down to 38, debtors would fall to about $2.75 million, releasing around $720,000 of cash.</p>
<h3>The working capital target</h3>
<p>Most sale agreements include a working capital target, often called the peg, usually based on the average month-end working capital over the previous twelve months to smooth out seasonality. If working capital at completion is above the peg, the price goes up; if it is below, the price goes down. This has three practical consequences:</p>
<ol>
<li>Collecting debtors aggressively in the month before completion achieves little, because the shortfall against the peg is deducted from the price.</li>
<li>Improvements in debtor days should be made early and sustained, so they are reflected in the twelve-month average.</li>
<li>A debtor finance facility is normally treated as debt and repaid from the proceeds, not as part of working capital.</li>
</ol>
<p>Be ready to explain seasonal patterns too, such as Christmas shutdowns in construction and mining or end-of-financial-year peaks in government contracting. A peg set during a seasonal high can cost you real money.</p>
<h3>Items that must be accurately accrued</h3>
<ul>
<li>Wages for days worked but not yet paid at month end.</li>
<li>Unbilled timesheets, which are revenue earned but not yet invoiced.</li>
<li>GST, PAYG withholding, payroll tax and superannuation payable.</li>
<li>Annual leave and long service leave for internal staff.</li>
<li>Provisions for permanent placement refunds or free replacements under guarantee periods.</li>
</ul>
<h2>Quality of earnings</h2>
<p>Larger buyers, and almost all private equity buyers, commission a quality of earnings review from independent accountants. The aim is to confirm that your normalised EBITDA is real, sustainable and backed by cash. Many sellers now commission their own vendor due diligence first, so that problems are found and fixed on their timetable rather than the buyer's.</p>
<p>A quality of earnings review in a recruitment business will typically test:</p>
<ul>
<li>Revenue recognition, including whether contract revenue is reported gross or net and when permanent fees are recognised.</li>
<li>Gross margin, reconciled from invoicing back to payroll and on-costs for individual contractors.</li>
<li>Cut-off at month end and year end, particularly for timesheets and accrued wages.</li>
<li>Cash conversion, comparing EBITDA with operating cash flow over several years.</li>
<li>Gross profit by consultant, client and division, to identify concentration and key-person risk.</li>
<li>Compliance with Fair Work obligations, payroll tax and superannuation guarantee payments, including timing.</li>
</ul>
<p>The announced move to payday super, under which superannuation must be paid at the same time as wages from July 2026, will add to the cash that contract businesses need to fund each pay cycle. Buyers will want to see that you have modelled it.</p>
<h2>A preparation checklist</h2>
<ol>
<li>Monthly, properly accrued management accounts for at least 24 months.</li>
<li>Reconciliations of revenue to BAS and payroll to STP reports for each year.</li>
<li>A documented schedule of normalisation adjustments with evidence.</li>
<li>Monthly debtor ageing reports and a record of bad debts written off.</li>
<li>Gross margin per contractor and per client, tracked monthly.</li>
<li>A summary of payroll tax, superannuation and award compliance reviews.</li>
</ol>
<blockquote>The cleaner your numbers, the shorter the due diligence, and the fewer opportunities a buyer has to renegotiate.</blockquote>`,
  },
  {
    id: 'earn-outs-deal-structures-recruitment-acquisitions',
    title: 'Earn-Outs and Deal Structures in Recruitment Acquisitions: How to Protect Your Price',
    excerpt:
      'In recruitment deals the headline price is rarely paid in full at completion. Here is how upfront payments, deferred consideration and earn-outs work, which metrics to accept, and how sellers can protect what they have earned.',
    category: 'Transaction Analysis',
    author: 'David Calder',
    readTime: '6 min read',
    date: '2025-09-02',
    content: `<p>When a buyer makes an offer for a recruitment business, the headline number attracts all the attention. Yet in most recruitment transactions, only part of that number is paid on the day the deal completes. The rest is deferred, tied to future performance, or both. How the price is structured often matters as much as the price itself, and a well-negotiated structure can be worth more than a higher headline figure with poor terms.</p>
<h2>Why recruitment deals use deferred payments</h2>
<p>Recruitment businesses are built on relationships. Clients and candidates often deal with the owner or a handful of senior consultants, and a buyer cannot be sure those relationships will transfer. Deferring part of the price keeps the seller involved and shares the risk that earnings fall away after the sale. The greater the key-person risk and client concentration, the more of the price a buyer will want to defer.</p>
<h2>The building blocks of a deal</h2>
<h3>Upfront consideration</h3>
<p>This is cash paid at completion, after adjustments for debt, cash and working capital. In our experience, sellers of well-run recruitment businesses can often expect 60 to 80% of the headline price upfront. For owner-dependent businesses it may be 50% or less.</p>
<h3>Deferred consideration</h3>
<p>A fixed amount paid at a later date, usually 12 or 24 months after completion, that does not depend on performance. It is effectively a loan from the seller to the buyer, so its security and the buyer's financial strength matter.</p>
<h3>Earn-out</h3>
<p>An additional amount paid only if the business achieves agreed targets over a set period, typically one to three years. Earn-outs bridge the gap between what a seller believes the business will earn and what a buyer is prepared to rely on.</p>
<h3>Scrip or rollover equity</h3>
<p>Part of the price may be paid in shares in the buyer, or the seller may retain a minority stake. This is common with private equity buyers and can offer a second payday, but it carries risk because the seller no longer controls the outcome.</p>
<h2>Choosing the right earn-out metric</h2>
<p>The metric the earn-out is measured on is one of the most important terms in the deal. Each option has trade-offs:</p>
<ul>
<li><strong>Revenue:</strong> simple to measure but a poor guide to value in recruitment, because it can be inflated by low-margin contracts.</li>
<li><strong>Gross profit:</strong> usually the best measure for sellers. It reflects the value of placements and contractor margin, and it is largely outside the buyer's ability to manipulate through overheads.</li>
<li><strong>EBITDA:</strong> preferred by buyers because it captures costs, but it exposes the seller to head office charges, new hires, system changes and integration costs they do not control.</li>
<li><strong>Non-financial targets:</strong> such as client retention or contract renewals. These can work for specific risks, such as a major panel re-tender.</li>
</ul>
<p>If an EBITDA-based earn-out cannot be avoided, insist on a clear definition that excludes group overhead allocations, integration costs, transaction costs and changes in accounting policy.</p>
<h2>Cliff or sliding scale?</h2>
<p>A cliff earn-out pays everything if the target is hit and nothing if it is missed by a single dollar. A sliding scale pays a proportion of the earn-out for partial achievement. Sellers should almost always push for a sliding scale with a realistic floor, and ideally the ability to carry forward outperformance from one year to the next.</p>
<h2>A worked example</h2>
<p>A Sydney-based engineering recruitment firm with normalised EBITDA of $1.6 million receives an offer at 5.5x, a headline price of $8.8 million. The structure proposed is:</p>
<ul>
<li>$6.0 million at completion.</li>
<li>$0.8 million deferred, payable 12 months after completion.</li>
<li>Up to $2.0 million in earn-out, $1.0 million for each of the two years following completion, based on a gross profit target of $5.2 million a year.</li>
</ul>
<p>The seller negotiates a sliding scale: nothing is payable below 85% of target, and the earn-out is paid proportionally between 85% and 100%.</p>
<p>In year one, gross profit is $5.0 million, or about 96% of target. Under the sliding scale, the seller receives around 74% of the year-one earn-out, or about $744,000. Under a cliff structure, the seller would have received nothing. In year two, gross profit reaches $5.4 million and the full $1.0 million is paid. In total, the seller receives about $8.54 million, or 97% of the headline price. Under a cliff structure, the same performance would have delivered $7.8 million.</p>
<h2>Protecting the seller</h2>
<p>An earn-out is only as good as the contract behind it. Key protections include:</p>
<ol>
<li><strong>Clear accounting rules:</strong> define exactly how gross profit or EBITDA will be calculated, using the same policies as the historical accounts, with a worked example attached to the agreement.</li>
<li><strong>Operating covenants:</strong> the buyer should agree to run the business in the ordinary course, maintain adequate staffing and not divert clients or contractors to other group entities.</li>
<li><strong>Information rights:</strong> monthly management accounts and access to the underlying data during the earn-out period.</li>
<li><strong>Acceleration:</strong> the full earn-out should become payable if the seller is dismissed without cause, the business is on-sold or the buyer breaches its covenants.</li>
<li><strong>Dispute resolution:</strong> disagreements over the calculation should go to an independent accountant acting as expert, with a fixed timetable.</li>
<li><strong>Limits on set-off:</strong> restrict the buyer's ability to withhold earn-out payments against disputed warranty claims.</li>
<li><strong>Security:</strong> for deferred amounts from smaller buyers, consider a parent company guarantee, bank guarantee or escrow arrangement.</li>
</ol>
<h2>Tax and personal considerations</h2>
<p>The tax treatment of deferred and earn-out payments can be complex, including how capital gains tax applies, when gains are recognised and whether small business CGT concessions are available. Obtain specific advice from your tax adviser before agreeing a structure, not after. Also consider what you want the next two or three years to look like. An earn-out usually means working under someone else's direction, often with less autonomy than you are used to. If that prospect does not suit you, weigh a lower price with more paid upfront.</p>
<blockquote>The best structure is not the one with the highest headline figure. It is the one that gives you the highest realistic chance of actually being paid.</blockquote>`,
  },
  {
    id: 'planning-exit-two-to-three-years-ahead',
    title: 'Planning Your Exit Two to Three Years Ahead: A Roadmap for Recruitment Business Owners',
    excerpt:
      'The best exits from recruitment businesses are planned years in advance. This roadmap sets out what to do and when, compares trade sales, private equity and management buy-outs, and highlights the mistakes that cost owners the most.',
    category: 'Exit Strategy',
    author: 'David Calder',
    readTime: '5 min read',
    date: '2026-01-20',
    content: `<p>Many recruitment business owners start thinking seriously about selling only when something prompts them: an unsolicited approach from a buyer, a health scare, a partner who wants out or simply fatigue. By then, the options are narrower and the price is usually lower than it could have been. Owners who plan their exit two to three years ahead have time to fix weaknesses, build value and choose the right buyer on their own terms. This article sets out a practical timeline, the main exit options and the mistakes we see most often.</p>
<h2>Why two to three years?</h2>
<p>Buyers value recruitment businesses on a track record. They will look closely at the last three financial years, and any improvements you make need time to show up in those numbers. Reducing client concentration, transitioning relationships away from the owner and building a contractor book all take eighteen months or more to become visible. Starting early also means you are never forced to sell into a weak market.</p>
<h2>The exit timeline</h2>
<h3>Three years out: set the direction</h3>
<ul>
<li>Clarify your personal goals: the amount you need, when you want to stop working and whether you would stay on under new ownership.</li>
<li>Obtain an independent valuation to establish a realistic baseline.</li>
<li>Review your corporate structure with your accountant, including which entity owns the business and its eligibility for the small business CGT concessions.</li>
<li>Identify the two or three issues that most reduce your value, such as owner billing, client concentration or weak financial reporting.</li>
</ul>
<h3>Two years out: build value</h3>
<ul>
<li>Appoint or develop a second-tier leader who can run operations without you.</li>
<li>Hand your largest client relationships to other senior consultants.</li>
<li>Formalise client relationships with written supply agreements and panel positions.</li>
<li>Introduce properly accrued monthly management accounts and track gross profit by client, consultant and division.</li>
<li>Commission a compliance review covering Fair Work obligations, payroll tax, superannuation and labour hire licensing.</li>
</ul>
<h3>Twelve to six months out: prepare for market</h3>
<ul>
<li>Finalise the schedule of normalisation adjustments with supporting evidence.</li>
<li>Consider vendor due diligence to identify issues before a buyer does.</li>
<li>Review key staff contracts, restraints and retention arrangements.</li>
<li>Prepare an information memorandum and build a list of suitable buyers.</li>
</ul>
<h3>The final six months: run the process</h3>
<ul>
<li>Approach buyers confidentially under non-disclosure agreements.</li>
<li>Receive indicative offers, select a preferred party and negotiate heads of agreement.</li>
<li>Manage due diligence through an organised data room.</li>
<li>Negotiate the sale agreement, then complete and hand over.</li>
</ul>
<p>Throughout all of this, keep running the business well. A dip in performance during the sale process is one of the most common reasons prices are renegotiated.</p>
<h2>Your exit options</h2>
<h3>Trade sale</h3>
<p>A sale to another recruitment or workforce services business, either Australian or international, is the most common exit. Trade buyers may pay a premium if your business fills a gap in their sector or geographic coverage, or if they can remove duplicated overheads. Expect part of the price to be deferred or linked to an earn-out, and expect to stay on for a transition period of twelve to twenty-four months.</p>
<h3>Private equity</h3>
<p>Private equity investors are generally interested in larger businesses, often with EBITDA of $3 million or more, or in businesses that can serve as a platform for further acquisitions. They usually want the owner or management team to retain a meaningful stake, often 20 to 40%, so the seller receives most of the value now and a second payment when the investor exits in four to six years. This suits owners who want to take money off the table but still have the energy to grow.</p>
<h3>Management buy-out</h3>
<p>Selling to your own senior team preserves the culture and can be simpler, because the buyers already know the business. The challenge is funding. Managers rarely have the capital to pay the full price upfront, so a management buy-out usually involves vendor finance, with the seller receiving payments over three to five years from the business's future profits. For example, on a $4 million price, a management team might fund $1.5 million from bank debt and personal savings, with the remaining $2.5 million paid to the seller over four years. The seller carries real risk until the final payment is made.</p>
<h3>Partial sale or staged exit</h3>
<p>Some owners sell a majority stake now and the balance later, or bring in a partner who progressively buys them out. This can maximise value over time but requires careful shareholder agreements covering valuation, control and exit rights.</p>
<h2>Common mistakes</h2>
<ol>
<li><strong>Starting too late.</strong> Selling under time pressure weakens your negotiating position and leaves no time to fix problems.</li>
<li><strong>Staying indispensable.</strong> If you are still the top biller and the main client contact, buyers will discount the price or tie most of it to an earn-out.</li>
<li><strong>Talking to only one buyer.</strong> Without competitive tension, the buyer sets the terms. Even an attractive unsolicited approach should be tested against the market.</li>
<li><strong>Neglecting compliance.</strong> Underpayments, payroll tax errors or unlicensed labour hire activity can derail a deal or lead to large indemnities and retentions.</li>
<li><strong>Overlooking tax.</strong> The structure of the sale, the selling entity and access to concessions can change your after-tax outcome substantially.</li>
<li><strong>Letting performance slip.</strong> The sale process is demanding, and owners who take their eye off the business often see results fall just as the buyer is scrutinising them.</li>
<li><strong>Telling staff too early or too late.</strong> Plan who needs to know, when and what they will be told, and consider retention arrangements for key people.</li>
</ol>
<h2>Where to start</h2>
<p>Set aside time this quarter to write down your personal goals, obtain an objective view of what your business is worth today, and list the three changes that would most increase its value. That short exercise turns an eventual exit from something that happens to you into something you control.</p>
<blockquote>The best time to plan your exit is years before you need one. The second best time is now.</blockquote>`,
  },
];
