// Turns what a person types into the Username box into the e-mail address they sign in with:
// configured aliases first, then the default domain for a bare username.

export interface LoginNameSettings {
  defaultDomain: string;
  /** Lower-case username → e-mail. */
  aliases: Record<string, string>;
}

/** "davidc" → the alias's e-mail, "jo" → "jo@<defaultDomain>", "Jo@Example.com " → "jo@example.com". */
export function toLoginEmail(username: string, settings: LoginNameSettings): string {
  const name = username.trim().toLowerCase();
  if (name === '') return name;
  const alias = settings.aliases[name];
  if (alias) return alias;
  return name.includes('@') ? name : `${name}@${settings.defaultDomain}`;
}
