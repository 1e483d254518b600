// The access log never carries the query string: the links e-mailed to staff (invitations, resets)
// hold their token there, and a log line must not be enough to use one.
import { mkdtempSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createLogger } from '../log.ts';
import { PageCache } from './page-cache.ts';
import { startSiteServer } from './site-server.ts';

describe('the access log', () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  });

  it.each(['/admin/accept-invitation', '/admin/reset-password', '/api/account/reset-password'])(
    'logs %s without its token',
    async (path) => {
      const lines: string[] = [];
      const logger = createLogger('info', (line) => lines.push(line));
      server = await startSiteServer((_request, response) => response.end('ok'), {
        host: '127.0.0.1',
        port: 0,
        clientDir: mkdtempSync(join(tmpdir(), 'serve-test-')),
        trustProxy: null,
        maxBodyBytes: 1024,
        pageCache: new PageCache({ maxBytes: 0, ttlMs: 0 }),
        logger,
        shutdownGraceMs: 1000,
        requestTimeoutMs: 5000,
        onStop: async () => {},
      });
      const { port } = server.address() as AddressInfo;
      const token = 'secret-link-token-0123456789abcdefghijklmnopq';
      const response = await fetch(`http://127.0.0.1:${port}${path}?token=${token}`);
      expect(response.status).toBe(200);
      await response.text();
      await expect.poll(() => lines.some((line) => line.includes('"message":"request"'))).toBe(true);
      const access = lines.map((line) => JSON.parse(line) as Record<string, unknown>).find((line) => line.message === 'request');
      expect(access?.path).toBe(path);
      expect(lines.join('\n')).not.toContain(token);
    },
  );
});
