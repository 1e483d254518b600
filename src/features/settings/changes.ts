// What differs between two versions of the settings, field by field: the audit row's before and after,
// and the history's "Changed" list. Shared by the server and the screen, so free of Node APIs.

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

/** "phone", "address.street", "social.linkedin": each leaf of the document by its path, as text. */
function flatten(settings: object): Record<string, string> {
  const fields: Record<string, string> = {};
  const walk = (value: unknown, path: string) => {
    if (Array.isArray(value)) fields[path] = value.join(', ');
    else if (value !== null && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
    } else fields[path] = String(value ?? '');
  };
  walk(settings, '');
  return fields;
}

export interface SettingsChange {
  field: string;
  before: string;
  after: string;
}

/** The fields that differ, in the document's order, with their values before and after. */
export function settingsChanges(before: object, after: object): SettingsChange[] {
  const [old, next] = [flatten(before), flatten(after)];
  return [...new Set([...Object.keys(old), ...Object.keys(next)])]
    .filter((field) => old[field] !== next[field])
    .map((field) => ({ field, before: old[field] ?? '', after: next[field] ?? '' }));
}
