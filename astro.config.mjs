// Astro: server-rendered pages on the Node adapter, React islands, Tailwind 4.
import node from '@astrojs/node';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { UPLOAD_MAX_MB_CEILING } from './src/platform/config.ts';
import { runtimeStyles } from './src/platform/http/third-party-style-hashes.ts';
import { serverRuntime } from './src/server/astro-integration.ts';

export default defineConfig({
  output: 'server',
  // platform/http/site-server.ts imports the standalone handler (static files + pages) into its own HTTP server
  // for compression; ASTRO_NODE_AUTOSTART=disabled keeps the adapter from listening by itself.
  // The adapter lets in 1 GiB by default; no route takes more than the largest upload setting. The
  // server gate (platform/http/site-server.ts) refuses bodies over the configured upload limit at run time, and
  // each route reads its own body within its own, lower, limit.
  adapter: node({ mode: 'standalone', bodySizeLimit: (UPLOAD_MAX_MB_CEILING + 1) * 1024 * 1024 }),
  // serverRuntime: the built entry also exports the database preparation and the outbox worker.
  integrations: [react(), serverRuntime()],
  security: {
    // Cross-site form posts are refused by src/middleware.ts (isCrossSiteFormPost): Astro's own check
    // would also refuse RFC 8058's one-click unsubscribe, which a mail provider posts without Origin.
    checkOrigin: false,
    // A per-page policy with hashes of every script and style Astro emits; the middleware adds the
    // directives a <meta> policy cannot carry (frame-ancestors).
    csp: {
      // Fonts, fetches and workers (the ALTCHA captcha's proof of work, a file from /_astro/) fall back to
      // default-src and script-src, both 'self': no directive of their own, whose bytes every page would carry.
      directives: [
        "default-src 'self'",
        "img-src 'self' data: blob:",
        "object-src 'none'",
        "base-uri 'self'",
        "form-action 'self'",
      ],
      // sonner (toasts) inserts its stylesheet as a <style> element, empty first: allow exactly that.
      styleDirective: { hashes: runtimeStyles().flatMap((style) => style.hashes) },
    },
  },
  server: { host: true },
  // Inline CSS removes the one render-blocking request: Lighthouse LCP fell from about 1.5 s to 0.8 s
  // (bench/README.md).
  build: { inlineStylesheets: 'always' },
  vite: {
    // The header's scripts are bundles of their own, loaded after the page (src/layouts/header-behaviour.ts).
    plugins: [tailwindcss()],
    // lucide-react bundled, so the server holds the few icons the site draws instead of the whole set
    // (about 7 MB of heap once loaded; bench/README.md, memory).
    ssr: { external: ['node:sqlite'], noExternal: ['lucide-react'] },
  },
});
