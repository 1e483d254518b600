// The Privacy Policy page: its heading, when it was last changed, and the policy's sanitised HTML.
const BRISBANE_DATE = new Intl.DateTimeFormat('en-AU', { timeZone: 'Australia/Brisbane', dateStyle: 'long' });

export interface PrivacyPolicyPageProps {
  /** Sanitised on the server (settings/privacy.server.ts), placeholders filled in. */
  html: string;
  /** When staff last saved it; null for the policy a fresh install starts with. */
  updatedAt: string | null;
}

export default function PrivacyPolicyPage({ html, updatedAt }: PrivacyPolicyPageProps) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="font-serif text-4xl font-semibold text-brand-900">Privacy Policy</h1>
      {updatedAt && (
        <p className="mt-3 text-slate-600">
          Last updated <time dateTime={updatedAt}>{BRISBANE_DATE.format(new Date(updatedAt))}</time>
        </p>
      )}
      <div
        className="article-body mt-8"
        // biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised with the article allowlist by renderPrivacyPolicy.
        dangerouslySetInnerHTML={{ __html: html }}
      />
    </article>
  );
}
