// The one CSV writer for admin exports: RFC 4180 through csv-stringify (every field quoted, quotes
// doubled, CRLF rows), a UTF-8 byte-order mark so Excel reads accents, and every text cell that a
// spreadsheet would run as a formula (= + - @ tab CR first) prefixed with ' (OWASP "CSV injection").
// Every field is quoted because Excel in a locale whose list separator is ';' splits unquoted fields
// at ';', and a piece could then start with '='. Safe in the browser too, for exports built on the client.
import { stringify } from 'csv-stringify/sync';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | null | undefined;
}

export const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/** The rows as one CSV text with a header line; null and undefined become empty cells. */
export function toCsv<Row>(columns: readonly CsvColumn<Row>[], rows: Iterable<Row>): string {
  const records: (string | number)[][] = [];
  for (const row of rows) records.push(columns.map((column) => column.value(row) ?? ''));
  return stringify(records, {
    bom: true,
    header: true,
    columns: columns.map((column) => column.header),
    record_delimiter: 'windows',
    // Off by default once record_delimiter is set: a line break in a message would then end the row.
    quote_record_delimiter: true,
    quoted: true,
    quoted_empty: true,
    // csv-stringify's own neutralising: a leading ' on text starting with = + - @ \t or \r; numbers keep their minus.
    escape_formulas: true,
  });
}

/** `{prefix}_{YYYY-MM-DD}.csv`, the spec's export naming (insights_export_{date}.csv). */
export function csvFilename(prefix: string, date = new Date()): string {
  return `${prefix}_${date.toISOString().slice(0, 10)}.csv`;
}

/** A download of `csv` named `filename` (letters, digits, '.', '-' and '_' only), never cached. */
export function csvResponse(csv: string, filename: string): Response {
  if (!/^[A-Za-z0-9._-]+$/.test(filename)) throw new Error(`CSV file name ${JSON.stringify(filename)} is not plain`);
  return new Response(csv, {
    status: 200,
    headers: {
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${filename}"`,
      'Cache-Control': 'no-store',
    },
  });
}

/**
 * The records of a CSV text (RFC 4180: quoted fields with doubled quotes and line breaks, CRLF or LF
 * rows), the byte-order mark dropped, blank lines skipped; what toCsv writes reads back as it was,
 * except that a cell it guarded against formulas keeps its leading '.
 */
export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = '';
  let quoted = false;
  let index = text.charCodeAt(0) === 0xfeff ? 1 : 0;
  const endRecord = () => {
    record.push(field);
    if (record.length > 1 || record[0] !== '') records.push(record);
    record = [];
    field = '';
  };
  for (; index < text.length; index += 1) {
    const character = text[index];
    if (quoted) {
      if (character !== '"') field += character;
      else if (text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else quoted = false;
    } else if (character === '"') quoted = true;
    else if (character === ',') {
      record.push(field);
      field = '';
    } else if (character === '\n' || character === '\r') {
      if (character === '\r' && text[index + 1] === '\n') index += 1;
      endRecord();
    } else field += character;
  }
  if (field !== '' || record.length > 0) endRecord();
  return records;
}
