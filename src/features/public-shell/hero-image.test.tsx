import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heroPreload } from '../images/page-image.ts';
import type { PageImage } from '../images/types.ts';
import ContentImage from './ContentImage.tsx';
import PageHero from './PageHero.tsx';
import { publicPage } from './public-page.server.ts';

const photo: PageImage = {
  id: 'photo',
  src: '/media/website-images/1-abc-1920w.webp',
  alt: 'Brisbane at dusk',
  width: 3000,
  height: 2000,
  srcSets: [
    { type: 'image/avif', srcSet: '/media/website-images/1-abc-768w.avif 768w, /media/website-images/1-abc-1920w.avif 1920w' },
    { type: 'image/webp', srcSet: '/media/website-images/1-abc-768w.webp 768w, /media/website-images/1-abc-1920w.webp 1920w' },
  ],
};

const meta = { title: 'About', description: 'About the firm', keywords: [], path: '/about' };

describe('the hero image', () => {
  it('is fetched eagerly with high priority and decoded with the frame it arrives in', () => {
    const html = renderToStaticMarkup(<PageHero title="About" image={photo} />);
    const img = html.match(/<img [^>]*>/)?.[0] ?? '';
    expect(img).toContain('loading="eager"');
    expect(img).toContain('fetchPriority="high"');
    expect(img).toContain('sizes="100vw"');
    expect(img).not.toContain('decoding=');
  });

  it('leaves an image in the content lazy and decoded off the main thread', () => {
    const img = renderToStaticMarkup(<ContentImage image={photo} />).match(/<img [^>]*>/)?.[0] ?? '';
    expect(img).toContain('loading="lazy"');
    expect(img).toContain('decoding="async"');
    expect(img).not.toContain('fetchPriority');
  });

  it('is preloaded once, from the head, with the AVIF sources and sizes the picture offers: no Link header repeats them', () => {
    const { preloadImageSet } = heroPreload(photo);
    expect(preloadImageSet).toEqual({ srcSet: photo.srcSets?.[0]?.srcSet, sizes: '100vw', type: 'image/avif' });
    const headers = new Headers();
    publicPage({ response: { headers } }, { meta: { ...meta, ...heroPreload(photo) }, props: {} });
    expect(headers.has('Link')).toBe(false);
  });
});
