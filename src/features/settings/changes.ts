// What differs between two versions of the settings, field by field: the audit row's before and after,
// and the history's "Changed" list. Shared by the server and the screen, so free of Node APIs.
import { type ChangeOptions, documentChanges, type FieldChange } from '../admin/document-changes.ts';

/** Each field's name as the settings screen labels it, by its path in the document. */
export const SETTINGS_FIELD_LABELS: Record<string, string> = {
  name: 'Firm name',
  legalName: 'Legal name',
  tagline: 'Tagline',
  description: 'Description',
  phone: 'Phone',
  phoneInternational: 'International phone',
  email: 'Email',
  'address.street': 'Street address',
  'address.city': 'City',
  'address.state': 'State',
  'address.postcode': 'Postcode',
  'address.country': 'Country',
  founded: 'Founding year',
  openingHours: 'Opening hours',
  'social.linkedin': 'LinkedIn',
  'social.facebook': 'Facebook',
  'social.instagram': 'Instagram',
  'social.x': 'X',
  'social.youtube': 'YouTube',
  notifyEmails: 'Enquiry recipients',
  body: 'Privacy Policy',
};

/** The enquiry recipients are one field, edited as one list. */
export const SETTINGS_CHANGE_OPTIONS: ChangeOptions = { listsAsText: true };

/** The fields that differ, in the document's order, with their values before and after. */
export function settingsChanges(before: object, after: object): FieldChange[] {
  return documentChanges(before, after, SETTINGS_CHANGE_OPTIONS);
}
