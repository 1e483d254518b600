// The rich-text editors' toolbar parts (RichTextEditor.tsx, InlineRichTextEditor.tsx): a button that
// never takes focus from the text, and arrow-key movement along the toolbar, which is one tab stop.
import type { KeyboardEvent, ReactNode } from 'react';
import { cn } from './cn.ts';

export function ToolButton({
  label,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      title={label}
      aria-label={label}
      aria-pressed={active === undefined ? undefined : active}
      disabled={disabled}
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className={cn(
        'inline-flex size-8 items-center justify-center rounded text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-40',
        active && 'bg-brand-100 text-brand-900',
      )}
    >
      {children}
    </button>
  );
}

/** Arrow keys, Home and End move between the toolbar's buttons; only one of them is a tab stop. */
export function moveInToolbar(event: KeyboardEvent<HTMLDivElement>) {
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button:not(:disabled)')];
  const index = buttons.indexOf(document.activeElement as HTMLButtonElement);
  const next =
    event.key === 'ArrowRight'
      ? buttons[(index + 1) % buttons.length]
      : event.key === 'ArrowLeft'
        ? buttons[(index - 1 + buttons.length) % buttons.length]
        : event.key === 'Home'
          ? buttons[0]
          : event.key === 'End'
            ? buttons.at(-1)
            : undefined;
  if (!next) return;
  event.preventDefault();
  for (const button of buttons) button.tabIndex = button === next ? 0 : -1;
  next.focus();
}
