// The message a list shows when nothing matches ('No insights found matching your criteria.'), with room
// for an action such as Clear or Create.
import type { ReactNode } from 'react';
import { cn } from './cn.ts';

export function EmptyState({ message, children, className }: { message: string; children?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center gap-3 p-8 text-center', className)}>
      <p className="text-sm text-slate-600">{message}</p>
      {children}
    </div>
  );
}
