// The small subscribe form of the footer, the end of every article and the insights list: rendered on
// the server only (no script), it posts the address to /newsletter, where the name (optional) and the
// captcha are asked and the subscription sent. One sentence says what is sent and how often, with the
// privacy policy's link.
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
  // Every public page carries this form within its first round trip (14.6 KB): the address only (the
  // name is asked on /newsletter) and classes the pages already use, so it brings no CSS rules of its own.
  return (
    <section aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={dark ? 'font-semibold text-white' : 'font-serif text-xl font-semibold text-brand-900'}>
        {heading}
      </h2>
      <p className={`mt-2 text-sm ${text}`}>
        {NEWSLETTER_PROMISE}{' '}
        <a href={PRIVACY_POLICY_PATH} className="underline">
          Privacy Policy
        </a>
      </p>
      <form method="post" action={NEWSLETTER_PATH} className="mt-3">
        <input type="hidden" name="page" value={page} />
        <label htmlFor={`${id}-email`} className={`block text-sm ${text}`}>
          E-mail
        </label>
        <div className="mt-1 flex gap-3">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            required
            autoComplete="email"
            maxLength={254}
            className="w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-slate-900"
          />
          <button type="submit" className="rounded-md bg-brand-700 px-4 py-2 font-semibold text-white hover:bg-brand-800">
            Subscribe
          </button>
        </div>
      </form>
    </section>
  );
}
