// The shared closing block of a page: a heading, a line of text and buttons, as the page's copy words them.
import ButtonLinks, { type ButtonLink } from '../public-shell/ButtonLinks.tsx';

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
        <ButtonLinks buttons={buttons} surface="light" className="justify-center" />
      </div>
    </section>
  );
}
