// What an insight's version history says of each version's reason, in words; the fields it changed come
// from revision-changes.ts, which the server uses for the list too.

export const INSIGHT_REVISION_REASONS: Record<string, string> = {
  original: 'Before editing history',
  create: 'Created',
  update: 'Edited',
  restore: 'Restored',
  conversion: 'Australian English',
};
