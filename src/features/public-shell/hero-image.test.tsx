import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { heroPreload, preloadLinkHeader } from '../images/page-image.ts';
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

  it('is preloaded by a Link header naming the same AVIF sources and sizes as the page', () => {
    const headers = new Headers();
    publicPage({ response: { headers } }, { meta: { ...meta, ...heroPreload(photo) }, props: {} });
    expect(headers.get('Link')).toBe(
      '</media/website-images/1-abc-1920w.webp>; rel=preload; as=image; ' +
        'imagesrcset="/media/website-images/1-abc-768w.avif 768w, /media/website-images/1-abc-1920w.avif 1920w"; ' +
        'imagesizes="100vw"; type="image/avif"; fetchpriority=high',
    );
  });

  it('is preloaded by its address when it has no responsive sources', () => {
    expect(preloadLinkHeader({ preloadImage: '/uploads/valuation.png' })).toBe(
      '</uploads/valuation.png>; rel=preload; as=image; fetchpriority=high',
    );
  });

  it('sends no Link header for bundled artwork (inlined, no request) or a page without a hero', () => {
    const headers = new Headers();
    publicPage({ response: { headers } }, { meta: { ...meta, preloadImage: '/images/site/about-hero.svg' }, props: {} });
    publicPage({ response: { headers } }, { meta, props: {} });
    expect(headers.has('Link')).toBe(false);
  });

  it('sends no Link header for an address a header cannot carry as it is', () => {
    for (const address of ['/media/a"b.avif', '/media/a;b.avif', '/media/a>b.avif', '/media/été.avif', '/media/a\r\nb.avif']) {
      expect(preloadLinkHeader({ preloadImage: address }), address).toBeNull();
      expect(
        preloadLinkHeader({ preloadImage: '/media/a.webp', preloadImageSet: { srcSet: `${address} 640w`, sizes: '100vw' } }),
        address,
      ).toBeNull();
    }
  });
});
