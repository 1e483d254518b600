import { describe, expect, it } from 'vitest';
import { createLogger, currentRequestId, errorFields, withRequestId } from './log.ts';

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

  it('turns an error into its message and name, without a stack', () => {
    expect(errorFields(new TypeError('bad'))).toEqual({ error: 'bad', errorName: 'TypeError' });
    expect(errorFields('plain')).toEqual({ error: 'plain' });
  });
});
