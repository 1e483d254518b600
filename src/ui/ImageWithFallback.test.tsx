// The image as first rendered: every attribute passed through, no fallback yet; the placeholder is an
// inline SVG that cannot fail to load. (The swap on a load error is browser behaviour: see the header.)
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ImageWithFallback, PLACEHOLDER_IMAGE } from './ImageWithFallback.tsx';
import { attributesOf } from './markup.testing.ts';

describe('the image with a fallback', () => {
  it('renders the image with its sizes, srcset, dimensions and text alternative', () => {
    const html = renderToStaticMarkup(
      <ImageWithFallback
        src="/media/team/jo.webp?v=3"
        srcSet="/media/team/jo-320.webp 320w, /media/team/jo-640.webp 640w"
        sizes="(min-width: 640px) 320px, 100vw"
        width={320}
        height={320}
        alt="Portrait of Jo Citizen"
        loading="lazy"
        className="rounded-full"
      />,
    );
    expect(attributesOf(html, 'img')).toEqual({
      src: '/media/team/jo.webp?v=3',
      srcSet: '/media/team/jo-320.webp 320w, /media/team/jo-640.webp 640w',
      sizes: '(min-width: 640px) 320px, 100vw',
      width: '320',
      height: '320',
      alt: 'Portrait of Jo Citizen',
      loading: 'lazy',
      class: 'rounded-full',
    });
  });

  it('offers AVIF and WebP sources in a <picture> before the image, with the same sizes', () => {
    const html = renderToStaticMarkup(
      <ImageWithFallback
        src="/media/team/jo-480w.webp"
        sources={[
          { type: 'image/avif', srcSet: '/media/team/jo-160w.avif 160w, /media/team/jo-320w.avif 320w' },
          { type: 'image/webp', srcSet: '/media/team/jo-160w.webp 160w' },
          { type: 'image/jxl', srcSet: '' },
        ]}
        sizes="160px"
        alt="Portrait of Jo Citizen"
      />,
    );
    expect(html).toBe(
      '<picture class="contents"><source type="image/avif" srcSet="/media/team/jo-160w.avif 160w, /media/team/jo-320w.avif 320w" sizes="160px"/>' +
        '<source type="image/webp" srcSet="/media/team/jo-160w.webp 160w" sizes="160px"/>' +
        '<img alt="Portrait of Jo Citizen" src="/media/team/jo-480w.webp" sizes="160px"/></picture>',
    );
  });

  it('has a placeholder that is an SVG image inside the page, with its own size', () => {
    expect(PLACEHOLDER_IMAGE.startsWith('data:image/svg+xml,')).toBe(true);
    const svg = decodeURIComponent(PLACEHOLDER_IMAGE.slice('data:image/svg+xml,'.length));
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" viewBox="0 0 160 120" width="160" height="120">.*<\/svg>$/);
  });
});
