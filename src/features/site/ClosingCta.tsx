// The shared closing block of a page: a heading, a line of text and buttons (default: Get in Touch).
import type { ButtonLink } from './service-page-types.ts';

interface ClosingCtaProps {
  heading: string;
  text: string;
  buttons: ButtonLink[];
}

export default function ClosingCta({ heading, text, buttons }: ClosingCtaProps) {
  return (
    <section className="bg-brand-50">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 lg:px-8">
        <h2 className="font-serif text-3xl font-semibold text-brand-900">{heading}</h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{text}</p>
        <div className="mt-8 flex flex-wrap justify-center gap-4">
          {buttons.map((button, index) => (
            <a
              key={button.link}
              href={button.link}
              className={
                index === 0
                  ? 'rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800'
                  : 'rounded-md border border-brand-700 px-6 py-3 font-semibold text-brand-700 hover:bg-white'
              }
            >
              {button.text}
            </a>
          ))}
        </div>
      </div>
    </section>
  );
}
