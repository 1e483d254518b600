// Unit and integration tests sit next to the code as *.test.ts; end-to-end tests live in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Migrates the template databases the tests copy (src/platform/db/database.testing.ts) once per run.
    globalSetup: ['src/platform/db/database.global-setup.ts'],
    // Files run in parallel, one per core: on PostgreSQL each worker has its own database.
    maxWorkers: 2,
    // Two files share two cores: a slow sign-in test must not time out on a loaded machine.
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
});
