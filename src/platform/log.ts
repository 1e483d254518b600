// The application log: pino JSON lines on stdout filtered by LOG_LEVEL and written in batches, each
// stamped with the id of the request it was written for, with secrets redacted by field name.
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
const SECRETS = new Set(SECRET_FIELDS);
const CENSOR = '[redacted]';

/**
 * Censors the secret fields of a line, at the top level or one level down, as pino's path redaction
 * (`field` and `*.field`) did, at a fraction of its cost: the merged line is pino's own fresh object, and
 * a caller's nested object is copied before a field of it is censored, so no caller sees its data changed.
 */
function redactSecrets(line: Record<string, unknown>): Record<string, unknown> {
  for (const key in line) {
    const value = line[key];
    // pino leaves out undefined and function values itself.
    if (value === undefined || typeof value === 'function' || !Object.hasOwn(line, key)) continue;
    if (SECRETS.has(key)) {
      line[key] = CENSOR;
    } else if (typeof value === 'object' && value !== null) {
      let copy: Record<string, unknown> | undefined;
      for (const field of SECRET_FIELDS) {
        if (Object.hasOwn(value, field)) {
          copy ??= { ...value };
          copy[field] = CENSOR;
        }
      }
      if (copy) line[key] = copy;
    }
  }
  return line;
}

interface RequestContext {
  requestId: string;
}

// One scope for the process: the site server opens it and the code it runs logs inside it, all in the build.
const requestScope = new AsyncLocalStorage<RequestContext>();

/** Runs `work` so that every line logged inside it, however deep, carries `requestId`. */
export function withRequestId<T>(requestId: string, work: () => T): T {
  return requestScope.run({ requestId }, work);
}

/** The id of the request being answered, if any. */
export function currentRequestId(): string | undefined {
  return requestScope.getStore()?.requestId;
}

/**
 * Lines for stdout wait in memory and are written in batches: once 2 KB have gathered or 100 ms have
 * passed, whichever comes first, so a busy server makes one write per batch instead of one per line and
 * a quiet server's lines still show within a tenth of a second. Each write is synchronous, so nothing is
 * ever half-written in the background: whatever is still buffered when the process exits (a graceful
 * stop, `process.exit`, an uncaught exception) is written out on the way. A write holds whole lines and at
 * most 4 KB (unless one line alone is longer), what a pipe takes in one piece, so the lines of
 * WEB_CONCURRENCY processes sharing stdout do not interleave.
 */
const BATCH_BYTES = 2048;
const PIPE_ATOMIC_BYTES = 4096;
const FLUSH_EVERY_MS = 100;

type Stdout = ReturnType<typeof pino.destination>;

// One buffer per process, shared like the request scope by scripts/ and the server bundle, so lines
// keep their order and one exit hook writes out what all the loggers left.
const STDOUT_KEY = Symbol.for('calderrowe.log.stdout');
const processWide = globalThis as { [STDOUT_KEY]?: Stdout };

function bufferedStdout(): Stdout {
  let stdout = processWide[STDOUT_KEY];
  if (!stdout) {
    const created = pino.destination({
      dest: 1,
      sync: true,
      minLength: BATCH_BYTES,
      maxWrite: PIPE_ATOMIC_BYTES,
      periodicFlush: FLUSH_EVERY_MS,
    });
    process.on('exit', () => flushStdout(created));
    processWide[STDOUT_KEY] = created;
    stdout = created;
  }
  return stdout;
}

function flushStdout(stdout: Stdout): void {
  try {
    stdout.flushSync();
  } catch {
    // stdout is gone (a closed pipe): there is nowhere left to write to.
  }
}

/** The ISO time of the current millisecond, made once per millisecond rather than once per line. */
let stampedAt = 0;
let stamp = '';
function timestamp(): string {
  const now = Date.now();
  if (now !== stampedAt) {
    stampedAt = now;
    stamp = `,"time":"${new Date(now).toISOString()}"`;
  }
  return stamp;
}

/**
 * A logger writing JSON lines (`time`, `level`, `message`, `requestId` when inside a request, then the
 * fields). `write` receives each line as it is logged; by default lines go to stdout in batches.
 */
export function createLogger(level: LogLevel, write?: (line: string) => void): Logger {
  const destination = write
    ? { write: (line: string) => write(line.endsWith('\n') ? line.slice(0, -1) : line) }
    : bufferedStdout();
  const log = pino(
    {
      level,
      // The process id tells apart the lines of WEB_CONCURRENCY processes writing to one stream.
      base: { pid: process.pid },
      messageKey: 'message',
      timestamp,
      formatters: { level: (label) => ({ level: label }), log: redactSecrets },
      mixin: () => {
        const requestId = requestScope.getStore()?.requestId;
        return requestId ? { requestId } : {};
      },
    },
    destination,
  );
  return {
    debug: (message, fields) => log.debug(fields ?? {}, message),
    info: (message, fields) => log.info(fields ?? {}, message),
    warn: (message, fields) => log.warn(fields ?? {}, message),
    error: (message, fields) => log.error(fields ?? {}, message),
    flush: () => {
      if (!write) flushStdout(destination as Stdout);
    },
  };
}

/** An error as loggable fields, without a stack in production logs. */
export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, errorName: error.name } : { error: String(error) };
}
