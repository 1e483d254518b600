// Groups added to a page's fields after installs had stored its copy, with the values a stored document
// without them reads with: the seed's own, so an existing install shows what a fresh one does until staff
// edit the group, and publishing stores it. Plain data only (no content files), as copy.server.ts reads it
// in every process, the command-line scripts included.
import { serviceCardSeed } from '../public-shell/services.ts';
import type { CopyPageId, ServiceCardCopy } from './schema.ts';

/** A service page's card in the services list, as the site was first written. */
export function serviceCardSeedCopy(id: keyof typeof serviceCardSeed): ServiceCardCopy {
  const card = serviceCardSeed[id];
  return { title: card.title, description: card.description, benefits: [...card.benefits] };
}

function addedGroups(id: CopyPageId): Record<string, unknown> | null {
  return Object.hasOwn(serviceCardSeed, id) ? { card: serviceCardSeedCopy(id as keyof typeof serviceCardSeed) } : null;
}

/** The stored document with each added group it lacks filled from the seed; anything else is left to the schema. */
export function withAddedGroups(id: CopyPageId, stored: unknown): unknown {
  const added = addedGroups(id);
  if (!added || typeof stored !== 'object' || stored === null || Array.isArray(stored)) return stored;
  const missing = Object.entries(added).filter(([key]) => !Object.hasOwn(stored, key));
  return missing.length === 0 ? stored : { ...stored, ...Object.fromEntries(missing) };
}
