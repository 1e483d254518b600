// @vitest-environment happy-dom
// Issue 34: the Create Insight dialog's Author list names the signed-in person whatever order its
// effects run in. The dialog mounted in a DOM (happy-dom) with the browser's requests answered when the
// test says: before the authors' list answers, after it, when it answers before the dialog's own reset
// (reopened), beside a kept draft's offer, and when it fails.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { writeDraft } from '../admin/unsaved-changes.ts';
import { AUTHOR_TEXT, authorOptions, type DialogTarget, emptyInsight, InsightDialog } from './InsightDialog.tsx';
import type { AdminInsight, AuthorChoice } from './types.ts';

const ME = { ref: 'user:zoe', name: 'Zoe Zimmerman' };

/** Twenty staff: the signed-in person sorts last, some colleagues have no display name. */
const STAFF: AuthorChoice[] = [
  ...Array.from({ length: 19 }, (_, index) => ({
    ref: `user:colleague-${index}`,
    name: index % 2 === 0 ? `acc-editor-${index}` : `Colleague ${String.fromCharCode(65 + index)}`,
    kind: 'staff' as const,
  })),
  { ...ME, kind: 'staff' },
];

/** The authors' request, answered (or refused) when the test says; every other request gets an empty answer. */
function fakeServer() {
  const waiting: ((answer: Response) => void)[] = [];
  const realFetch = globalThis.fetch;
  globalThis.fetch = (async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.endsWith('/api/admin/insights/authors')) return new Promise<Response>((resolve) => waiting.push(resolve));
    return new Response(JSON.stringify({ images: [] }), { headers: { 'content-type': 'application/json' } });
  }) as typeof fetch;
  return {
    pending: () => waiting.length,
    async answer(authors: AuthorChoice[] | 'fail') {
      const answer =
        authors === 'fail'
          ? new Response(JSON.stringify({ message: 'Down' }), { status: 503 })
          : new Response(JSON.stringify({ authors, me: ME.ref }), { headers: { 'content-type': 'application/json' } });
      await act(async () => {
        for (const resolve of waiting.splice(0)) resolve(answer.clone());
      });
    },
    restore: () => {
      globalThis.fetch = realFetch;
    },
  };
}

describe('the Create Insight dialog’s Author list', () => {
  let root: Root | undefined;
  let server: ReturnType<typeof fakeServer>;

  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    localStorage.clear();
    server = fakeServer();
  });
  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    server.restore();
    document.body.innerHTML = '';
  });

  async function show(target: DialogTarget) {
    if (!root) {
      const container = document.createElement('main');
      document.body.append(container);
      root = createRoot(container);
    }
    await act(async () => {
      root?.render(<InsightDialog target={target} me={ME} onOpenChange={() => {}} onSaved={() => {}} onHistory={() => {}} />);
    });
  }

  /** The value the Author list holds and the name it shows. */
  function picker() {
    const select = document.querySelector<HTMLSelectElement>('select[name="author_ref"]');
    if (!select) throw new Error('no Author list');
    return { value: select.value, shown: select.selectedOptions[0]?.textContent, options: select.options.length };
  }

  it('names the signed-in person from the first render, while the list loads and once it has come', async () => {
    await show('new');
    expect(server.pending()).toBe(1);
    expect(picker()).toEqual({ value: ME.ref, shown: ME.name, options: 1 });
    await server.answer(STAFF);
    expect(picker()).toEqual({ value: ME.ref, shown: ME.name, options: 20 });
    // Nothing later (a timer, the draft's watch) moves it.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 400)));
    expect(picker()).toMatchObject({ value: ME.ref, shown: ME.name });
  });

  it('still names them when the list answers before the dialog’s reset runs again (closed and opened)', async () => {
    await show('new');
    await server.answer(STAFF);
    await show(null);
    await show('new');
    // The new opening's request is answered at once, in the same turn as the reset.
    await server.answer(STAFF);
    expect(picker()).toEqual({ value: ME.ref, shown: ME.name, options: 20 });
  });

  it('keeps them beside a kept draft’s offer, and restores a draft kept without an author as theirs', async () => {
    writeDraft('insight:new', { form: { ...emptyInsight(''), title: 'Kept title' }, baseVersion: undefined });
    await show('new');
    const offer = [...document.querySelectorAll('[role="status"]')].find((node) => node.textContent?.includes('Restore'));
    expect(offer).toBeDefined();
    await server.answer(STAFF);
    expect(picker()).toMatchObject({ value: ME.ref, shown: ME.name });
    const restore = [...(offer?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Restore');
    await act(async () => restore?.click());
    expect(document.querySelector<HTMLInputElement>('input[name="title"]')?.value).toBe('Kept title');
    expect(picker()).toMatchObject({ value: ME.ref, shown: ME.name });
  });

  it('says so when the list fails to load, still crediting the signed-in person', async () => {
    await show('new');
    await server.answer('fail');
    expect(picker()).toEqual({ value: ME.ref, shown: ME.name, options: 1 });
    expect(document.body.textContent).toContain(AUTHOR_TEXT.loadFailed(true));
  });
});

describe('the Author list’s options', () => {
  const editing = { author: 'Old Byline', author_ref: null } as AdminInsight;

  it('adds the form’s value under its own name when the list does not hold it', () => {
    expect(authorOptions(ME.ref, 'loading', ME, null)).toEqual([{ ref: ME.ref, label: ME.name }]);
    expect(authorOptions('', STAFF, ME, editing)[0]).toEqual({ ref: '', label: AUTHOR_TEXT.byName('Old Byline') });
    const byTeam = { ...editing, author: 'Sam Partner', author_ref: 'team:sam' };
    expect(authorOptions('team:sam', 'failed', ME, byTeam)).toEqual([
      { ref: 'team:sam', label: AUTHOR_TEXT.team('Sam Partner') },
    ]);
    expect(authorOptions('user:gone', STAFF, ME, null)[0]).toEqual({ ref: 'user:gone', label: AUTHOR_TEXT.unlisted });
  });

  it('adds nothing when the list holds the value', () => {
    expect(authorOptions(ME.ref, STAFF, ME, null)).toHaveLength(20);
  });
});
