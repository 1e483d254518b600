// What a one-line field (a name, a title, a phone number) may hold: no control characters, no line
// separators and no bidirectional overrides, so a value can never forge a line of its own in a
// plain-text e-mail, a CSV or a log, nor show its words in another order than they are stored.
// Forms refuse such text; text from outside (Unsplash) is made to fit with toSingleLine. Shared by
// the forms and the server, so it stays free of Node APIs.

/**
 * C0 controls (tab, CR and LF among them), DEL, C1 controls, Unicode's line and paragraph separators,
 * and the bidirectional embeddings, overrides and isolates (U+202A–U+202E, U+2066–U+2069).
 */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\u202A-\u202E\u2066-\u2069]/;
const CONTROL_CHARACTER_RUNS = new RegExp(`${CONTROL_CHARACTERS.source}+`, 'g');

export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** "Name must be on one line, without control characters." */
export function singleLineMessage(label: string): string {
  return `${label} must be on one line, without control characters.`;
}

/** Text that passes isSingleLine: each run of what it refuses becomes one space, spaces collapse, ends are trimmed. */
export function toSingleLine(value: string): string {
  return value.replace(CONTROL_CHARACTER_RUNS, ' ').replace(/\s+/g, ' ').trim();
}
