// The one catalogue of image slots: every page that shows library images and every component (slot)
// it renders, with the bundled artwork each falls back to. The public pages look images up through
// these ids (typed, so a page cannot render a slot that is not here) and the Image Management screen
// offers exactly these as its Page and Component choices. No server code: React components import it.

export interface SlotDefinition {
  /** The component's name as the spec's catalogue spells it (HeroSection, WhyChooseUs…); the category rule reads it. */
  name: string;
  /** Title and alt text of the bundled artwork a fresh install shows here. */
  title: string;
  altText: string;
  /** What the slot looks like on the page, for `sizes` and the Slots view. */
  layout: 'hero' | 'content' | 'card';
}

export interface PageDefinition {
  label: string;
  /** Where the page is on the public site (the Slots view links to it). */
  path: string;
  components: Record<string, SlotDefinition>;
}

const hero = (title: string, altText: string): SlotDefinition => ({ name: 'HeroSection', title, altText, layout: 'hero' });

export const IMAGE_CATALOGUE = {
  home: {
    label: 'Home',
    path: '/',
    components: {
      hero: hero('Home hero', 'Brisbane city skyline at dusk in the firm’s navy and gold'),
      'why-choose-us': {
        name: 'WhyChooseUs',
        title: 'Why choose us',
        altText: 'Abstract chart rising towards a gold summit',
        layout: 'content',
      },
    },
  },
  about: {
    label: 'About',
    path: '/about',
    components: {
      hero: hero('About hero', 'Abstract skyline representing the firm’s Brisbane office'),
      story: {
        name: 'OurStorySection',
        title: 'Our story',
        altText: 'Two interlocking shapes representing a partnership',
        layout: 'content',
      },
    },
  },
  services: {
    label: 'Services',
    path: '/services',
    components: {
      hero: hero('Services hero', 'Abstract layered shapes representing advisory services'),
      'sale-ready-assessments': {
        name: 'SaleReadyAssessments',
        title: 'Sale-Ready Assessments',
        altText: 'Checklist and gauge representing a sale-ready assessment',
        layout: 'content',
      },
      'value-optimisation': {
        name: 'ValueOptimisation',
        title: 'Value Optimisation',
        altText: 'Rising bars representing business value growth',
        layout: 'content',
      },
      'business-sales': {
        name: 'BusinessSales',
        title: 'Business Sales',
        altText: 'Handshake of two shapes representing a business sale',
        layout: 'content',
      },
      'business-purchases': {
        name: 'BusinessPurchases',
        title: 'Business Purchases',
        altText: 'Puzzle pieces joining representing an acquisition',
        layout: 'content',
      },
    },
  },
  resources: {
    label: 'Resources',
    path: '/resources',
    components: { hero: hero('Resources hero', 'Abstract open book representing resources and insights') },
  },
  insights: {
    label: 'Resources/Insights',
    path: '/resources/insights',
    components: {
      hero: hero('Insights hero', 'Abstract lines of text and a lightbulb representing insights'),
      'insight-card': {
        name: 'InsightCard',
        title: 'Insight card',
        altText: 'Article illustration',
        layout: 'card',
      },
    },
  },
  calculator: {
    label: 'Valuation Calculator',
    path: '/resources/valuation-calculator',
    components: { hero: hero('Valuation calculator', 'Abstract calculator and rising chart') },
  },
  contact: {
    label: 'Contact',
    path: '/contact',
    components: { hero: hero('Contact hero', 'Abstract speech bubbles representing a conversation') },
  },
} as const satisfies Record<string, PageDefinition>;

export type PageId = keyof typeof IMAGE_CATALOGUE;
export type ComponentOf<P extends PageId> = keyof (typeof IMAGE_CATALOGUE)[P]['components'] & string;

export const PAGE_IDS = Object.keys(IMAGE_CATALOGUE) as PageId[];

/** A component id checked against the catalogue at run time (for ids read from content files). */
export function catalogueSlot<P extends PageId>(page: P, component: string): ComponentOf<P> {
  if (!Object.hasOwn(IMAGE_CATALOGUE[page].components, component)) {
    throw new Error(`"${component}" is not an image slot of the ${page} page: add it to IMAGE_CATALOGUE`);
  }
  return component as ComponentOf<P>;
}

/** The Page filter's default (spec: "Home by default"). */
export const DEFAULT_PAGE: PageId = 'home';

export function isPageId(value: string | null | undefined): value is PageId {
  return typeof value === 'string' && Object.hasOwn(IMAGE_CATALOGUE, value);
}

export function componentsOf(page: string | null | undefined): [string, SlotDefinition][] {
  if (!isPageId(page)) return [];
  return Object.entries(IMAGE_CATALOGUE[page].components as Record<string, SlotDefinition>);
}

export function slotDefinition(page: string | null | undefined, component: string | null | undefined): SlotDefinition | null {
  if (!component) return null;
  return componentsOf(page).find(([id]) => id === component)?.[1] ?? null;
}

export function pageLabel(page: string | null | undefined): string {
  return isPageId(page) ? IMAGE_CATALOGUE[page].label : (page ?? '');
}

export function componentLabel(page: string | null | undefined, component: string | null | undefined): string {
  return slotDefinition(page, component)?.name ?? component ?? '';
}

/** Upload categories (spec section 3); "auto" is derived from the component when the image is stored. */
export const UPLOAD_CATEGORIES = ['auto', 'hero', 'content', 'background'] as const;
/** Edit categories (spec section 3). */
export const EDIT_CATEGORIES = ['general', 'hero', 'team', 'testimonials', 'services', 'insights'] as const;

/**
 * The spec's rule (section 5) on the component's name: hero if it contains "hero"; background if it
 * contains "background" or is CallToAction, Introduction or WhyChooseUs; otherwise content.
 */
export function autoCategory(componentName: string): 'hero' | 'background' | 'content' {
  const lower = componentName.toLowerCase();
  if (lower.includes('hero')) return 'hero';
  if (lower.includes('background') || ['CallToAction', 'Introduction', 'WhyChooseUs'].includes(componentName)) {
    return 'background';
  }
  return 'content';
}

/** The category an upload is stored with: auto (or none) with a component follows the rule, else content. */
export function uploadCategory(category: string | null | undefined, page: string | null, component: string | null): string {
  if (category && category !== 'auto') return category;
  const slot = slotDefinition(page, component);
  return slot ? autoCategory(slot.name) : 'content';
}
