// A spinning ring with a spoken label; the label is also shown next to it unless `hideLabel`.
import { LoaderCircle } from 'lucide-react';

export function Spinner({ label, hideLabel = false }: { label: string; hideLabel?: boolean }) {
  return (
    <span role="status" className="inline-flex items-center gap-2 text-slate-600">
      <LoaderCircle aria-hidden="true" className="size-5 animate-spin motion-reduce:animate-none" />
      <span className={hideLabel ? 'sr-only' : undefined}>{label}</span>
    </span>
  );
}
