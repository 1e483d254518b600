// The fake Unsplash API the browser tests run against: its port (next to the site's E2E_PORT, so
// parallel runs on other ports do not collide) and the settings that point the site at it.
import { FAKE_UNSPLASH_KEY } from '../src/features/images/unsplash-server.testing.ts';

export function e2eUnsplashPort(): number {
  return Number(process.env.E2E_UNSPLASH_PORT ?? Number(process.env.E2E_PORT ?? 4399) + 2000);
}

export function e2eUnsplashEnv(): Record<string, string> {
  const url = `http://127.0.0.1:${e2eUnsplashPort()}`;
  return { UNSPLASH_ACCESS_KEY: FAKE_UNSPLASH_KEY, UNSPLASH_API_URL: url, UNSPLASH_IMAGE_URL: url };
}
