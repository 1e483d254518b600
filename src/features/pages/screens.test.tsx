// @vitest-environment happy-dom
// The Pages editor rendered to HTML: a page's sections as labelled fields named by their path, the
// buttons an editor gets and a viewer does not, the preview address, and what its history names as
// changed. The body paragraphs' rich-text editor mounted in a DOM (happy-dom): labelled, its toolbar one
// tab stop, and clean under axe.
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { axeViolations } from '#src/ui/axe.testing.ts';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import type { PageCopyRevision, StoredPageCopy } from './copy.server.ts';
import { pageCopyChanges } from './history.ts';
import { PageEditor, previewAddress, previewLinks } from './PagesScreen.tsx';
import { defaultPageCopy } from './seed.ts';

const stored: StoredPageCopy<'business-sales'> = {
  page: 'business-sales',
  published: defaultPageCopy('business-sales'),
  draft: null,
  version: 3,
  publishedVersion: 3,
  updatedAt: '2026-11-01T00:00:00.000Z',
  publishedAt: '2026-11-01T00:00:00.000Z',
};

const editor = (canEdit: boolean) =>
  renderToStaticMarkup(<PageEditor id="business-sales" stored={stored} canEdit={canEdit} images={[]} onSaved={() => {}} />);

describe('the Pages editor', () => {
  it('shows a service page’s sections as labelled fields named by their path', () => {
    const html = editor(true);
    expect(html).toContain('name="hero.title"');
    expect(html).toContain('name="benefits.items.0.title"');
    expect(html).toContain('name="cta.primaryButton.link"');
    expect(html).toContain('name="seo.metaDescription"');
    for (const label of [
      'Hero title',
      'Benefit title',
      'Primary button link',
      'Meta title',
      'Meta description',
      'Social image',
    ]) {
      expect(text(html)).toContain(label);
    }
  });

  it('gives an editor Save Draft, Publish and the preview at the page’s own address; a viewer only reads', () => {
    const forEditor = text(editor(true));
    for (const button of ['Save Draft', 'Publish', 'Preview Draft', 'Version History', 'Add benefit']) {
      expect(forEditor).toContain(button);
    }
    expect(editor(true)).toContain('href="/services/business-sales?preview=draft"');
    const forViewer = text(editor(false));
    expect(forViewer).toContain('Version History');
    for (const button of ['Save Draft', 'Publish', 'Preview Draft', 'Add benefit']) expect(forViewer).not.toContain(button);
  });

  it('offers a service page’s draft at its own address, in the services list and on the home page; other pages at their own', () => {
    expect(previewLinks('business-sales')).toEqual([
      { label: 'Preview Draft', href: '/services/business-sales?preview=draft' },
      { label: 'Preview Card in Services List', href: '/services?preview=draft' },
      { label: 'Preview Card on Home Page', href: '/?preview=draft' },
    ]);
    expect(previewLinks('about')).toEqual([{ label: 'Preview Draft', href: '/about?preview=draft' }]);
    const html = editor(true);
    expect(html).toContain('href="/services?preview=draft"');
    expect(text(html)).toContain('Preview Card on Home Page');
    expect(text(editor(false))).not.toContain('Preview Card');
  });

  it('previews the thank-you page at its own address, carrying no details, and the 404 page at an unknown address', () => {
    expect(previewAddress('/contact/success')).toBe('/contact/success?preview=draft');
    expect(previewAddress('/404')).toBe('/page-not-found-preview?preview=draft');
  });
});

