import { afterEach, describe, expect, it, vi } from 'vitest';
import { attachmentName, downloadFile } from './download-client.ts';
import { messageOf } from './json-client.ts';

describe('file downloads from the admin screens', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('take the file name from Content-Disposition, or the fallback', () => {
    expect(attachmentName('attachment; filename="contact_submissions_export_2026-03-04.csv"', 'export.csv')).toBe(
      'contact_submissions_export_2026-03-04.csv',
    );
    expect(attachmentName(null, 'export.csv')).toBe('export.csv');
  });

  it("throw with the server's message when the download is refused, saving nothing", async () => {
    vi.stubGlobal(
      'fetch',
      async () => new Response(JSON.stringify({ message: 'Priority must be one of Low, Medium or High.' }), { status: 422 }),
    );
    const failure = await downloadFile('/api/admin/submissions/export?priority=urgent', 'export.csv').catch(
      (error: unknown) => error,
    );
    expect(messageOf(failure)).toBe('Priority must be one of Low, Medium or High.');
  });
});
