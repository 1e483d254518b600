// Every word the Redirects area shows or answers with: the form's refusals, the rules checked on save,
// the import's row messages and the screen's toasts.
/**
 * Bounds that keep every check quick: the table staff fill (address changes of insights add theirs
 * beyond it), one import's rows and an address's length.
 */
export const REDIRECT_LIMITS = { address: 2000, importRows: 5000, tableRows: 20_000 } as const;

const count = (value: number) => value.toLocaleString('en-AU');

export const REDIRECT_MESSAGES = {
  fromRequired: 'From is required',
  toRequired: 'To is required',
  tooLong: `An address must be at most ${count(REDIRECT_LIMITS.address)} characters`,
  fromFormat: 'From must be a path on this site starting with /, such as /old-page',
  reserved: (path: string) => `Redirects cannot start at ${path}: the site itself answers that address`,
  toFormat: 'To must be a path on this site starting with / or an https:// address',
  notHttps: 'An address on another site must start with https://',
  credentials: 'An address on another site cannot carry a user name or password (user:password@)',
  statusInvalid: 'Choose 301, 308, 302 or 307',
  self: 'A redirect cannot point to its own address',
  loop: (to: string, from: string) => `${to} already redirects to ${from}: this redirect would make a loop`,
  chainForward: (to: string, next: string) =>
    `${to} already redirects to ${next}: point this redirect at ${next} instead, so visitors need only one hop`,
  chainBack: (other: string, from: string) =>
    `${other} already redirects to ${from}: change that redirect first, so visitors need only one hop`,
  duplicate: (from: string) => `A redirect from ${from} already exists`,
  livePage: (from: string) => `A live page answers ${from}: visitors would no longer see it. Confirm to redirect it anyway.`,
  builtIn: 'This redirect comes with the site: it cannot be changed or deleted',
  notFound: 'That redirect no longer exists. Refresh the page and try again.',
  importRow: (row: number, message: string) => `Row ${row}: ${message}`,
  importEmpty: 'The file holds no redirects',
  importColumns: 'The file needs the columns from, to and status (as the export has them)',
  importTooMany: `A file may hold at most ${count(REDIRECT_LIMITS.importRows)} redirects`,
  tableFull: `The site holds ${count(REDIRECT_LIMITS.tableRows)} redirects, the most it may: delete some before adding more`,
  importTableFull: (total: number) =>
    `This file would bring the redirects to ${count(total)}: the site may hold at most ${count(REDIRECT_LIMITS.tableRows)}`,
  importNotCsv: 'The file is not a CSV file',
  loadFailed: 'Failed to load redirects',
  added: 'Redirect added',
  updated: 'Redirect saved',
  deleted: 'Redirect deleted',
  imported: (count: number) => `${count} redirect${count === 1 ? '' : 's'} imported`,
  saveFailed: 'Failed to save the redirect',
  deleteFailed: 'Failed to delete the redirect',
  importFailed: 'Failed to import redirects',
  exportFailed: 'Failed to export redirects',
  deleteQuestion: (from: string) =>
    `Delete the redirect from ${from}? Visitors to it will see the page there, or Page Not Found.`,
  livePageQuestion: 'Redirect a live page?',
} as const;