describe('the body paragraphs’ rich-text editor', () => {
  const about: StoredPageCopy<'about'> = { ...stored, page: 'about', published: defaultPageCopy('about'), draft: null };
  let unmount: (() => void) | undefined;
  afterEach(() => {
    act(() => unmount?.());
    document.body.innerHTML = '';
  });

  async function mount(canEdit: boolean) {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    const container = document.createElement('main');
    document.body.append(container);
    const root = createRoot(container);
    unmount = () => root.unmount();
    await act(async () => {
      root.render(<PageEditor id="about" stored={about} canEdit={canEdit} images={[]} onSaved={() => {}} />);
    });
    // Tiptap creates its view after the first render.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    return container;
  }

  const labelOf = (element: Element) => document.getElementById(element.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';

  it('edits the About story’s paragraphs with Bold, Italic and Link, keeping hero subtitles and card descriptions plain', async () => {
    const container = await mount(true);
    const story = container.querySelector('[data-name="story.paragraphs.0"]');
    expect(story?.getAttribute('role')).toBe('textbox');
    expect(story?.getAttribute('contenteditable')).toBe('true');
    expect(story && labelOf(story)).toBe('Paragraph');
    expect(story?.textContent).toContain('Calder & Rowe Advisory began in 2009');
    const toolbar = story?.closest('.space-y-1')?.querySelector('[role="toolbar"]');
    expect(toolbar?.getAttribute('aria-label')).toBe('Paragraph formatting');
    const buttons = [...(toolbar?.querySelectorAll('button') ?? [])];
    expect(buttons.map((button) => [button.getAttribute('aria-label'), button.tabIndex])).toEqual([
      ['Bold', 0],
      ['Italic', -1],
      ['Link', -1],
    ]);
    // Plain where markup would not fit: the hero subtitle and a value's description.
    expect(container.querySelector('textarea[name="hero.subtitle"]')).not.toBeNull();
    expect(container.querySelector('textarea[name="values.0.description"]')).not.toBeNull();
  });

  it('passes axe for an editor and reads only for a viewer, without a toolbar', async () => {
    for (const canEdit of [true, false]) {
      const container = await mount(canEdit);
      const story = container.querySelector('[data-name="story.paragraphs.0"]');
      expect(story?.getAttribute('contenteditable')).toBe(String(canEdit));
      expect(container.querySelector('[role="toolbar"]') !== null).toBe(canEdit);
      if (!canEdit) expect(story?.getAttribute('aria-readonly')).toBe('true');
      // The mounted editor's markup, Tiptap's editing area included, checked as the other screens are.
      expect(await axeViolations(container.innerHTML, 'Pages')).toEqual([]);
      act(() => unmount?.());
      unmount = undefined;
      document.body.innerHTML = '';
    }
  });
});

describe('the Pages history', () => {
  it('names each changed field as the editor labels it, list items by their place', () => {
    const before = defaultPageCopy('business-sales');
    const after = structuredClone(before);
    after.hero.title = 'A new hero title';
    const second = after.benefits.items[1];
    if (!second) throw new Error('the seed has fewer than two benefits');
    second.title = 'Buyers who know staffing';
    const revision = (version: number, copy: typeof before): PageCopyRevision => ({
      id: `r${version}`,
      version,
      reason: 'publish',
      savedBy: null,
      createdAt: '2026-11-01T00:00:00.000Z',
      changed: [],
      copy,
    });
    const changes = pageCopyChanges('business-sales')(revision(2, after), revision(1, before));
    expect(changes.map((change) => change.label)).toEqual(['Hero title', 'Benefit 2 › Benefit title']);
    expect(changes[0]).toMatchObject({ field: 'hero.title', after: 'A new hero title' });
    expect(pageCopyChanges('business-sales')(revision(1, before), undefined)).toEqual([]);
  });

  it('shows a rich paragraph’s change as its words, and its HTML when only the formatting changed', () => {
    const revision = (version: number, paragraph: string): PageCopyRevision => {
      const copy = structuredClone(defaultPageCopy('about'));
      copy.story.paragraphs = [paragraph];
      return {
        id: `r${version}`,
        version,
        reason: 'publish',
        savedBy: null,
        createdAt: '2026-11-01T00:00:00.000Z',
        changed: [],
        copy,
      };
    };
    const changes = pageCopyChanges('about');
    expect(changes(revision(2, 'Calder &amp; Rowe, <a href="/contact">brokers</a>'), revision(1, 'Calder &amp; Rowe'))).toEqual([
      {
        field: 'story.paragraphs.0',
        label: 'Story paragraphs › Paragraph 1',
        before: 'Calder & Rowe',
        after: 'Calder & Rowe, brokers',
      },
    ]);
    expect(changes(revision(2, '<strong>Calder</strong> &amp; Rowe'), revision(1, 'Calder &amp; Rowe'))).toEqual([
      {
        field: 'story.paragraphs.0',
        label: 'Story paragraphs › Paragraph 1',
        before: 'Calder &amp; Rowe',
        after: '<strong>Calder</strong> &amp; Rowe',
      },
    ]);
  });
});
