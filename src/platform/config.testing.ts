// For configuration tests: the problems parseConfig reports for an environment.
import { ConfigError, parseConfig } from './config.ts';

export function problemsFor(env: Record<string, string>): string[] {
  try {
    parseConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}
