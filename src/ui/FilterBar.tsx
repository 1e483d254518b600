// The controls above an admin list: a search box, select filters, an optional 'Filters' toggle for
// advanced ones (with the count of active filters) and the screen's own buttons (Refresh, Clear...).
// FilterChips shows the active filters as removable chips. The screen owns every value.
//
// Interaction contract: every control is a native input, select or button with a visible label, so Tab,
// typing and arrow keys work as usual; the Filters toggle reports aria-expanded and controls its panel;
// removing a chip moves focus to the neighbouring chip.
import { SlidersHorizontal, X } from 'lucide-react';
import { type ReactNode, useId, useState } from 'react';
import { Badge } from './Badge.tsx';
import { Button } from './Button.tsx';
import { cn } from './cn.ts';
import { SelectField, TextField } from './Field.tsx';

export interface FilterOption {
  value: string;
  label: string;
}

export interface SelectFilter {
  label: string;
  value: string;
  options: readonly FilterOption[];
  onChange: (value: string) => void;
  /** The value that means 'not filtering'; the first option's unless given (the image page filter defaults to Home). */
  defaultValue?: string;
}

export interface SearchBox {
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
}

function defaultOf(filter: SelectFilter): string | undefined {
  return filter.defaultValue ?? filter.options[0]?.value;
}

/** The filters set away from their default, for the Filters toggle and the chips. */
export function activeFilters(filters: readonly SelectFilter[]): SelectFilter[] {
  return filters.filter((filter) => filter.value !== defaultOf(filter));
}

function FilterSelect({ filter, className }: { filter: SelectFilter; className?: string }) {
  return (
    <SelectField
      label={filter.label}
      value={filter.value}
      onChange={(event) => filter.onChange(event.target.value)}
      className={className}
    >
      {filter.options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </SelectField>
  );
}

export function FilterBar({
  label,
  search,
  filters = [],
  advanced,
  actions,
  className,
}: {
  /** Names the search landmark, e.g. 'Filter insights'. */
  label: string;
  search: SearchBox;
  /** Always shown next to the search box. */
  filters?: readonly SelectFilter[];
  /** Shown in a panel opened by the 'Filters' toggle, which counts the active filters of both lists. */
  advanced?: readonly SelectFilter[];
  /** The screen's buttons, e.g. Refresh and Clear. */
  actions?: ReactNode;
  className?: string;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const activeCount = activeFilters([...filters, ...(advanced ?? [])]).length;
  return (
    <search aria-label={label} className={cn('block space-y-3', className)}>
      <div className="flex flex-col gap-3 md:flex-row md:flex-wrap md:items-end">
        <TextField
          type="search"
          label={search.label}
          placeholder={search.placeholder}
          value={search.value}
          onChange={(event) => search.onChange(event.target.value)}
          className="md:min-w-64 md:flex-1"
        />
        {filters.map((filter) => (
          <FilterSelect key={filter.label} filter={filter} className="md:w-48" />
        ))}
        {(advanced || actions) && (
          <div className="flex flex-wrap gap-2">
            {advanced && (
              <Button variant="outline" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
                <SlidersHorizontal aria-hidden="true" className="size-4" />
                Filters
                {activeCount > 0 && (
                  <>
                    <Badge tone="blue" aria-hidden="true">
                      {activeCount}
                    </Badge>
                    <span className="sr-only">({activeCount} active)</span>
                  </>
                )}
              </Button>
            )}
            {actions}
          </div>
        )}
      </div>
      {advanced && (
        <div id={panelId} hidden={!open} className="grid gap-3 border-t border-slate-100 pt-3 sm:grid-cols-2 lg:grid-cols-4">
          {advanced.map((filter) => (
            <FilterSelect key={filter.label} filter={filter} />
          ))}
        </div>
      )}
    </search>
  );
}

/** The active filters as chips ('Page: About'), each with a button that sets it back to its default. */
export function FilterChips({ filters, className }: { filters: readonly SelectFilter[]; className?: string }) {
  const active = activeFilters(filters);
  if (active.length === 0) return null;
  return (
    <ul aria-label="Active filters" className={cn('flex flex-wrap gap-2', className)}>
      {active.map((filter) => {
        const shown = `${filter.label}: ${filter.options.find((option) => option.value === filter.value)?.label ?? filter.value}`;
        return (
          <li key={filter.label}>
            <Badge tone="slate" className="gap-1 pr-1">
              {shown}
              <button
                type="button"
                aria-label={`Remove filter ${shown}`}
                onClick={(event) => {
                  // The chip goes away with its button; focus moves to a neighbouring chip rather than the page.
                  const item = event.currentTarget.closest('li');
                  const neighbour = (item?.nextElementSibling ?? item?.previousElementSibling)?.querySelector('button');
                  filter.onChange(defaultOf(filter) ?? '');
                  neighbour?.focus();
                }}
                className="inline-flex size-6 items-center justify-center rounded-full hover:bg-slate-200 focus-visible:outline-2 focus-visible:outline-brand-600"
              >
                <X aria-hidden="true" className="size-3" />
              </button>
            </Badge>
          </li>
        );
      })}
    </ul>
  );
}
