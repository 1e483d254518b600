// The answer when the database stays locked longer than a request may wait: 503 with Retry-After,
// as JSON for API requests and as a small page for everything else, so nobody meets a blank 500.

import { BUSY_RETRY_AFTER_SECONDS } from '../db/busy.ts';
import { PRIVATE_NO_STORE } from './http-caching.ts';
import { jsonResponse } from './json-response.ts';

export const BUSY_MESSAGE = 'The site is busy for a moment. Please try again in a few seconds.';

const BUSY_PAGE = `<!doctype html>
<html lang="en-AU">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Busy for a moment</title></head>
<body>
<main>
<h1>Busy for a moment</h1>
<p>${BUSY_MESSAGE}</p>
<p><a href="/">Return to Homepage</a></p>
</main>
</body>
</html>
`;

export function databaseBusyResponse(request: Request): Response {
  const headers = { 'Retry-After': String(BUSY_RETRY_AFTER_SECONDS), 'Cache-Control': PRIVATE_NO_STORE };
  if (new URL(request.url).pathname.startsWith('/api/')) return jsonResponse({ message: BUSY_MESSAGE }, 503, headers);
  return new Response(request.method === 'HEAD' ? null : BUSY_PAGE, {
    status: 503,
    headers: { ...headers, 'Content-Type': 'text/html; charset=utf-8' },
  });
}
