// Before the browser tests: makes sure the system Chromium exists, installing it with apt-get when
// running as root, and otherwise stopping with the command to run.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH as CHROMIUM } from '../e2e/chromium.ts';

if (!existsSync(CHROMIUM)) {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `Chromium was not found at ${CHROMIUM}. Install it with:\n  sudo apt-get install -y chromium\n(or set CHROMIUM_PATH to a Chromium binary) and run npm test again.`,
    );
    process.exit(1);
  }
  console.log('Chromium is missing; installing it with apt-get...');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  let install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  if (install.status !== 0) {
    spawnSync('apt-get', ['update'], { stdio: 'inherit', env });
    install = spawnSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium'], { stdio: 'inherit', env });
  }
  if (install.status !== 0 || !existsSync(CHROMIUM)) {
    console.error('Installing Chromium failed. Run: apt-get update && apt-get install -y chromium');
    process.exit(1);
  }
}
