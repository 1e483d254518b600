// The articles a fresh install publishes: substantial, original, in every category, and safe HTML.
import { describe, expect, it } from 'vitest';
import { isSafeImageUrl } from './image-url.ts';
import { seedInsightImage } from './seed-article.ts';
import { seedInsights } from './seed-articles.ts';

describe('seed articles', () => {
  const words = (html: string) =>
    html
      .replace(/<[^>]+>/g, ' ')
      .split(/\s+/)
      .filter(Boolean).length;

  it('are fifteen substantial articles of 600 words or more with unique slugs', () => {
    expect(seedInsights).toHaveLength(15);
    expect(new Set(seedInsights.map((article) => article.id)).size).toBe(15);
    for (const article of seedInsights) {
      expect(words(article.content), article.id).toBeGreaterThanOrEqual(600);
      expect(article.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(article.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(article.readTime).toMatch(/^\d+ min read$/);
    }
  });

  it('cover every category the public spec lists', () => {
    const categories = new Set(seedInsights.map((article) => article.category));
    for (const category of [
      'Corporate Governance',
      'Transaction Analysis',
      'M&A Case Study',
      'Valuation',
      'Financial Analysis',
      'Valuation Guide',
      'Exit Strategy',
      'Growth Strategy',
      'Succession Planning',
      'Market Analysis',
      'Business Strategy',
      'Technology',
      'Negotiation',
      'Legal',
    ]) {
      expect(categories, category).toContain(category);
    }
  });

  it('use only the tags the article page allows', () => {
    for (const article of seedInsights) {
      const tags = new Set([...article.content.matchAll(/<\/?([a-z0-9]+)/g)].map((match) => match[1]));
      for (const tag of tags)
        expect(['h2', 'h3', 'p', 'ul', 'ol', 'li', 'strong', 'em', 'blockquote'], `${article.id} <${tag}>`).toContain(tag);
    }
  });

  it('point their images at paths on this site, as the image rule allows', () => {
    for (const article of seedInsights) expect(isSafeImageUrl(seedInsightImage(article.category)), article.id).toBe(true);
  });

  it('say that recruitment businesses sell for 3-8x in the valuation guide', () => {
    const guide = seedInsights.find((article) => article.category === 'Valuation Guide');
    expect(guide?.content).toMatch(/3(-|–| to )8x/);
  });
});
