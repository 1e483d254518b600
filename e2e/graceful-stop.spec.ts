// A stopping server (SIGTERM, as a container runtime or a deploy sends) finishes what it started:
// requests in flight complete, new connections are refused, a request outlasting the grace is cut,
// and the process exits 0. Also the access log: one line per request, under the id it answered with,
// none lost from the buffer when the process stops or crashes.
import { get } from 'node:http';
import { connect, type Socket } from 'node:net';
import { expect, test } from '@playwright/test';
import { type BenchServer, startBenchServer } from '../bench/server.ts';

const basePort = Number(process.env.E2E_PORT ?? 4399);

/** Sends the headers and the first half of an enquiry body, leaving the request in flight. */
async function startSlowEnquiry(port: number): Promise<{ socket: Socket; finish(): void; answer: Promise<string> }> {
  const body = JSON.stringify({ name: 'Slow Sender', email: 'slow@example.com.au', message: 'x'.repeat(2000) });
  const socket = connect(port, '127.0.0.1');
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let received = '';
  socket.on('data', (chunk) => {
    received += chunk.toString('utf8');
  });
  const answer = new Promise<string>((resolve) => socket.once('close', () => resolve(received)));
  socket.write(
    [
      'POST /api/contact HTTP/1.1',
      `Host: 127.0.0.1:${port}`,
      `Origin: http://127.0.0.1:${port}`,
      'Content-Type: application/json',
      `Content-Length: ${Buffer.byteLength(body)}`,
      '',
      '',
    ].join('\r\n') + body.slice(0, 1000),
  );
  return { socket, finish: () => socket.end(body.slice(1000)), answer };
}

function connectionRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', (error: NodeJS.ErrnoException) => resolve(error.code === 'ECONNREFUSED'));
  });
}

/** A GET on a connection of its own, so the primary hands it to the next server process. */
function getOnNewConnection(port: number, path: string, requestId: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get({ host: '127.0.0.1', port, path, agent: false, headers: { 'x-request-id': requestId } }, (response) => {
      response.resume();
      response.once('end', () => resolve(response.statusCode ?? 0));
    }).once('error', reject);
  });
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Sends `count` GETs of the home page, 16 at a time on kept-alive connections, each with its own id. */
async function requestWithIds(server: BenchServer, ids: string[]): Promise<void> {
  let next = 0;
  const sender = async () => {
    while (next < ids.length) {
      const id = ids[next++] ?? '';
      const answer = await fetch(`${server.baseUrl}/`, { headers: { 'x-request-id': id } });
      await answer.arrayBuffer();
      expect(answer.headers.get('x-request-id')).toBe(id);
    }
  };
  await Promise.all(Array.from({ length: 16 }, sender));
}

/** The access lines written for these request ids, however many each has. */
function accessLinesFor(server: BenchServer, ids: string[]): Array<Record<string, unknown>> {
  const wanted = new Set(ids);
  return logLines(server).filter((line) => line.message === 'request' && wanted.has(String(line.requestId)));
}

function logLines(server: BenchServer): Array<Record<string, unknown>> {
  return server
    .output()
    .split('\n')
    .filter((line) => line.startsWith('{'))
    .map((line) => JSON.parse(line) as Record<string, unknown>);
}

