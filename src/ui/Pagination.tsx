// Previous / 'Page X of Y' / Next under a list the server pages through. Native buttons, disabled
// at either end; the page sentence is a polite live region, so a screen reader hears where it is.
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from './Button.tsx';
import { cn } from './cn.ts';

export function pageText(page: number, pageCount: number): string {
  return `Page ${page} of ${Math.max(1, pageCount)}`;
}

export function Pagination({
  page,
  pageCount,
  onPageChange,
  label,
  disabled = false,
  className,
}: {
  /** 1-based. */
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  /** Names the navigation landmark, e.g. 'Submission pages'. */
  label: string;
  /** While a page loads. */
  disabled?: boolean;
  className?: string;
}) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={label} className={cn('flex items-center justify-between gap-3', className)}>
      <Button variant="outline" size="sm" disabled={disabled || page <= 1} onClick={() => onPageChange(page - 1)}>
        <ChevronLeft aria-hidden="true" className="size-4" />
        Previous
      </Button>
      <p aria-live="polite" className="text-sm text-slate-600">
        {pageText(page, pageCount)}
      </p>
      <Button variant="outline" size="sm" disabled={disabled || page >= pageCount} onClick={() => onPageChange(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="size-4" />
      </Button>
    </nav>
  );
}
