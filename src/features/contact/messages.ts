// Every text the visitor reads about the outcome of an enquiry, word for word from the spec
// (section 8), plus the endpoint's answers the spec leaves open. Shared by the form and the server.

export const CONTACT_TOASTS = {
  noCaptchaToken: 'Please complete the captcha verification.',
  insertFailed: 'Sorry, there was an error submitting your enquiry. Please try again.',
  storedButEmailsFailed: "Your enquiry was submitted but we couldn't send confirmation emails. We'll still get back to you!",
  success: 'Thank you! Your enquiry has been submitted successfully and confirmation emails have been sent.',
} as const;

export const CONTACT_API_MESSAGES = {
  unsupportedMediaType: 'Send the enquiry as JSON with the header Content-Type: application/json.',
  tooLarge: 'The enquiry is too large: the limit is 64 KB. Please shorten your message.',
  invalidJson: 'The enquiry could not be read: the body is not a JSON object.',
  invalidFields: 'Some fields need attention; see the messages next to them.',
  captchaRejected: 'The security check has expired or was already used. Please complete it again and resubmit.',
  captchaUnavailable: 'The security check could not be confirmed just now. Please try again in a minute.',
  formExpired: 'This form has expired. Please reload the page and send your enquiry again.',
  /** The form shows the spec's insert-failed toast for this; the text is for API clients and logs. */
  insertFailed: 'The enquiry could not be stored just now. Please try again.',
} as const;

/** "Too many enquiries…": names the limit so the visitor knows how long to wait. */
export function rateLimitedMessage(retryAfterSeconds: number, phone: string): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  const wait = minutes === 1 ? 'a minute' : `${minutes} minutes`;
  return `Too many enquiries have been sent from your connection. Please try again in ${wait}, or call us on ${phone}.`;
}
