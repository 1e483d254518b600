// The application log: one JSON line per event on stdout/stderr, filtered by LOG_LEVEL.

export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

export interface Logger {
  debug(message: string, fields?: Record<string, unknown>): void;
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
}

export function createLogger(level: LogLevel, write: (line: string, isError: boolean) => void = defaultWrite): Logger {
  const emit = (eventLevel: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>) => {
    if (RANK[eventLevel] < RANK[level]) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level: eventLevel, message, ...fields });
    write(line, RANK[eventLevel] >= RANK.warn);
  };
  return {
    debug: (message, fields) => emit('debug', message, fields),
    info: (message, fields) => emit('info', message, fields),
    warn: (message, fields) => emit('warn', message, fields),
    error: (message, fields) => emit('error', message, fields),
  };
}

function defaultWrite(line: string, isError: boolean): void {
  (isError ? process.stderr : process.stdout).write(`${line}\n`);
}

/** An error as loggable fields, without a stack in production logs. */
export function errorFields(error: unknown): Record<string, unknown> {
  return error instanceof Error ? { error: error.message, errorName: error.name } : { error: String(error) };
}
