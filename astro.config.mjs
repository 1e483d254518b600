// Astro: server-rendered pages on the Node standalone adapter, React islands, Tailwind 4.
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';

export default defineConfig({
  output: 'server',
  adapter: node({ mode: 'standalone' }),
  integrations: [react()],
  // The middleware sets a stricter, per-response policy; Astro's own origin check stays on.
  security: { checkOrigin: true },
  server: { host: true },
  vite: {
    plugins: [tailwindcss()],
    ssr: { external: ['node:sqlite'] },
  },
});
