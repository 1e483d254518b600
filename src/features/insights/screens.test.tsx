// Insights Management's words and cards, rendered to HTML exactly as the spec words them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { INSIGHTS_AREA } from './area.ts';
import { emptyInsight } from './InsightDialog.tsx';
import { InsightCardView, InsightsScreen, STATUS_OPTIONS } from './InsightsScreen.tsx';
import { revisionChanges } from './revision-changes.ts';
import { categoryLabel, categoryValue, INSIGHT_CATEGORIES, INSIGHT_MESSAGES } from './schema.ts';
import type { AdminInsightCard, InsightRevision } from './types.ts';

const ME = { ref: 'user:ann', name: 'Ann Editor' };

const card: AdminInsightCard = {
  id: 'a',
  title: 'Preparing for Sale',
  excerpt: 'What buyers look for.',
  category: 'market-analysis',
  status: 'published',
  displayStatus: 'scheduled',
  read_time: '5 min read',
  date: '2026-03-05',
  author: 'David Calder',
  createdAt: '2026-03-01T00:00:00.000Z',
};

describe('the insights screen', () => {
  it('uses the spec wording for its loading text, subtitle, empty message, question and toasts', () => {
    expect(INSIGHT_MESSAGES).toMatchObject({
      loading: 'Loading insights...',
      subtitle: 'Manage your insights and articles',
      empty: 'No insights found matching your criteria.',
      deleteQuestion: 'Are you sure you want to delete this insight?',
      created: 'Insight created successfully',
      updated: 'Insight updated successfully',
      deleted: 'Insight deleted successfully',
      loadFailed: 'Failed to load insights',
      createFailed: 'Failed to create insight',
      updateFailed: 'Failed to update insight',
      deleteFailed: 'Failed to delete insight',
      exportComplete: 'Export Complete',
      exportTitle: 'Export Failed',
      exportFailed: 'Failed to export insights data',
      conversionComplete: 'Conversion Complete',
      conversionTitle: 'Conversion Failed',
      conversionFailed: 'Failed to convert insights to Australian English',
      textConverted: 'Text Converted',
      noChanges: 'No Changes Needed',
      noChangesDetail: 'This insight already uses Australian English spelling',
      singleConversionFailed: 'Failed to convert this insight to Australian English',
    });
    expect(INSIGHT_MESSAGES.exported(10000, 'insights_export_2026-03-05.csv')).toBe(
      'Exported 10,000 insights to insights_export_2026-03-05.csv',
    );
    expect(INSIGHT_MESSAGES.converted(3)).toBe('Successfully converted 3 insights to Australian English');
    expect(INSIGHT_MESSAGES.textConvertedDetail(2)).toBe('Applied Australian English formatting with 2 spelling corrections');
  });

  it('offers All Status, Published, Draft and Scheduled', () => {
    expect(STATUS_OPTIONS.map((option) => option.label)).toEqual(['All Status', 'Published', 'Draft', 'Scheduled']);
  });

  it("offers the spec's five categories first, then the site's own, each once with one value and one label", () => {
    expect(INSIGHT_CATEGORIES.slice(0, 5).map((category) => category.value)).toEqual([
      'valuation',
      'strategy',
      'market-analysis',
      'case-study',
      'process',
    ]);
    const labels = INSIGHT_CATEGORIES.map((category) => category.label);
    const values = INSIGHT_CATEGORIES.map((category) => category.value);
    expect(new Set(labels).size).toBe(labels.length);
    expect(new Set(values).size).toBe(values.length);
    expect(labels.filter((label) => label === 'Valuation' || label === 'Market Analysis')).toEqual([
      'Valuation',
      'Market Analysis',
    ]);
    expect(categoryLabel('market-analysis')).toBe('Market Analysis');
    expect(categoryLabel('m-and-a-case-study')).toBe('M&A Case Study');
    expect(categoryLabel('case-study')).toBe('Case Study');
    expect(categoryValue('Valuation Guide')).toBe('valuation-guide');
    expect(categoryValue('Valuation')).toBe('valuation');
  });

  it('shows a card with title, category badge, status badge, read time, date and excerpt', () => {
    const html = renderToStaticMarkup(<InsightCardView insight={card} />);
    expect(text(html)).toBe('Market Analysis Scheduled Preparing for Sale 5 min read · 5 March 2026 What buyers look for.');
  });

  it('starts a new insight today as a draft with an empty image, credited to the signed-in person', () => {
    expect(emptyInsight('user:ann', '2026-03-05')).toMatchObject({
      date: '2026-03-05',
      status: 'draft',
      image_url: '',
      author_ref: 'user:ann',
    });
  });

  it('shows "Loading insights..." before the list arrives, and no change buttons to viewers', () => {
    const viewer = renderToStaticMarkup(
      <InsightsScreen title={INSIGHTS_AREA.title} canManage={false} canDelete={false} me={ME} />,
    );
    expect(text(viewer)).toContain('Loading insights...');
    expect(viewer).not.toContain('Create Insight');
    const editor = renderToStaticMarkup(<InsightsScreen title={INSIGHTS_AREA.title} canManage canDelete={false} me={ME} />);
    expect(text(editor)).toContain('Create Insight');
    expect(text(editor)).toContain('Export CSV');
    expect(text(editor)).toContain('Convert to Australian English');
  });

  it('lists what changed between two versions', () => {
    const version = (overrides: Partial<InsightRevision>): InsightRevision => ({
      id: 'r',
      version: 1,
      title: 'T',
      excerpt: 'E',
      content: '<p>Body</p>',
      category: 'valuation',
      read_time: '5 min read',
      date: '2026-01-01',
      status: 'draft',
      image_url: null,
      image_id: null,
      image_alt: null,
      reviewed_on: null,
      author: 'A',
      seo: null,
      savedBy: null,
      reason: 'create',
      createdAt: '2026-01-01T00:00:00.000Z',
      changed: [],
      ...overrides,
    });
    const changes = revisionChanges(
      version({ version: 2, content: '<p>New body</p>', status: 'published', author: 'Sam Partner', reviewed_on: '2026-03-02' }),
      version({}),
    );
    expect(changes).toEqual([
      { field: 'content', label: 'Content', before: 'Body', after: 'New body' },
      { field: 'status', label: 'Status', before: 'draft', after: 'published' },
      { field: 'author', label: 'Author', before: 'A', after: 'Sam Partner' },
      { field: 'reviewed_on', label: 'Last reviewed', before: '', after: '2026-03-02' },
    ]);
  });
});
