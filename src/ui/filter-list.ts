// Client-side search and select filters over a loaded list, with the counts for 'Showing X of Y ...'.

/** The select value that means 'do not filter' (All Categories, All Statuses...). */
export const ALL = 'all';

export interface ListFilter<Item> {
  /** The chosen value; `ALL` keeps every item. */
  value: string;
  /** The item's value to compare with; an item without one passes only `ALL`. */
  of: (item: Item) => string | null | undefined;
}

export interface ListQuery<Item> {
  /** Free text; matched case-insensitively as one phrase inside any of `searchIn`'s texts. */
  search?: string;
  searchIn?: (item: Item) => (string | null | undefined)[];
  filters?: ListFilter<Item>[];
}

export interface FilteredList<Item> {
  items: Item[];
  shown: number;
  total: number;
}

function normalise(text: string): string {
  return text.toLocaleLowerCase('en-AU');
}

/** The items that match the search and every filter, in their original order. */
export function filterList<Item>(
  items: readonly Item[],
  { search = '', searchIn, filters = [] }: ListQuery<Item>,
): FilteredList<Item> {
  const phrase = normalise(search.trim());
  const active = filters.filter((filter) => filter.value !== ALL);
  const matches = items.filter(
    (item) =>
      active.every((filter) => filter.of(item) === filter.value) &&
      (phrase === '' || !searchIn || searchIn(item).some((text) => text != null && normalise(text).includes(phrase))),
  );
  return { items: matches, shown: matches.length, total: items.length };
}
