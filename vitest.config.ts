// Unit and integration tests sit next to the code as *.test.ts; end-to-end tests live in e2e/.
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    environment: 'node',
    // Integration tests share one PostgreSQL database when TEST_DATABASE_URL is set; files run one at a time.
    fileParallelism: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
