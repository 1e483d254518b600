// The contact page's static parts, rendered on the server only: the hero and the "Contact
// Information" block with the firm's phone, e-mail, office and opening hours (its site settings), and
// the way to book a call instead.
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import type { ContactCopy } from '../pages/schema.ts';
import type { Company } from '../public-shell/company.ts';
import { BOOK_A_CALL_LINK } from '../public-shell/navigation.ts';

export function ContactHero({ copy }: { copy: ContactCopy }) {
  return (
    <section className="bg-brand-900 text-white">
      <div className="mx-auto max-w-7xl px-4 py-16 sm:px-6 lg:px-8">
        <h1 className="font-serif text-4xl font-semibold sm:text-5xl">{copy.hero.title}</h1>
        <p className="mt-4 max-w-2xl text-lg text-slate-200">{copy.hero.subtitle}</p>
      </div>
    </section>
  );
}

export function ContactInformation({ company, copy }: { company: Company; copy: ContactCopy }) {
  const { address } = company;
  return (
    <section aria-labelledby="contact-information" className="rounded-lg bg-brand-50 p-6 sm:p-8">
      <h2 id="contact-information" className="font-serif text-2xl font-semibold text-brand-900">
        {copy.information.heading}
      </h2>
      <p className="mt-2 text-slate-700">{copy.information.text}</p>
      <p className="mt-4">
        <a
          href={BOOK_A_CALL_LINK.href}
          className="font-semibold text-brand-700 underline underline-offset-2 hover:text-brand-800"
        >
          Book a call at a time that suits you
        </a>
      </p>
      <ul className="mt-6 space-y-5">
        <li className="flex gap-3">
          <Phone aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
          <div>
            <p className="text-sm font-semibold text-slate-900">Phone</p>
            <a href={`tel:${company.phoneInternational}`} className="text-brand-700 underline-offset-2 hover:underline">
              {company.phone}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <Mail aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
          <div>
            <p className="text-sm font-semibold text-slate-900">Email</p>
            <a href={`mailto:${company.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
              {company.email}
            </a>
          </div>
        </li>
        <li className="flex gap-3">
          <MapPin aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
          <div>
            <p className="text-sm font-semibold text-slate-900">Office</p>
            <address className="not-italic text-slate-700">
              {address.street}
              <br />
              {address.city} {address.state} {address.postcode}
              <br />
              {address.country}
            </address>
          </div>
        </li>
        {company.openingHours && (
          <li className="flex gap-3">
            <Clock aria-hidden="true" className="mt-0.5 h-5 w-5 flex-none text-brand-700" />
            <div>
              <p className="text-sm font-semibold text-slate-900">Opening Hours</p>
              <p className="text-slate-700">{company.openingHours}</p>
            </div>
          </li>
        )}
      </ul>
    </section>
  );
}
