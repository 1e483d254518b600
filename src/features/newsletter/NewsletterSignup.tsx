// The small subscribe form of the footer, the end of every article and the insights list: rendered on
// the server only (no script), it posts the address to /newsletter, where the captcha is done and the
// subscription sent. One sentence says what is sent and how often, with the privacy policy's link.
import { PRIVACY_POLICY_PATH } from '../public-shell/navigation.ts';
import { NEWSLETTER_PATH, NEWSLETTER_PROMISE } from './terms.ts';

export interface NewsletterSignupProps {
  /** The page the form is on, kept with the consent. */
  page: string;
  /** `dark` on the footer's background. */
  tone?: 'light' | 'dark';
  /** Makes the ids unique when a page shows two forms (an article's and the footer's). */
  id: string;
  /** Names the form's region; two on one page need different names (axe: landmark-unique). */
  heading?: string;
}

export default function NewsletterSignup({
  page,
  tone = 'light',
  id,
  heading = 'Our insights by e-mail',
}: NewsletterSignupProps) {
  const dark = tone === 'dark';
  const text = dark ? 'text-slate-300' : 'text-slate-700';
  const field = `mt-1 block w-full rounded-md border bg-white px-3 py-2 text-slate-900 ${dark ? 'border-slate-500' : 'border-slate-300'}`;
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={`font-semibold ${dark ? 'text-white' : 'text-brand-900 text-xl font-serif'}`}>
        {heading}
      </h2>
      <p className={`mt-2 text-sm ${text}`}>
        {NEWSLETTER_PROMISE}{' '}
        <a href={PRIVACY_POLICY_PATH} className="underline">
          Privacy Policy
        </a>
      </p>
      <form method="post" action={NEWSLETTER_PATH} className="mt-3 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
        <input type="hidden" name="page" value={page} />
        <div>
          <label htmlFor={`${id}-email`} className={`block text-sm ${text}`}>
            E-mail
          </label>
          <input id={`${id}-email`} name="email" type="email" required autoComplete="email" maxLength={254} className={field} />
        </div>
        <div>
          <label htmlFor={`${id}-name`} className={`block text-sm ${text}`}>
            Name (optional)
          </label>
          <input id={`${id}-name`} name="name" type="text" autoComplete="name" maxLength={100} className={field} />
        </div>
        <button
          type="submit"
          className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          Subscribe
        </button>
      </form>
    </section>
  );
}
