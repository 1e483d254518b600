// The seed runner: each item once, in its own transaction, whatever staff did since.
import { afterEach, describe, expect, it } from 'vitest';
import { createMigratedTestDatabase, type TestDatabase, testDialects } from './database.testing.ts';
import { applySeed, type SeedItem } from './seed.ts';

function teamMember(id: string, name: string): SeedItem {
  return {
    key: `test:${id}`,
    insert: (trx, now) =>
      trx
        .insertInto('team_members')
        .values({ id, name, role: 'Role', bio: '', image_url: null, display_order: 1, created_at: now, updated_at: now })
        .execute(),
  };
}

describe.each(testDialects)('the seed runner on %s', (dialect) => {
  let database: TestDatabase;
  afterEach(async () => database?.dispose());

  async function fresh() {
    database = await createMigratedTestDatabase(dialect);
    return database.db;
  }

  it('inserts each item once and reports what it inserted', async () => {
    const db = await fresh();
    const items = [teamMember('a', 'Ann'), teamMember('b', 'Ben')];
    expect((await applySeed(db, items)).inserted).toEqual(['test:a', 'test:b']);
    expect((await applySeed(db, items)).inserted).toEqual([]);
    expect(await db.selectFrom('team_members').select('name').orderBy('name').execute()).toEqual([
      { name: 'Ann' },
      { name: 'Ben' },
    ]);
  });

  it('never brings back what staff deleted', async () => {
    const db = await fresh();
    await applySeed(db, [teamMember('a', 'Ann')]);
    await db.deleteFrom('team_members').execute();
    await applySeed(db, [teamMember('a', 'Ann')]);
    expect(await db.selectFrom('team_members').select('id').execute()).toEqual([]);
  });

  it('records nothing for an item whose insert failed, so the next start tries it again', async () => {
    const db = await fresh();
    const failing: SeedItem = {
      key: 'test:failing',
      insert: async () => {
        throw new Error('disk full');
      },
    };
    await expect(applySeed(db, [failing])).rejects.toThrow('disk full');
    expect((await applySeed(db, [{ ...teamMember('c', 'Cy'), key: 'test:failing' }])).inserted).toEqual(['test:failing']);
  });
});
