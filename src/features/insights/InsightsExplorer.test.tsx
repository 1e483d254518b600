import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import InsightsExplorer, { fetchInsights, insightsErrorText, LOADING_PLACEHOLDERS } from './InsightsExplorer.tsx';

let server: Server | undefined;
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

/** A real HTTP server answering /api/insights, and a fetch that resolves the page-relative URL against it. */
async function serve(status: number, body: unknown): Promise<typeof fetch> {
  server = createServer((_request, response) => {
    response.writeHead(status, { 'Content-Type': 'application/json' });
    response.end(JSON.stringify(body));
  });
  await new Promise<void>((resolve) => server?.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return (input, init) => fetch(new URL(String(input), `http://127.0.0.1:${port}`), init);
}

describe('the insights list fetched in the browser', () => {
  it('shows six placeholder cards while loading', () => {
    expect(LOADING_PLACEHOLDERS).toBe(6);
    const html = renderToStaticMarkup(<InsightsExplorer />);
    expect(html.match(/data-testid="insight-placeholder"/g)).toHaveLength(6);
  });

  it('shows the empty message when there are no insights', () => {
    expect(renderToStaticMarkup(<InsightsExplorer initialInsights={[]} />)).toContain('No insights available at the moment.');
  });

  it('reads the insights from the API', async () => {
    const fetcher = await serve(200, { count: 1, insights: [{ id: 'a', title: 'A' }] });
    expect(await fetchInsights(fetcher)).toEqual([{ id: 'a', title: 'A' }]);
  });

  it('reports a non-OK answer as "HTTP error! status: {code}"', async () => {
    const fetcher = await serve(503, { error: 'down' });
    await expect(fetchInsights(fetcher)).rejects.toThrow('HTTP error! status: 503');
  });

  it('words a failure as "Error loading insights: {message}", falling back to "Failed to fetch insights"', () => {
    expect(insightsErrorText(new Error('HTTP error! status: 500'))).toBe('Error loading insights: HTTP error! status: 500');
    expect(insightsErrorText(new Error(''))).toBe('Error loading insights: Failed to fetch insights');
    expect(insightsErrorText('boom')).toBe('Error loading insights: Failed to fetch insights');
  });
});

describe('an insight card on the public list', () => {
  const insight = {
    id: 'selling-your-agency',
    title: 'Selling Your Agency',
    category: 'Valuation',
    excerpt: 'What buyers look for.',
    author: 'David Calder',
    read_time: '5 min read',
    date: '2026-01-15',
    image_url: null,
    image: null,
    author_url: null,
    reviewed_on: null,
  };

  it('has one link, stretched over the whole card so a click anywhere on it opens the dialog', () => {
    const html = renderToStaticMarkup(<InsightsExplorer initialInsights={[insight]} />);
    const links = html.match(/<a [^>]*>/g) ?? [];
    expect(links).toHaveLength(1);
    expect(links[0]).toContain('href="/resources/insights/selling-your-agency"');
    expect(links[0]).toContain('aria-haspopup="dialog"');
    expect(links[0]).toMatch(/after:absolute after:inset-0/);
    expect(html).toMatch(/<article [^>]*class="relative /);
  });
});
