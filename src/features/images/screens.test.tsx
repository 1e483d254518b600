// Image Management's words, cards and rules, rendered to HTML exactly as the spec words them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { IMAGES_AREA } from './area.ts';
import { uploadCategory } from './catalogue.ts';
import { ImageCard } from './ImageCard.tsx';
import { keepImageFiles } from './ImageDialogs.tsx';
import { ImagesScreen } from './ImagesScreen.tsx';
import { cacheBusted, DEFAULT_FILTERS, matchesFilters, previewOf } from './image-view.ts';
import { missingAlt, slotImage } from './SlotsView.tsx';
import { IMAGE_MESSAGES, parseTags } from './schema.ts';
import type { LibraryImage } from './types.ts';
import { formatTotal } from './UnsplashDialog.tsx';

const image = (id: string, overrides: Partial<LibraryImage> = {}): LibraryImage => ({
  id,
  filename: `${id}.png`,
  storage_path: `website-images/${id}.png`,
  public_url: `/media/website-images/${id}.png`,
  mime_type: 'image/png',
  file_size: 1536,
  width: 800,
  height: 600,
  category: 'content',
  page_name: 'home',
  component_name: 'hero',
  usage_context: null,
  image_source: 'uploaded',
  title: null,
  alt_text: 'Alt',
  tags: null,
  original_url: null,
  is_active: true,
  is_decorative: false,
  file_location: 'Local storage',
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-02T00:00:00.000Z',
  stored: null,
  unsplash: null,
  ...overrides,
});

const noActions = { onToggle() {}, onEdit() {}, onDelete() {}, onReplace() {} };

