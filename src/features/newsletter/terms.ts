// The newsletter's words, addresses and limits, shared by the server, the forms and the e-mails
// (nothing here loads zod, so the signup form ships none of it).

export const NEWSLETTER_PATH = '/newsletter';
export const NEWSLETTER_ENDPOINT = '/api/newsletter/subscribe';
export const CONFIRM_PATH = '/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/unsubscribe';

/** An unsubscribe link's own address, /unsubscribe/TOKEN: the one a form may be posted to without Origin (RFC 8058). */
export function isUnsubscribeLinkPath(pathname: string): boolean {
  return pathname.startsWith(`${UNSUBSCRIBE_PATH}/`) && !pathname.slice(UNSUBSCRIBE_PATH.length + 1).includes('/');
}

/** The sentence beside every subscribe form: what is sent and how often (the privacy policy is linked after it). */
export const NEWSLETTER_PROMISE =
  'One e-mail when we publish a new insight, at most twice a month, and nothing else; every one has a one-click unsubscribe.';

/** How long a confirmation link works. */
export const CONFIRM_LINK_DAYS = 7;

export const NEWSLETTER_LIMITS = { name: 100, email: 254, consentWording: 500, consentSource: 200 } as const;
/** Bodies over this are refused unread (413): an address, a name, a captcha solution and a stamp. */
export const NEWSLETTER_MAX_BODY_BYTES = 16 * 1024;
/** The confirm and unsubscribe pages' forms carry one field. */
export const TOKEN_FORM_MAX_BYTES = 2 * 1024;

export const NEWSLETTER_MESSAGES = {
  email: 'Please enter a valid email address.',
  name: `Name must be at most ${NEWSLETTER_LIMITS.name} characters, on one line.`,
  /** The same answer whether the address was new, waiting or already subscribed: nobody learns who subscribes. */
  checkInbox:
    'Thank you. If this address is not subscribed yet, we have sent it an e-mail: open the link in it and press the button to start your subscription. The link works for 7 days.',
  confirmed: 'Your subscription has started. Thank you: you will hear from us when we publish a new insight.',
  linkInvalid: 'This confirmation link is not valid or has expired (links work for 7 days). Please subscribe again.',
  unsubscribeInvalid:
    'This unsubscribe link is not valid. If you keep getting our newsletter, reply to it and we will remove you.',
  unsubscribed: 'You have been unsubscribed. You will get no more newsletters from us.',
  unsupportedMediaType: 'Send the subscription as JSON with the header Content-Type: application/json.',
  tooLarge: `The subscription is too large: the limit is ${NEWSLETTER_MAX_BODY_BYTES / 1024} KB.`,
  invalidJson: 'The subscription could not be read: the body is not a JSON object.',
  invalidFields: 'Please correct the highlighted fields.',
  badForm: 'The form could not be read. Please use the button on this page.',
} as const;
