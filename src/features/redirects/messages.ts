// Every word the Redirects area shows or answers with: the form's refusals, the rules checked on save,
// the import's row messages and the screen's toasts.
export const REDIRECT_LIMITS = { address: 2000, importRows: 5000 } as const;

export const REDIRECT_MESSAGES = {
  fromRequired: 'From is required',
  toRequired: 'To is required',
  tooLong: `An address must be at most ${REDIRECT_LIMITS.address.toLocaleString('en-AU')} characters`,
  fromFormat: 'From must be a path on this site starting with /, such as /old-page',
  reserved: 'Redirects cannot start at /admin, /api or /media: those addresses belong to the site itself',
  toFormat: 'To must be a path on this site starting with / or an https:// address',
  notHttps: 'An address on another site must start with https://',
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
  importTooMany: `A file may hold at most ${REDIRECT_LIMITS.importRows.toLocaleString('en-AU')} redirects`,
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
