// The confirm and unsubscribe pages' body: one button (a plain form posting to the same address, so it
// works without JavaScript), or the outcome, or why nothing was done.
import type { TokenPageState } from './public-page.server.ts';

export interface TokenPageProps {
  state: TokenPageState;
  purpose: 'confirm' | 'unsubscribe';
}

export default function TokenPage({ state, purpose }: TokenPageProps) {
  const heading = purpose === 'confirm' ? 'Confirm Your Subscription' : 'Unsubscribe';
  return (
    <div className="mx-auto max-w-2xl px-4 py-16 sm:px-6 lg:px-8">
      <h1 className="font-serif text-3xl font-semibold text-brand-900">{heading}</h1>
      {state.kind === 'ask' ? (
        <form method="post" className="mt-6">
          <p className="text-slate-700">
            {purpose === 'confirm'
              ? `Press the button to start receiving ${state.firmName}'s newsletter.`
              : `Press the button to stop receiving ${state.firmName}'s newsletter. It takes effect at once.`}
          </p>
          {purpose === 'confirm' ? (
            <input type="hidden" name="confirm" value="yes" />
          ) : (
            <input type="hidden" name="List-Unsubscribe" value="One-Click" />
          )}
          <button
            type="submit"
            className="mt-6 rounded-md bg-brand-700 px-6 py-3 font-semibold text-white hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {purpose === 'confirm' ? 'Confirm my subscription' : 'Unsubscribe'}
          </button>
        </form>
      ) : (
        <p role={state.kind === 'refused' ? 'alert' : 'status'} className="mt-6 text-lg text-slate-800">
          {state.text}
        </p>
      )}
    </div>
  );
}
