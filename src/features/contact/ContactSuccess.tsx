// /contact/success: the thank-you page (spec 2, Contact success). The details the visitor sent are
// its child, the SubmissionDetails island, filled in their browser: this part is the same for everyone.
import { CheckCircle2 } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ContactSuccessCopy } from '../pages/schema.ts';

export interface ContactSuccessProps {
  copy: ContactSuccessCopy;
  /** The "Submission Details" card's list. */
  children?: ReactNode;
}

export default function ContactSuccess({ copy, children }: ContactSuccessProps) {
  return (
    <div className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <div className="text-center">
        <CheckCircle2 aria-hidden="true" className="mx-auto h-14 w-14 text-green-700" />
        <h1 className="mt-4 font-serif text-3xl font-semibold text-brand-900 sm:text-4xl">{copy.hero.title}</h1>
        <p className="mt-3 text-lg text-slate-700">{copy.hero.subtitle}</p>
      </div>
      <div className="mt-10 grid gap-6 md:grid-cols-2">
        <section aria-labelledby="submission-details" className="rounded-lg border border-slate-200 p-6 shadow-sm">
          <h2 id="submission-details" className="text-lg font-semibold text-brand-900">
            {copy.detailsHeading}
          </h2>
          {children}
        </section>
        <section aria-labelledby="what-happens-next" className="rounded-lg border border-slate-200 p-6 shadow-sm">
          <h2 id="what-happens-next" className="text-lg font-semibold text-brand-900">
            {copy.nextHeading}
          </h2>
          <p className="mt-4 text-slate-700">{copy.nextText}</p>
        </section>
      </div>
      <div className="mt-10 flex flex-col justify-center gap-4 sm:flex-row">
        {copy.buttons.map((button, index) => (
          <a
            key={button.link}
            href={button.link}
            className={
              index === 0
                ? 'rounded-md bg-brand-700 px-6 py-3 text-center font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
                : 'rounded-md border border-brand-700 px-6 py-3 text-center font-semibold text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
            }
          >
            {button.text}
          </a>
        ))}
      </div>
    </div>
  );
}
