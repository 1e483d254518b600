// Playwright global setup: starts the fake Unsplash API (src/features/images/unsplash-server.testing.ts)
// on its fixed port next to the site's, which the site under test is configured to call; stops it afterwards.
import { startFakeUnsplash } from '../src/features/images/unsplash-server.testing.ts';
import { e2eUnsplashPort } from './unsplash.ts';

export default async function startUnsplash(): Promise<() => Promise<void>> {
  const fake = await startFakeUnsplash(e2eUnsplashPort());
  return () => fake.close();
}
