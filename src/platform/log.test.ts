import { spawn } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { createLogger, currentRequestId, errorFields, withRequestId } from './log.ts';

/**
 * Runs `script` in a Node process of its own with `createLogger` imported from this module, and
 * gives back its stdout lines, its exit code, and when (ms after its start) each chunk of stdout came and it ended.
 */
function runLoggingProcess(
  script: string,
): Promise<{ lines: string[]; code: number | null; arrivals: number[]; closedAt: number }> {
  const source = `import { createLogger } from ${JSON.stringify(new URL('./log.ts', import.meta.url).href)};\n${script}`;
  const child = spawn(process.execPath, ['--input-type=module', '--eval', source], { stdio: ['ignore', 'pipe', 'ignore'] });
  const started = Date.now();
  let output = '';
  const arrivals: number[] = [];
  child.stdout.on('data', (chunk: Buffer) => {
    arrivals.push(Date.now() - started);
    output += chunk.toString('utf8');
  });
  return new Promise((resolve) =>
    child.once('close', (code) =>
      resolve({ lines: output.split('\n').filter(Boolean), code, arrivals, closedAt: Date.now() - started }),
    ),
  );
}

function capture(level: Parameters<typeof createLogger>[0] = 'debug') {
  const lines: string[] = [];
  const logger = createLogger(level, (line) => lines.push(line));
  const parsed = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return { logger, lines, parsed };
}

describe('the application log', () => {
  it('writes one JSON line with time, level label, message and the fields', () => {
    const { logger, parsed } = capture();
    logger.info('enquiry stored', { enquiry: 42 });
    const [line] = parsed();
    expect(line).toMatchObject({ level: 'info', message: 'enquiry stored', enquiry: 42 });
    expect(Number.isNaN(Date.parse(String(line?.time)))).toBe(false);
  });

  it('drops lines below LOG_LEVEL and writes nothing when silent', () => {
    const warnOnly = capture('warn');
    warnOnly.logger.info('routine');
    warnOnly.logger.warn('odd');
    expect(warnOnly.parsed().map((line) => line.message)).toEqual(['odd']);
    const silent = capture('silent');
    silent.logger.error('boom');
    expect(silent.lines).toEqual([]);
  });

  it('stamps every line written inside a request with its id, however deep the call', async () => {
    const { logger, parsed } = capture();
    await withRequestId('req-1', async () => {
      await new Promise((resolve) => setTimeout(resolve, 1));
      expect(currentRequestId()).toBe('req-1');
      logger.warn('inside');
    });
    logger.info('outside');
    expect(parsed()).toEqual([
      expect.objectContaining({ message: 'inside', requestId: 'req-1' }),
      expect.not.objectContaining({ requestId: expect.anything() }),
    ]);
  });

  it('never writes passwords, session tokens, cookies, captcha solutions or enquiry bodies', () => {
    const { logger, lines } = capture();
    logger.info('careless caller', {
      password: 'hunter2-password',
      user: { newPassword: 'new-secret-pass', email: 'a@b.co' },
      sessionToken: 'tok.en.value',
      headers: { cookie: 'session=abc123', authorization: 'Bearer xyz789' },
      captcha: 'solution-payload',
      body: 'Please value my agency',
    });
    const text = lines.join('\n');
    for (const secret of [
      'hunter2-password',
      'new-secret-pass',
      'tok.en.value',
      'abc123',
      'xyz789',
      'solution-payload',
      'value my agency',
    ]) {
      expect(text).not.toContain(secret);
    }
    expect(text).toContain('a@b.co');
    expect(text).toContain('[redacted]');
  });

  it('leaves the fields a caller passed as they were while redacting its line', () => {
    const { logger, lines } = capture();
    const fields = { user: { token: 'tok', email: 'a@b.co' }, password: 'pw' };
    logger.info('careful caller', fields);
    expect(fields).toEqual({ user: { token: 'tok', email: 'a@b.co' }, password: 'pw' });
    expect(JSON.parse(lines[0] ?? '{}')).toMatchObject({
      user: { token: '[redacted]', email: 'a@b.co' },
      password: '[redacted]',
    });
  });

  it('writes every buffered stdout line, in order, when the process crashes or exits', async () => {
    const logAndEnd = (end: string) =>
      runLoggingProcess(`const log = createLogger('info');
for (let index = 0; index < 250; index++) log.info('request', { index });
${end}`);
    for (const [end, code] of [
      ["throw new Error('crash');", 1],
      ['process.exit(3);', 3],
      ['', 0],
    ] as const) {
      const run = await logAndEnd(end);
      expect(run.code).toBe(code);
      expect(run.lines.map((line) => (JSON.parse(line) as { index: number }).index)).toEqual(
        Array.from({ length: 250 }, (_, index) => index),
      );
    }
  });

  it('shows a quiet process its lines within a fraction of a second, not at exit', async () => {
    const run = await runLoggingProcess(`createLogger('info').info('alone');
setTimeout(() => {}, 2000);`);
    expect(run.lines).toHaveLength(1);
    expect(run.closedAt - (run.arrivals[0] ?? run.closedAt)).toBeGreaterThan(1000);
  });

  it('turns an error into its message and name, without a stack', () => {
    expect(errorFields(new TypeError('bad'))).toEqual({ error: 'bad', errorName: 'TypeError' });
    expect(errorFields('plain')).toEqual({ error: 'plain' });
  });
});
