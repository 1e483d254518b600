// What a one-line field (a name, a title, a phone number) may hold: no control characters and no
// line separators, so a value can never forge a line of its own in a plain-text e-mail, a CSV or a log.
// Shared by the forms and the server, so it stays free of Node APIs.

/** C0 controls (tab, CR and LF among them), DEL, C1 controls, and Unicode's line and paragraph separators. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is this pattern's purpose.
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F\u2028\u2029]/;

export function isSingleLine(value: string): boolean {
  return !CONTROL_CHARACTERS.test(value);
}

/** "Name must be on one line, without control characters." */
export function singleLineMessage(label: string): string {
  return `${label} must be on one line, without control characters.`;
}
