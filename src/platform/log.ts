// The application log: pino JSON lines on stdout filtered by LOG_LEVEL, each stamped with the id of
// the request it was written for, with secrets redacted by field name wherever a caller puts them.
import { AsyncLocalStorage } from 'node:async_hooks';
import { pino } from 'pino';

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
  /** Writes out what is buffered: the last step before the process exits. */
  flush(): void;
}

/**
 * Field names whose values never reach a log line, at the top level or one level down: passwords,
 * session tokens and cookies, captcha solutions, and what a visitor wrote in an enquiry.
 */
const SECRET_FIELDS = [
  'password',
  'newPassword',
  'currentPassword',
  'token',
  'sessionToken',
  'authorization',
  'cookie',
  'setCookie',
  'captcha',
  'captchaSolution',
  'solution',
  'secret',
  'body',
  'enquiryMessage',
];
const REDACT_PATHS = SECRET_FIELDS.flatMap((field) => [field, `*.${field}`]);

interface RequestContext {
  requestId: string;
}

// The scope is kept on globalThis because scripts/serve.ts (which opens it) and the built server
// bundle (whose code logs inside it) each load their own copy of this module.
const SCOPE_KEY = Symbol.for('calderrowe.log.requestScope');
const shared = globalThis as { [SCOPE_KEY]?: AsyncLocalStorage<RequestContext> };
shared[SCOPE_KEY] ??= new AsyncLocalStorage<RequestContext>();
const requestScope = shared[SCOPE_KEY];

/** Runs `work` so that every line logged inside it, however deep, carries `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/**
 * A logger writing JSON lines (`time`, `level`, `message`, `requestId` when inside a request, then the
 * fields). `write` receives each line; by default lines go to stdout without blocking the request.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const destination = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : pino.destination({ dest: 1, sync: false });
  const log = pino(
    {
      level,
      // The process id tells apart the lines of WEB_CONCURRENCY processes writing to one stream.
      base: { pid: process.pid },
      messageKey: 'message',
      timestamp: () => `,"time":"${new Date().toISOString()}"`,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => {
        const requestId = requestScope.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
      redact: { paths: REDACT_PATHS, censor: '[redacted]' },
    },
    destination,
  );
  return {
    debug: (message, fields) => log.debug(fields ?? {}, message),
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
    flush: () => {
      if ('flushSync' in destination && typeof destination.flushSync === 'function') {
        try {
          destination.flushSync();
        } catch {
          // Not ready yet (nothing written): nothing to flush.
        }
      }
    },
  };
}

/** An error as loggable fields, without a stack in production logs. */
export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, errorName: error.name } : { error: String(error) };
}
