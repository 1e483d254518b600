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

/** Prints the generated first-admin password exactly once, on the console that started the server. */
export function announceFirstAdmin(result: { email: string; generatedPassword?: string } | null): void {
  if (!result) return;
  if (result.generatedPassword) {
    console.log(
      [
        '',
        '  First admin account created. This password is shown once: store it now.',
        `    e-mail:   ${result.email}`,
        `    password: ${result.generatedPassword}`,
        '  Sign in at /admin and change it under User Management.',
        '',
      ].join('\n'),
    );
  } else {
    console.log(`First admin account created for ${result.email} (password from ADMIN_PASSWORD).`);
  }
}
