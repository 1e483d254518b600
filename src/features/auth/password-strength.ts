// How strong a password being chosen looks, for the meter beside it: length counts most (the rule is
// at least PASSWORD_MIN_LENGTH characters), variety of characters a little, and repeats count against it.
import { PASSWORD_MIN_LENGTH } from './schema.ts';

export type StrengthLabel = 'Too short' | 'Weak' | 'Fair' | 'Strong' | 'Very strong';

export interface PasswordStrength {
  /** 0 (below the length rule) to 4. */
  score: 0 | 1 | 2 | 3 | 4;
  label: StrengthLabel;
}

const LABELS: StrengthLabel[] = ['Too short', 'Weak', 'Fair', 'Strong', 'Very strong'];

export function passwordStrength(password: string): PasswordStrength {
  if (password.length < PASSWORD_MIN_LENGTH) return { score: 0, label: LABELS[0] as StrengthLabel };
  const kinds = [/[a-z]/, /[A-Z]/, /\d/, /[^A-Za-z0-9]/].filter((pattern) => pattern.test(password)).length;
  const distinct = new Set(password).size;
  let score = 1;
  if (password.length >= 16) score += 1;
  if (password.length >= 20) score += 1;
  if (kinds >= 3) score += 1;
  // "aaaaaaaaaaaa" or "abababababab" meets the length rule but is guessed at once.
  if (distinct < 6) score = 1;
  const capped = Math.min(score, 4) as PasswordStrength['score'];
  return { score: capped, label: LABELS[capped] as StrengthLabel };
}
