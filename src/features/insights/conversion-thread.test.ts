// The bulk conversion's worker thread: converts as the pure function does, keeps the event loop free,
// and past its time budget ends the worker and goes on with a fresh one.
import { afterEach, describe, expect, it } from 'vitest';
import { convertInsightText } from './conversion.ts';
import { ConversionThread, ConversionTimeout } from './conversion-thread.server.ts';

const AMERICAN = { title: 'The Color of an Organization', excerpt: 'We analyze behavior.', content: '<p>A color center.</p>' };
const LARGE = { title: 'Large', excerpt: '', content: `<p>${'We analyze color, flavor and behavior. '.repeat(5000)}</p>` };

describe('the conversion thread', () => {
  const thread = new ConversionThread();
  afterEach(() => thread.close());

  it('converts in a worker exactly as convertInsightText does', async () => {
    expect(await thread.convert(AMERICAN)).toEqual(convertInsightText(AMERICAN));
    expect(await thread.convert(LARGE)).toEqual(convertInsightText(LARGE));
  });

  it('leaves the event loop free while it converts', async () => {
    let ticks = 0;
    const ticker = setInterval(() => {
      ticks += 1;
    }, 1);
    try {
      for (let i = 0; i < 3; i += 1) await thread.convert(LARGE);
    } finally {
      clearInterval(ticker);
    }
    // Converting on this thread would leave no tick between the start and the end.
    expect(ticks).toBeGreaterThan(3);
  });

  it('gives up past the time budget and converts the next insight in a fresh worker', async () => {
    await expect(thread.convert(LARGE, 1)).rejects.toBeInstanceOf(ConversionTimeout);
    expect(await thread.convert(AMERICAN)).toEqual(convertInsightText(AMERICAN));
  });
});
