import { describe, expect, it } from 'vitest';
import { CSV_CONTENT_TYPE, csvFilename, csvResponse, parseCsv, toCsv } from './csv.ts';

const columns = [
  { header: 'name', value: (row: { name: string; note?: string | null; amount?: number }) => row.name },
  { header: 'note', value: (row: { name: string; note?: string | null; amount?: number }) => row.note },
  { header: 'amount', value: (row: { name: string; note?: string | null; amount?: number }) => row.amount },
];

describe('the CSV writer', () => {
  it('writes a byte-order mark, a header and CRLF rows, every field quoted and quotes doubled', () => {
    const csv = toCsv(columns, [
      { name: 'Jo "JC" Citizen', note: 'line one\nline two', amount: 3 },
      { name: 'Smith, Sam', note: null },
    ]);
    expect(csv).toBe('\uFEFF"name","note","amount"\r\n"Jo ""JC"" Citizen","line one\nline two","3"\r\n"Smith, Sam","",""\r\n');
  });

  it.each([
    ['=HYPERLINK("http://evil.example","click")', `"'=HYPERLINK(""http://evil.example"",""click"")"`],
    ['+61 7 3000 0000', `"'+61 7 3000 0000"`],
    ['-2+3', `"'-2+3"`],
    ['@SUM(A1:A2)', `"'@SUM(A1:A2)"`],
    ['\t=1', `"'\t=1"`],
    ['\r=1', `"'\r=1"`],
    ['\uFF1D1+1', `"'\uFF1D1+1"`],
    ['\uFF0B1', `"'\uFF0B1"`],
    ['\uFF0D1', `"'\uFF0D1"`],
    ['\uFF20SUM(A1)', `"'\uFF20SUM(A1)"`],
  ])('neutralises the formula prefix of %j', (value, cell) => {
    expect(toCsv(columns, [{ name: value }]).split('\r\n')[1]).toBe(`${cell},"",""`);
  });

  it('quotes a field with semicolons, so Excel in a ;-separated locale cannot split it into a formula cell', () => {
    expect(toCsv(columns, [{ name: 'Acme;=cmd|calc', note: 'a;b' }]).split('\r\n')[1]).toBe('"Acme;=cmd|calc","a;b",""');
  });

  it('keeps a negative number and text that merely contains a formula character as they are', () => {
    expect(toCsv(columns, [{ name: 'a=b', note: 'x-y', amount: -5 }]).split('\r\n')[1]).toBe('"a=b","x-y","-5"');
  });

  it('answers a download with the CSV type, an attachment name and no caching', async () => {
    const response = csvResponse('a,b\r\n', csvFilename('contact_submissions_export', new Date('2026-03-04T23:00:00Z')));
    expect(response.headers.get('content-type')).toBe(CSV_CONTENT_TYPE);
    expect(response.headers.get('content-disposition')).toBe('attachment; filename="contact_submissions_export_2026-03-04.csv"');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toBe('a,b\r\n');
    expect(() => csvResponse('', 'bad"name.csv')).toThrow(/not plain/);
  });
});

describe('the CSV reader', () => {
  it('reads back what the writer wrote, quotes, commas and line breaks included', () => {
    const rows = [
      { a: '/old, page', b: 'say "hi"' },
      { a: 'two\r\nlines', b: '' },
    ];
    const csv = toCsv(
      [
        { header: 'a', value: (row: (typeof rows)[number]) => row.a },
        { header: 'b', value: (row: (typeof rows)[number]) => row.b },
      ],
      rows,
    );
    expect(parseCsv(csv)).toEqual([
      ['a', 'b'],
      ['/old, page', 'say "hi"'],
      ['two\r\nlines', ''],
    ]);
  });

  it('reads unquoted fields, LF rows and a last row without a line break, skipping blank lines', () => {
    expect(parseCsv('from,to\n/a,/b\n\n/c,/d')).toEqual([
      ['from', 'to'],
      ['/a', '/b'],
      ['/c', '/d'],
    ]);
  });
});
