// The table: its caption, headers and cells as before, the optional Actions column, the empty message.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { DataTable } from './DataTable.tsx';
import { visibleText } from './markup.testing.ts';

const ROWS = [
  { id: '1', name: 'Jo Citizen', company: null },
  { id: '2', name: 'Sam Lee', company: 'Lee Staffing' },
];

function table(props: Partial<Parameters<typeof DataTable<(typeof ROWS)[number]>>[0]> = {}): string {
  return renderToStaticMarkup(
    <DataTable
      caption="Contact submissions"
      rows={ROWS}
      empty="No contact submissions found"
      columns={[
        { header: 'Name', cell: (row) => row.name },
        { header: 'Company', cell: (row) => row.company || '-' },
      ]}
      {...props}
    />,
  );
}

const headers = (html: string) => [...html.matchAll(/<th scope="col"[^>]*>([^<]*)<\/th>/g)].map((match) => match[1]);

describe('the data table', () => {
  it('shows a captioned table of the columns, without an Actions column unless asked', () => {
    const html = table();
    expect(html).toContain('<caption class="sr-only">Contact submissions</caption>');
    expect(headers(html)).toEqual(['Name', 'Company']);
    expect(visibleText(html)).toBe('Contact submissions Name Company Jo Citizen - Sam Lee Lee Staffing');
  });

  it("adds an Actions column with each row's buttons", () => {
    const html = table({
      actions: (row) => (
        <>
          <button type="button">View {row.name}</button>
          <button type="button">Delete {row.name}</button>
        </>
      ),
    });
    expect(headers(html)).toEqual(['Name', 'Company', 'Actions']);
    expect(html.match(/<td /g)).toHaveLength(6);
    expect(visibleText(html)).toContain('Jo Citizen - View Jo Citizen Delete Jo Citizen Sam Lee');
  });

  it('names the actions column as the screen asks', () => {
    expect(headers(table({ actions: () => null, actionsHeader: 'Manage' }))).toEqual(['Name', 'Company', 'Manage']);
  });

  it('shows the empty message instead of an empty table', () => {
    const html = table({ rows: [] });
    expect(html).not.toContain('<table');
    expect(visibleText(html)).toBe('No contact submissions found');
  });
});
