// Shared start-up for command-line scripts: configuration errors end the process with their message.
import { type AppConfig, ConfigError, getConfig } from '../src/platform/config.ts';

export function loadConfigOrExit(): AppConfig {
  try {
    return getConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}
