// srcset, sizes and <picture> sources built from a stored image's description.
import { describe, expect, it } from 'vitest';
import {
  buildSizes,
  buildSrcset,
  fallbackVariant,
  pictureSources,
  type StoredImage,
  type StoredImageFile,
} from './responsive.ts';

function file(contentType: StoredImageFile['contentType'], width: number): StoredImageFile {
  const extension = contentType.slice('image/'.length);
  const key = `website-images/1700000000000-abcdef123456-${width}w.${extension}`;
  return { key, url: `/media/${key}`, contentType, width, height: width / 2, size: width * 10 };
}

const image: StoredImage = {
  original: { ...file('image/jpeg', 1000), key: 'website-images/1700000000000-abcdef123456.jpg' },
  variants: [file('image/avif', 320), file('image/avif', 640), file('image/webp', 320), file('image/webp', 640)],
};

describe('responsive image markup', () => {
  it('lists one type of variant with its widths for srcset', () => {
    expect(buildSrcset(image, 'image/webp')).toBe(
      '/media/website-images/1700000000000-abcdef123456-320w.webp 320w, /media/website-images/1700000000000-abcdef123456-640w.webp 640w',
    );
  });

  it('offers AVIF before WebP as picture sources', () => {
    expect(pictureSources(image).map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(pictureSources(image)[0]?.srcSet).toBe(buildSrcset(image, 'image/avif'));
  });

  it('writes sizes as media conditions in order, then the fallback width', () => {
    expect(
      buildSizes(
        [
          { media: '(min-width: 1280px)', width: '600px' },
          { media: '(min-width: 768px)', width: '50vw' },
        ],
        '100vw',
      ),
    ).toBe('(min-width: 1280px) 600px, (min-width: 768px) 50vw, 100vw');
    expect(buildSizes([], '160px')).toBe('160px');
  });

  it('falls back to the widest WebP variant, or the original when there is none', () => {
    expect(fallbackVariant(image).width).toBe(640);
    expect(fallbackVariant({ ...image, variants: [] })).toBe(image.original);
  });
});