describe('the image screen', () => {
  it('uses the spec wording for its heading, messages, questions and toasts', () => {
    expect(IMAGES_AREA.title).toBe('Image Management');
    expect(IMAGE_MESSAGES).toMatchObject({
      loading: 'Loading images...',
      subtitle: 'Manage your website images',
      empty: 'No images found matching your criteria.',
      noFiles: 'Please select at least one image',
      onlyImages: 'Only image files are allowed',
      updated: 'Image updated successfully',
      deleted: 'Image deleted successfully',
      replaced: 'Image replaced successfully! Page will refresh to show changes.',
      sameImage: 'You selected the same image that is already in use.',
      uploadFailed: 'Failed to upload images',
      updateFailed: 'Failed to update image',
      fetchFailed: 'Failed to fetch images',
      deleteFailed: 'Failed to delete image',
      searchErrorTitle: 'Search Error',
      searchFailed: 'Failed to search Unsplash images. Please try again.',
      unsplashFailed: 'Failed to process Unsplash image',
    });
    expect(IMAGE_MESSAGES.uploaded(2)).toBe('2 image(s) uploaded successfully');
    expect(IMAGE_MESSAGES.unsplashAdded('Office')).toBe('Unsplash image "Office" added successfully');
    expect(IMAGE_MESSAGES.deleteQuestion('a.png')).toBe('Are you sure you want to delete "a.png"? This action cannot be undone.');
    expect(IMAGE_MESSAGES.bulkDeleteQuestion(3)).toBe(
      'Are you sure you want to delete 3 selected images? This action cannot be undone.',
    );
  });

  it('shows the header and buttons to editors, and says how to turn Unsplash on without a key', () => {
    const html = renderToStaticMarkup(<ImagesScreen title={IMAGES_AREA.title} canManage unsplashEnabled={false} />);
    expect(text(html)).toContain('Image Management');
    expect(text(html)).toContain('Upload Images');
    expect(text(html)).toContain('Add from Unsplash');
    expect(text(html)).toContain('Loading images...');
    expect(text(html)).toContain(IMAGE_MESSAGES.unsplashDisabled);
    expect(IMAGE_MESSAGES.unsplashDisabled).toContain('UNSPLASH_ACCESS_KEY');
  });

  it('shows viewers no change buttons', () => {
    const html = renderToStaticMarkup(<ImagesScreen title={IMAGES_AREA.title} canManage={false} unsplashEnabled />);
    expect(text(html)).not.toContain('Upload Images');
    expect(text(html)).not.toContain('Add from Unsplash');
    const card = renderToStaticMarkup(
      <ImageCard image={image('a')} canManage={false} unsplashEnabled selecting={false} selected={false} {...noActions} />,
    );
    expect(card).toContain('aria-label="View a.png"');
    expect(card).not.toContain('Edit a.png');
    expect(card).not.toContain('Delete a.png');
  });

  it('shows each card’s source, placement, size, type, category and location, and view original only for Unsplash', () => {
    const card = text(
      renderToStaticMarkup(
        <ImageCard
          image={image('a', { title: 'Office' })}
          canManage
          unsplashEnabled
          selecting={false}
          selected={false}
          {...noActions}
        />,
      ),
    );
    for (const part of ['Uploaded', 'Office', 'Home', 'HeroSection', '1.5 KB', 'image/png', 'Content', 'Local storage']) {
      expect(card).toContain(part);
    }
    const unsplash = renderToStaticMarkup(
      <ImageCard
        image={image('u', {
          image_source: 'unsplash',
          original_url: 'https://unsplash.com/photos/u',
          unsplash: {
            photoId: 'u',
            rawUrl: 'https://images.unsplash.com/u?ixid=1',
            photographer: 'Ana',
            photographerUrl: 'https://unsplash.com/@ana',
            photoUrl: 'https://unsplash.com/photos/u',
          },
        })}
        canManage
        unsplashEnabled
        selecting={false}
        selected={false}
        {...noActions}
      />,
    );
    expect(unsplash).toContain('View original of u.png on Unsplash');
    expect(card).not.toContain('View original');
  });

  it('cache-busts previews with the image’s update time', () => {
    expect(cacheBusted('/media/a.png', '2026-01-02T00:00:00.000Z')).toBe('/media/a.png?v=2026-01-02T00%3A00%3A00.000Z');
    expect(cacheBusted('https://x/a?ixid=1', 't')).toBe('https://x/a?ixid=1&v=t');
    expect(previewOf(image('a')).src).toBe('/media/website-images/a.png?v=2026-01-02T00%3A00%3A00.000Z');
  });

  it('filters by search in filename, title or alt text, and by source, page, component and category; Home by default', () => {
    const home = image('home-one', { title: 'Skyline' });
    const about = image('about-one', { page_name: 'about', component_name: 'story', alt_text: 'Founders' });
    expect(DEFAULT_FILTERS.page).toBe('home');
    expect([home, about].filter((item) => matchesFilters(item, DEFAULT_FILTERS)).map((item) => item.id)).toEqual(['home-one']);
    const all = { ...DEFAULT_FILTERS, page: 'all' };
    expect(matchesFilters(about, { ...all, search: 'FOUNDERS' })).toBe(true);
    expect(matchesFilters(home, { ...all, search: 'sky' })).toBe(true);
    expect(matchesFilters(home, { ...all, search: 'home-one.png' })).toBe(true);
    expect(matchesFilters(home, { ...all, source: 'unsplash' })).toBe(false);
    expect(matchesFilters(about, { ...all, component: 'story' })).toBe(true);
    expect(matchesFilters(about, { ...all, category: 'hero' })).toBe(false);
  });

  it('drops non-image files, keeping the images', () => {
    const files = [new File(['x'], 'a.png', { type: 'image/png' }), new File(['x'], 'b.txt', { type: 'text/plain' })];
    const kept = keepImageFiles(files);
    expect(kept.images.map((file) => file.name)).toEqual(['a.png']);
    expect(kept.dropped).toBe(1);
  });

  it('derives the upload category from the component when auto, else keeps the choice', () => {
    expect(uploadCategory('auto', 'home', 'hero')).toBe('hero');
    expect(uploadCategory('auto', 'home', 'why-choose-us')).toBe('background');
    expect(uploadCategory('auto', 'about', 'story')).toBe('content');
    expect(uploadCategory('auto', null, null)).toBe('content');
    expect(uploadCategory('', null, null)).toBe('content');
    expect(uploadCategory('background', 'home', 'hero')).toBe('background');
  });

  it('formats the Unsplash total in the locale format and parses tags', () => {
    expect(formatTotal(12345)).toBe((12345).toLocaleString());
    expect(parseTags(' a, , b ')).toEqual(['a', 'b']);
  });

  it('finds what each slot shows and the active images that lack alt text', () => {
    const older = image('older', { component_name: 'hero', updated_at: '2026-01-01T00:00:00.000Z' });
    const newer = image('newer', { component_name: 'hero', updated_at: '2026-02-01T00:00:00.000Z' });
    const pageWide = image('page', { component_name: null, alt_text: null });
    expect(slotImage([older, newer], 'home', 'hero')?.id).toBe('newer');
    expect(slotImage([pageWide], 'home', 'why-choose-us')?.id).toBe('page');
    expect(slotImage([], 'home', 'hero')).toBeNull();
    expect(missingAlt([older, pageWide, image('deco', { alt_text: null, is_decorative: true })]).map((item) => item.id)).toEqual([
      'page',
    ]);
  });
});
