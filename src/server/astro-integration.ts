// Makes src/server/entry.ts the built server's entry, and under `astro dev` prepares the database and
// starts the background work inside the dev server's own module graph, as the built server does.
import type { AstroIntegration } from 'astro';

const ENTRY = './src/server/entry.ts';
const RUNTIME = '/src/server/runtime.ts';

export function serverRuntime(): AstroIntegration {
  return {
    name: 'site:server-runtime',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            plugins: [
              {
                name: 'site:server-entry',
                // After the adapter, which sets its own entry as the SSR input.
                enforce: 'post',
                config: () => ({ environments: { ssr: { build: { rolldownOptions: { input: { index: ENTRY } } } } } }),
              },
            ],
          },
        });
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
