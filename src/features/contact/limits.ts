// The visitor forms' lengths, their messages and the honeypot's name, without zod: the forms' islands
// show them without loading the schemas (schema.ts builds those from them, for the server and the
// contact form).

/** Minimum lengths from the spec (section 9). */
export const CONTACT_MIN_LENGTHS = { name: 2, company: 2, phone: 6, message: 10, captcha: 1 } as const;

/** Upper bounds the spec leaves open: generous for people, small enough to keep the 64 KB body limit meaningful. */
export const CONTACT_MAX_LENGTHS = { name: 200, email: 254, company: 200, phone: 40, message: 5000, captcha: 8192 } as const;

/** The spec's validation messages, word for word (section 5). */
export const CONTACT_MESSAGES = {
  name: 'Name must be at least 2 characters.',
  email: 'Please enter a valid email address.',
  company: 'Company name must be at least 2 characters.',
  phone: 'Please enter a valid phone number.',
  message: 'Message must be at least 10 characters.',
  captcha: 'Please complete the captcha verification.',
} as const;

/** The name of the honeypot field; it looks like an ordinary "website" field to a form-filling bot. */
export const HONEYPOT_FIELD = 'website';
