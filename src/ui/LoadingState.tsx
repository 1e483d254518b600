// A list's place while it loads on the client: the spinner with its text ('Loading insights...'), centred.
import { cn } from './cn.ts';
import { Spinner } from './Spinner.tsx';

export function LoadingState({ label, className }: { label: string; className?: string }) {
  return (
    <div className={cn('flex justify-center p-8', className)}>
      <Spinner label={label} />
    </div>
  );
}
