// `npm run lock:platforms` after changing dependencies. The registry mirror these machines use lacks
// some other-platform binaries (darwin, win32, musl…), so `npm install` leaves them out of
// package-lock.json and `npm ci` then refuses the lock. This adds a lock entry, with os and cpu, for
// every optional platform package a locked package names: `npm ci` skips them on this platform.
import { readFileSync, writeFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  optional?: boolean;
  os?: string[];
  cpu?: string[];
  libc?: string[];
  optionalDependencies?: Record<string, string>;
  [key: string]: unknown;
}

const OS = ['android', 'darwin', 'freebsd', 'linux', 'openbsd', 'netbsd', 'sunos', 'win32', 'aix', 'openharmony'];
const CPU = ['arm64', 'x64', 'arm', 'ia32', 'wasm32', 'riscv64', 'ppc64', 's390x', 'loong64', 'mips64el'];

function platformOf(name: string): Pick<LockEntry, 'os' | 'cpu' | 'libc'> | null {
  const parts = name.split('/').pop()?.split('-') ?? [];
  const cpu = parts.find((part) => CPU.includes(part));
  const os = parts.find((part) => OS.includes(part));
  if (!cpu) return null;
  if (cpu === 'wasm32') return { cpu: ['wasm32'] };
  if (!os) return null;
  const libc = parts.includes('musl')
    ? ['musl']
    : os === 'linux' && parts.some((part) => part.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { os: [os], cpu: [cpu], ...(libc ? { libc } : {}) };
}

const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, LockEntry> };
let added = 0;
for (const entry of Object.values({ ...lock.packages })) {
  for (const [name, range] of Object.entries(entry.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (lock.packages[key]) continue;
    const platform = platformOf(name);
    const version = range.replace(/^[\^~=]/, '');
    if (!platform || !/^\d+\.\d+\.\d+/.test(version)) continue;
    lock.packages[key] = { version, optional: true, ...platform };
    added++;
  }
}
lock.packages = Object.fromEntries(
  Object.entries(lock.packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))),
);
writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(`Added ${added} platform package entries to package-lock.json.`);
