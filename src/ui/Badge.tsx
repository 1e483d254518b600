// A small label, e.g. a role or a status; colours chosen for 4.5:1 contrast on their background.
// StatusBadge shows a value (status, priority, source) through a screen's table of labels and tones.
import type { HTMLAttributes } from 'react';
import { cn } from './cn.ts';

export type BadgeTone = 'red' | 'blue' | 'green' | 'slate' | 'amber';

const TONES: Record<BadgeTone, string> = {
  red: 'bg-red-100 text-red-800 ring-red-200',
  blue: 'bg-blue-100 text-blue-800 ring-blue-200',
  green: 'bg-green-100 text-green-800 ring-green-200',
  slate: 'bg-slate-100 text-slate-800 ring-slate-200',
  amber: 'bg-amber-100 text-amber-900 ring-amber-200',
};

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
}

export function Badge({ tone = 'slate', className, ...props }: BadgeProps) {
  return (
    <span
      className={cn(
        'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        TONES[tone],
        className,
      )}
      {...props}
    />
  );
}

/** Each value's label and tone, e.g. `{ new: { label: 'New', tone: 'blue' }, ... }`. */
export type BadgeMap<Value extends string> = Record<Value, { label: string; tone: BadgeTone }>;

export function StatusBadge<Value extends string>({
  value,
  map,
  ...props
}: { value: Value; map: BadgeMap<Value> } & Omit<BadgeProps, 'tone' | 'children'>) {
  // A value the table does not know (data newer than the screen) still shows, uncoloured.
  const entry = Object.hasOwn(map, value) ? map[value] : { label: value, tone: 'slate' as const };
  return (
    <Badge tone={entry.tone} data-value={value} {...props}>
      {entry.label}
    </Badge>
  );
}
