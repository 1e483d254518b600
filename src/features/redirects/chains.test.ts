// Loops and chains among redirects: refused in canonical form, found in one pass whatever the table's size.
import { describe, expect, it } from 'vitest';
import { canonicalIndex, chainProblems, saveProblem } from './chains.server.ts';
import { REDIRECT_MESSAGES } from './messages.ts';
import type { RedirectRule } from './paths.ts';

const rule = (from_path: string, to_target: string, status_code = 301): RedirectRule => ({
  id: from_path,
  from_path,
  to_target,
  status_code,
});

describe('loops and chains', () => {
  it('refuses a redirect to its own address, also through a query', async () => {
    expect((await saveProblem(rule('/a', '/a/'), []))?.message).toBe(REDIRECT_MESSAGES.self);
    expect((await saveProblem(rule('/a', '/a?x=1'), []))?.message).toBe(REDIRECT_MESSAGES.self);
  });

  it('refuses a loop of two redirects', async () => {
    expect(await saveProblem(rule('/a', '/b'), [rule('/b', '/a')])).toEqual({
      field: 'to_target',
      message: REDIRECT_MESSAGES.loop('/b', '/a'),
    });
  });

  it('refuses a target that is redirected again', async () => {
    expect(await saveProblem(rule('/a', '/b'), [rule('/b', '/c')])).toEqual({
      field: 'to_target',
      message: REDIRECT_MESSAGES.chainForward('/b', '/c'),
    });
  });

  it('refuses a From that another redirect points at', async () => {
    expect(await saveProblem(rule('/b', '/c'), [rule('/a', '/b')])).toEqual({
      field: 'from_path',
      message: REDIRECT_MESSAGES.chainBack('/a', '/b'),
    });
  });

  it('accepts one hop, and any number of redirects to one place', async () => {
    expect(await saveProblem(rule('/a', '/c'), [rule('/b', '/c'), rule('/d', 'https://example.com/d')])).toBeNull();
  });
});

describe('loops and chains in canonical form', () => {
  it.each([
    ['escapes', '/loo%70b', '/loop%61'],
    ['dot segments', '/./loopb', '/x/../loopa'],
    ['empty segments and a trailing slash', '/loopb//', '/loopa/./'],
    ['a mix', '/%2E/loo%70b/', '/y/../loop%61'],
  ])('refuses a loop written with %s', async (_, toB, toA) => {
    expect(await saveProblem(rule('/loopa', toB), [rule('/loopb', toA)])).toEqual({
      field: 'to_target',
      message: REDIRECT_MESSAGES.loop(toB, toA),
    });
  });

  it('finds a redirect stored before From was canonicalised', async () => {
    expect((await saveProblem(rule('/a', '/loopb'), [rule('/loo%70b', '/c')]))?.message).toBe(
      REDIRECT_MESSAGES.chainForward('/loopb', '/c'),
    );
    expect((await saveProblem(rule('/loopb', '/c'), [rule('/a', '/loo%70b')]))?.message).toBe(
      REDIRECT_MESSAGES.chainBack('/a', '/loo%70b'),
    );
  });
});

describe('loops and chains across a whole import', () => {
  it('refuses every redirect of a loop of three', async () => {
    const loop = [rule('/a', '/b'), rule('/b', '/c'), rule('/c', '/a')];
    const problems = await chainProblems(await canonicalIndex(loop), loop);
    expect(loop.map((each) => problems.get(each)?.message)).toEqual([
      REDIRECT_MESSAGES.loop('/b', '/c'),
      REDIRECT_MESSAGES.loop('/c', '/a'),
      REDIRECT_MESSAGES.loop('/a', '/b'),
    ]);
  });

  it('names where a chain ends, so staff can point at it in one hop', async () => {
    const chain = [rule('/a', '/b'), rule('/b', '/c'), rule('/c', '/d'), rule('/e', 'https://example.com/e')];
    const problems = await chainProblems(await canonicalIndex(chain), chain);
    expect(problems.get(chain[0] as RedirectRule)?.message).toBe(REDIRECT_MESSAGES.chainForward('/b', '/d'));
    expect(problems.get(chain[1] as RedirectRule)?.message).toBe(REDIRECT_MESSAGES.chainForward('/c', '/d'));
    expect(problems.get(chain[2] as RedirectRule)?.message).toBe(REDIRECT_MESSAGES.chainBack('/b', '/c'));
    expect(problems.has(chain[3] as RedirectRule)).toBe(false);
  });

  it('follows a chain of 20,000 redirects once, not once per redirect', async () => {
    const chain = Array.from({ length: 20_000 }, (_, at) => rule(`/p${at}`, `/p${at + 1}`));
    const started = performance.now();
    const problems = await chainProblems(await canonicalIndex(chain), chain);
    // Linear: well under a second even on a busy machine; walking the chain from each redirect took minutes.
    expect(performance.now() - started).toBeLessThan(2_000);
    expect(problems.get(chain[0] as RedirectRule)?.message).toBe(REDIRECT_MESSAGES.chainForward('/p1', '/p20000'));
    expect(problems.get(chain[19_998] as RedirectRule)?.message).toBe(REDIRECT_MESSAGES.chainForward('/p19999', '/p20000'));
  });
});
