// The collection notice under the enquiry form's button (Australian Privacy Principle 5): what the form
// collects, why, who sees it, how long it is kept, and where to ask for access or deletion.
import { PRIVACY_POLICY_PATH } from '../public-shell/navigation.ts';

export function collectionNoticeText(retentionDays: number | null): string {
  const kept =
    retentionDays === null
      ? 'only as long as we need them to deal with your enquiry'
      : `for no longer than ${retentionDays} ${retentionDays === 1 ? 'day' : 'days'}`;
  return `We collect your name, e-mail address and message, and anything else you choose to tell us about you and your business, only to reply to your enquiry. Only our staff see them, and we keep them ${kept}. You can ask to see, correct or delete them at any time.`;
}

export function CollectionNotice({ id, retentionDays }: { id: string; retentionDays: number | null }) {
  return (
    <p id={id} className="text-sm leading-6 text-slate-600">
      {collectionNoticeText(retentionDays)}{' '}
      <a href={PRIVACY_POLICY_PATH} className="text-brand-700 underline underline-offset-2 hover:text-brand-800">
        Read our Privacy Policy
      </a>
      .
    </p>
  );
}
