// 'Showing X of Y insights' above a filtered list; a polite live region, so a screen reader hears the new
// count after each search or filter change without losing its place.
import { cn } from './cn.ts';

const count = new Intl.NumberFormat('en-AU');

export function resultCountText(shown: number, total: number, noun: string): string {
  return `Showing ${count.format(shown)} of ${count.format(total)} ${noun}`;
}

export function ResultCounter({
  shown,
  total,
  noun,
  className,
}: {
  shown: number;
  total: number;
  /** The plural the spec uses: 'insights', 'submissions', 'images'. */
  noun: string;
  className?: string;
}) {
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className={cn('text-sm text-slate-600', className)}>
      {resultCountText(shown, total, noun)}
    </p>
  );
}
