// Makes src/server/entry.ts the built server's entry (and the insights conversion worker a file of its
// own), adds the `client:shown` directive (public-shell/shown-directive.ts), compresses the built assets
// once after a build, and under `astro dev` prepares the database and starts the background work inside
// the dev server's own module graph, as the built server does.
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { ASSET_PREFIX, precompressAssets } from '../platform/http/built-assets.ts';

const ENTRY = './src/server/entry.ts';
const RUNTIME = '/src/server/runtime.ts';
const SHOWN_DIRECTIVE = './src/features/public-shell/shown-directive.ts';
/** Started with new Worker(file), so it is a file of its own beside entry.mjs (conversion-thread.server.ts finds it). */
const CONVERSION_WORKER = './src/features/insights/conversion-worker.ts';
const CONVERSION_WORKER_FILE = 'conversion-worker.mjs';

export function serverRuntime(): AstroIntegration {
  return {
    name: 'site:server-runtime',
    hooks: {
      'astro:config:setup': ({ updateConfig, addClientDirective }) => {
        addClientDirective({ name: 'shown', entrypoint: SHOWN_DIRECTIVE });
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'site:server-entry',
                // After the adapter, which sets its own entry as the SSR input.
                enforce: 'post',
                config: () => ({ environments: { ssr: { build: { rolldownOptions: { input: { index: ENTRY } } } } } }),
              },
              {
                // Emitted, not a second input: Astro names every SSR input entry.mjs.
                name: 'site:conversion-worker',
                apply: 'build',
                buildStart() {
                  if (this.environment.name !== 'ssr') return;
                  this.emitFile({ type: 'chunk', id: CONVERSION_WORKER, fileName: CONVERSION_WORKER_FILE });
                },
              },
            ],
          },
        });
      },
      'astro:build:done': ({ dir, logger }) => {
        const count = precompressAssets(fileURLToPath(new URL(`.${ASSET_PREFIX}`, dir)));
        logger.info(`Compressed ${count} assets with brotli and gzip.`);
      },
      'astro:server:setup': async ({ server, logger }) => {
        const runner = (server.environments.ssr as { runner?: { import(id: string): Promise<unknown> } }).runner;
        if (!runner) return;
        const runtime = (await runner.import(RUNTIME)) as typeof import('./runtime.ts');
        const announcement = runtime.firstAdminAnnouncement((await runtime.prepare()).firstAdmin);
        if (announcement) logger.info(announcement);
        runtime.startBackgroundWork();
      },
    },
  };
}
