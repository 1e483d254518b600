// A small label, e.g. a role or a status; colours chosen for 4.5:1 contrast on their background.
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