test.describe('a server asked to stop', () => {
  test.describe.configure({ timeout: 120_000 });

  test('finishes the request in flight, refuses new connections and exits 0', async () => {
    const port = basePort + 11;
    const server = await startBenchServer(
      port,
      { SHUTDOWN_GRACE_SECONDS: '10', LOG_LEVEL: 'info' },
      { captureOutput: true, captureErrors: true },
    );
    try {
      // The access log first: one line per request, carrying the id the answer was sent with.
      const home = await fetch(`${server.baseUrl}/`);
      const requestId = home.headers.get('x-request-id');
      expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
      await expect
        .poll(() => logLines(server).filter((line) => line.requestId === requestId && line.message === 'request'))
        .toEqual([expect.objectContaining({ method: 'GET', path: '/', status: 200, servedBy: 'site' })]);
      // A client that hangs up mid-request is noted, never logged as an error.
      const abandoned = await startSlowEnquiry(port);
      abandoned.socket.destroy();
      await expect.poll(() => logLines(server).some((line) => line.message === 'request aborted by the client')).toBe(true);

      const inFlight = await startSlowEnquiry(port);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stoppedAt = Date.now();
      process.kill(server.pid, 'SIGTERM');
      await expect.poll(() => connectionRefused(port)).toBe(true);
      inFlight.finish();
      const answer = await inFlight.answer;
      // A complete answer from the site (the enquiry itself is refused: it has no captcha).
      expect(answer).toMatch(/^HTTP\/1\.1 4\d\d /);
      expect(answer).toContain('X-Request-Id');
      expect(await server.exited).toBe(0);
      expect(Date.now() - stoppedAt).toBeLessThan(10_000);
      const lines = logLines(server);
      expect(lines.map((line) => line.message)).toEqual(
        expect.arrayContaining(['stopping: finishing requests in flight', 'stopped']),
      );
      expect(lines.filter((line) => line.level === 'error')).toEqual([]);
    } finally {
      await server.stop();
    }
  });

  test('writes out every buffered access line before it exits: 500 requests, 500 lines', async () => {
    const port = basePort + 14;
    const server = await startBenchServer(port, { LOG_LEVEL: 'info' }, { captureOutput: true, captureErrors: true });
    try {
      const ids = Array.from({ length: 500 }, (_, index) => `flush-on-stop-${index}`);
      await requestWithIds(server, ids);
      // At once: the last lines are still in the buffer, which writes every 100 ms or 2 KB.
      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toBe(0);
      await expect.poll(() => accessLinesFor(server, ids).length).toBe(500);
      expect(new Set(accessLinesFor(server, ids).map((line) => line.requestId)).size).toBe(500);
      expect(accessLinesFor(server, ids).map((line) => line.status)).toEqual(ids.map(() => 200));
    } finally {
      await server.stop();
    }
  });

  test('still writes out its buffered access lines when an uncaught exception ends it, and a new process serves at once', async () => {
    const port = basePort + 15;
    // A real uncaught exception on demand: SIGUSR2 makes the server throw outside any handler (spaces
    // percent-encoded: NODE_OPTIONS splits on them).
    const crashOnSignal = "--import=data:text/javascript,process.on('SIGUSR2',()=>{throw%20new%20Error('crash-on-demand')})";
    const server = await startBenchServer(
      port,
      { LOG_LEVEL: 'info', NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} ${crashOnSignal}`.trim() },
      { captureOutput: true, captureErrors: true },
    );
    try {
      const ids = Array.from({ length: 300 }, (_, index) => `flush-on-crash-${index}`);
      await requestWithIds(server, ids);
      // npm start supervises its one server process (WEB_CONCURRENCY=1): the crash is the serving one's.
      const [serving] = server.servingPids();
      expect(serving).toBeGreaterThan(0);
      process.kill(serving ?? 0, 'SIGUSR2');
      await expect.poll(() => server.errors()).toContain('crash-on-demand');
      await expect.poll(() => accessLinesFor(server, ids).length).toBe(300);
      await expect.poll(() => logLines(server).some((line) => String(line.message).includes(`${serving} exited (1)`))).toBe(true);
      // Replaced: the site answers again, from another process, without anyone restarting it.
      await expect
        .poll(async () => (await fetch(`${server.baseUrl}/robots.txt`).catch(() => null))?.status, { timeout: 30_000 })
        .toBe(200);
      expect(server.servingPids()).not.toContain(serving);
      expect(isRunning(server.pid)).toBe(true);
    } finally {
      await server.stop();
    }
  });

  test('cuts a request that outlasts the grace period and still exits 0', async () => {
    const port = basePort + 12;
    const server = await startBenchServer(
      port,
      { SHUTDOWN_GRACE_SECONDS: '1', LOG_LEVEL: 'info' },
      { captureOutput: true, captureErrors: true },
    );
    try {
      const stuck = await startSlowEnquiry(port);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const stoppedAt = Date.now();
      process.kill(server.pid, 'SIGTERM');
      expect(await stuck.answer).toBe('');
      expect(Date.now() - stoppedAt).toBeGreaterThanOrEqual(900);
      expect(await server.exited).toBe(0);
      expect(logLines(server).map((line) => line.message)).toContain('grace period over: closing the connections still open');
    } finally {
      await server.stop();
    }
  });

  test('with WEB_CONCURRENCY=2 spreads connections over two processes, replaces one that dies, and stops both', async () => {
    const port = basePort + 13;
    const server = await startBenchServer(
      port,
      { WEB_CONCURRENCY: '2', LOG_LEVEL: 'info' },
      { captureOutput: true, captureErrors: true },
    );
    try {
      let round = 0;
      /** The processes that answered 8 requests, each on its own connection, told by their access lines. */
      const servingPids = async () => {
        round += 1;
        const ids = Array.from({ length: 8 }, (_, index) => `stop-test-${round}-${index}`);
        for (const id of ids) expect(await getOnNewConnection(port, '/robots.txt', id)).toBe(200);
        const ours = () => logLines(server).filter((line) => line.message === 'request' && ids.includes(String(line.requestId)));
        await expect.poll(() => ours().length).toBe(8);
        return new Set(ours().map((line) => Number(line.pid)));
      };
      // The second process starts once the first listens: wait until both answer.
      let pids = new Set<number>();
      await expect
        .poll(
          async () => {
            pids = await servingPids();
            return pids.size;
          },
          { timeout: 60_000 },
        )
        .toBe(2);
      expect(pids.has(server.pid)).toBe(false);

      const [killed] = [...pids];
      process.kill(killed ?? 0, 'SIGKILL');
      await expect.poll(() => logLines(server).some((line) => String(line.message).includes(`${killed} exited`))).toBe(true);
      let replaced = new Set<number>();
      await expect
        .poll(
          async () => {
            replaced = await servingPids();
            return replaced.size;
          },
          { timeout: 60_000 },
        )
        .toBe(2);
      expect(replaced.has(killed ?? 0)).toBe(false);

      process.kill(server.pid, 'SIGTERM');
      expect(await server.exited).toBe(0);
      for (const pid of replaced) expect(isRunning(pid)).toBe(false);
      expect(logLines(server).filter((line) => line.message === 'stopped')).toHaveLength(2);
    } finally {
      await server.stop();
    }
  });
});
