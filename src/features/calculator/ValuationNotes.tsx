// Beside the calculator island: what the estimate is based on and what it is not.

export default function ValuationNotes() {
  return (
    <div className="lg:col-span-2">
      <h2 className="font-serif text-2xl font-semibold text-brand-900">How the estimate works</h2>
      <p className="mt-4 text-slate-700">
        Recruitment firms are typically valued at 3-6x EBITDA (earnings before interest, tax, depreciation and amortisation). The
        lower range applies 3x your annual net profit and the higher range 6x; the slider lets you try any multiple in between.
      </p>
      <p className="mt-4 text-slate-700">
        Where a business sits in that range depends on its contract and permanent mix, gross margins, client concentration, how
        much it relies on the owner, and the quality of its systems and reporting.
      </p>
      <p className="mt-4 text-sm text-slate-600">
        This is an indicative estimate only, not a valuation. For a valuation you can rely on, talk to us about a Sale-Ready
        Assessment.
      </p>
    </div>
  );
}
