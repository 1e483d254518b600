// Test helper: a local HTTP server that answers like the Unsplash API (search, one photo, the
// download trigger) and serves the photos' image files itself, so tests and the browser tests run
// with UNSPLASH_API_URL and UNSPLASH_IMAGE_URL pointed at it. Requests without the access key are
// refused with 401 like Unsplash does; every call is recorded for the tests to check.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export const FAKE_UNSPLASH_KEY = 'test-unsplash-access-key';
/** 45 photos: three pages of 20, 20 and 5. */
export const FAKE_PHOTO_COUNT = 45;

export interface FakeUnsplash {
  url: string;
  /** Paths requested (with their query), in order. */
  requests: string[];
  /** Photo ids whose download endpoint was triggered. */
  downloads: string[];
  close(): Promise<void>;
}

const COLOURS = ['#0b2545', '#c99a32', '#2a5d8f', '#5c8a4d', '#8f2a4d'];

function photoJson(base: string, index: number) {
  const id = `fake-${index}`;
  const raw = `${base}/photos-img/${id}?ixid=test${index}`;
  return {
    id,
    description: `Office scene ${index}`,
    alt_description: `People working in a bright office, number ${index}`,
    width: 1600,
    height: 1000,
    urls: { raw, full: raw, regular: `${raw}&w=1080`, small: `${raw}&w=400`, thumb: `${raw}&w=200` },
    links: {
      html: `https://unsplash.com/photos/${id}`,
      download_location: `${base}/photos/${id}/download?ixid=test${index}`,
    },
    user: { name: `Photographer ${index}`, links: { html: `https://unsplash.com/@photographer${index}` } },
  };
}

/**
 * Answers an upstream API should never give, for the searches that ask for them: "huge" (a 2 MB
 * description), "long words" (a 5,000-character title and alt text) and "foreign credit" (credit
 * links off unsplash.com, one of them to a loopback address).
 */
function hostile(query: string, photo: ReturnType<typeof photoJson>): ReturnType<typeof photoJson> {
  if (query === 'huge') return { ...photo, description: 'x'.repeat(2 * 1024 * 1024) };
  if (query === 'long words') return { ...photo, description: 'T'.repeat(5000), alt_description: 'A'.repeat(5000) };
  if (query === 'foreign credit') {
    const index = Number(photo.id.slice('fake-'.length));
    if (index % 2 === 0) return { ...photo, user: { ...photo.user, links: { html: 'http://127.0.0.1:9/credit' } } };
    return { ...photo, links: { ...photo.links, html: 'https://unsplash.com.evil.example/photos/x' } };
  }
  return photo;
}

/**
 * A photo whose words carry what a one-line field refuses: NUL, a right-to-left override, CR/LF and
 * U+2028 in its description and alt text, CR/LF in its photographer's name.
 */
export const CONTROL_TEXT_PHOTO_ID = 'control-text';

function controlTextPhoto(base: string) {
  const photo = photoJson(base, 46);
  return {
    ...photo,
    id: CONTROL_TEXT_PHOTO_ID,
    description: 'Board\u0000room \u202Eweiv\u202C at\r\nnight\u2028Brisbane',
    alt_description: '\tPartners\u0085 meeting\r\n\r\nBcc: x@example.com',
    user: { ...photo.user, name: 'Jane\r\nDoe\u0000' },
  };
}

/** Starts the fake API on `port` (0: any free port). */
export async function startFakeUnsplash(port = 0, host = '127.0.0.1'): Promise<FakeUnsplash> {
  const images = await Promise.all(
    COLOURS.map((colour) =>
      sharp({ create: { width: 160, height: 100, channels: 3, background: colour } })
        .jpeg()
        .toBuffer(),
    ),
  );
  const requests: string[] = [];
  const downloads: string[] = [];
  let base = '';

  function handle(request: IncomingMessage): { status: number; type: string; body: string | Buffer } {
    const url = new URL(request.url ?? '/', base);
    requests.push(`${url.pathname}${url.search}`);
    const image = /^\/photos-img\/fake-(\d+)$/.exec(url.pathname);
    if (image) return { status: 200, type: 'image/jpeg', body: images[Number(image[1]) % images.length] as Buffer };
    if (request.headers.authorization !== `Client-ID ${FAKE_UNSPLASH_KEY}`) {
      return {
        status: 401,
        type: 'application/json',
        body: JSON.stringify({ errors: ['OAuth error: The access token is invalid'] }),
      };
    }
    if (url.pathname === '/search/photos') {
      const query = url.searchParams.get('query') ?? '';
      const page = Number(url.searchParams.get('page') ?? 1);
      const perPage = Number(url.searchParams.get('per_page') ?? 10);
      const total = query === 'nothing' ? 0 : FAKE_PHOTO_COUNT;
      const first = (page - 1) * perPage;
      const results = Array.from({ length: Math.max(0, Math.min(perPage, total - first)) }, (_, i) =>
        hostile(query, photoJson(base, first + i + 1)),
      );
      return {
        status: 200,
        type: 'application/json',
        body: JSON.stringify({ total, total_pages: Math.ceil(total / perPage), results }),
      };
    }
    const download = /^\/photos\/(fake-\d+)\/download$/.exec(url.pathname);
    if (download?.[1]) {
      downloads.push(download[1]);
      return { status: 200, type: 'application/json', body: JSON.stringify({ url: `${base}/photos-img/${download[1]}` }) };
    }
    if (url.pathname === `/photos/${CONTROL_TEXT_PHOTO_ID}`) {
      return { status: 200, type: 'application/json', body: JSON.stringify(controlTextPhoto(base)) };
    }
    const photo = /^\/photos\/fake-(\d+)$/.exec(url.pathname);
    if (photo && Number(photo[1]) >= 1 && Number(photo[1]) <= FAKE_PHOTO_COUNT) {
      return { status: 200, type: 'application/json', body: JSON.stringify(photoJson(base, Number(photo[1]))) };
    }
    return { status: 404, type: 'application/json', body: JSON.stringify({ errors: ['Couldn’t find Photo'] }) };
  }

  const server: Server = createServer((request, response) => {
    const answer = handle(request);
    response.writeHead(answer.status, { 'Content-Type': answer.type, 'Cache-Control': 'no-store' });
    response.end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(port, host, resolve));
  base = `http://${host}:${(server.address() as AddressInfo).port}`;
  return {
    url: base,
    requests,
    downloads,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The environment that points the site at the fake API. */
export function fakeUnsplashEnv(fake: Pick<FakeUnsplash, 'url'>): Record<string, string> {
  return { UNSPLASH_ACCESS_KEY: FAKE_UNSPLASH_KEY, UNSPLASH_API_URL: fake.url, UNSPLASH_IMAGE_URL: fake.url };
}
