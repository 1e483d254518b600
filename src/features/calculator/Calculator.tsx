// The valuation calculator island: profit input (digits and dots only), results once profit > 0,
// a custom multiplier slider, and links that carry the figures into the contact form (as the
// message's text and as the profit and multiple, which the enquiry stores as figures) and into the
// booking form (the figures alone).
import { useEffect, useId, useRef, useState } from 'react';
import { formatUsd } from '#src/ui/format.ts';
import { countEvent } from '../public-shell/count-event.ts';
import { BOOK_A_CALL_LINK } from '../public-shell/navigation.ts';
import {
  calculateValuation,
  DEFAULT_MULTIPLIER,
  MULTIPLIER_MAX,
  MULTIPLIER_MIN,
  MULTIPLIER_STEP,
  parseProfit,
  sanitiseProfitInput,
  valuationEnquiryMessage,
} from './valuation.ts';

export default function Calculator() {
  const [profitInput, setProfitInput] = useState('');
  const [multiplier, setMultiplier] = useState(DEFAULT_MULTIPLIER);
  const profitId = useId();
  const profitInputRef = useRef<HTMLInputElement>(null);
  // A visitor may type before the island hydrates; pick up what is already in the field.
  useEffect(() => {
    const typed = profitInputRef.current?.value ?? '';
    if (typed) setProfitInput(sanitiseProfitInput(typed));
  }, []);
  const sliderId = useId();
  const profit = parseProfit(profitInput);
  const valuation = calculateValuation(profit, multiplier);
  // One use per page view: counted when the first valuation is shown.
  const counted = useRef(false);
  const shown = valuation !== null;
  useEffect(() => {
    if (!shown || counted.current) return;
    counted.current = true;
    countEvent('calculator');
  }, [shown]);

  return (
    <div className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
      <label htmlFor={profitId} className="block text-sm font-semibold text-brand-900">
        Annual Net Profit
      </label>
      <p id={`${profitId}-hint`} className="mt-1 text-sm text-slate-600">
        Your normalised annual net profit (EBITDA) in dollars, for example 750000.
      </p>
      <div className="relative mt-3">
        <span aria-hidden="true" className="pointer-events-none absolute inset-y-0 left-3 flex items-center text-slate-500">
          $
        </span>
        <input
          id={profitId}
          ref={profitInputRef}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          aria-describedby={`${profitId}-hint`}
          value={profitInput}
          onChange={(event) => setProfitInput(sanitiseProfitInput(event.target.value))}
          className="w-full rounded-md border border-slate-300 py-3 pl-7 pr-3 text-lg text-slate-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
          placeholder="0"
        />
      </div>

      <div aria-live="polite">
        {valuation && (
          <div className="mt-8 space-y-6" data-testid="valuation-results">
            <dl className="grid gap-4 sm:grid-cols-2">
              <div className="rounded-lg bg-brand-50 p-4">
                <dt className="text-sm font-medium text-slate-700">Lower Range (3x)</dt>
                <dd className="mt-1 text-2xl font-semibold text-brand-900" data-testid="valuation-lower">
                  {formatUsd(valuation.lower)}
                </dd>
              </div>
              <div className="rounded-lg bg-brand-50 p-4">
                <dt className="text-sm font-medium text-slate-700">Higher Range (6x)</dt>
                <dd className="mt-1 text-2xl font-semibold text-brand-900" data-testid="valuation-higher">
                  {formatUsd(valuation.higher)}
                </dd>
              </div>
            </dl>
            <div className="rounded-lg border border-slate-200 p-4">
              <label htmlFor={sliderId} className="flex items-center justify-between text-sm font-medium text-slate-700">
                <span>Custom Multiplier</span>
                <span className="text-base font-semibold text-brand-900" data-testid="valuation-multiplier">
                  {valuation.multiplier.toFixed(1)}x
                </span>
              </label>
              <input
                id={sliderId}
                type="range"
                min={MULTIPLIER_MIN}
                max={MULTIPLIER_MAX}
                step={MULTIPLIER_STEP}
                value={multiplier}
                aria-valuetext={`${valuation.multiplier.toFixed(1)} times profit`}
                onChange={(event) => setMultiplier(Number(event.target.value))}
                className="mt-3 w-full accent-brand-700"
              />
              <p className="mt-3 text-sm text-slate-700">
                Custom Valuation:{' '}
                <strong className="text-xl text-brand-900" data-testid="valuation-custom">
                  {formatUsd(valuation.custom)}
                </strong>
              </p>
            </div>
            <a
              href={`/contact?message=${encodeURIComponent(valuationEnquiryMessage(profit, valuation))}&profit=${profit}&multiple=${valuation.multiplier}`}
              className="inline-block rounded-md bg-brand-700 px-5 py-3 font-semibold text-white hover:bg-brand-800"
            >
              Discuss this valuation
            </a>
            <a
              href={`${BOOK_A_CALL_LINK.href}?profit=${profit}&multiple=${valuation.multiplier}`}
              className="ml-3 inline-block rounded-md border border-brand-700 px-5 py-3 font-semibold text-brand-700 hover:bg-brand-50"
            >
              Book a call about it
            </a>
          </div>
        )}
      </div>
    </div>
  );
}
