// The field-by-field difference of two document versions: what the audit rows and histories name.
import { describe, expect, it } from 'vitest';
import { documentChanges } from './document-changes.ts';

describe('documentChanges', () => {
  it('names nested fields by their path, with each value before and after as text', () => {
    expect(documentChanges({ a: 'x', b: { c: 'y', d: true } }, { a: 'x', b: { c: 'z', d: false } })).toEqual([
      { field: 'b.c', before: 'y', after: 'z' },
      { field: 'b.d', before: 'true', after: 'false' },
    ]);
  });

  it('names a changed item of a list by its index, and a list that grew or shrank as one field', () => {
    const before = { items: [{ title: 'One' }, { title: 'Two' }], points: ['a', 'b'] };
    const after = { items: [{ title: 'One' }, { title: '2' }], points: ['a'] };
    expect(documentChanges(before, after).map((change) => change.field)).toEqual(['items.1.title', 'points']);
  });

  it('keeps a list of plain values as one field when asked, its items joined', () => {
    expect(documentChanges({ to: ['a@x.au', 'b@x.au'] }, { to: ['a@x.au', 'c@x.au'] }, { listsAsText: true })).toEqual([
      { field: 'to', before: 'a@x.au, b@x.au', after: 'a@x.au, c@x.au' },
    ]);
  });

  it('finds nothing between equal documents', () => {
    expect(documentChanges({ a: ['x'], b: { c: '' } }, { a: ['x'], b: { c: '' } })).toEqual([]);
  });
});
