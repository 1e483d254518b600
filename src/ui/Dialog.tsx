// A modal dialog on Radix: focus trapped and returned to the opener, Escape closes, title and description
// announced. At most 90% of the viewport tall; taller content scrolls, with the footer kept in view.
import * as RadixDialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn.ts';
import { useReturnFocus } from './return-focus.ts';

export type DialogSize = 'md' | 'lg' | 'xl';

const SIZES: Record<DialogSize, string> = { md: 'max-w-lg', lg: 'max-w-2xl', xl: 'max-w-4xl' };

/** The dimmed page behind a dialog; ConfirmDialog uses it too. */
export const OVERLAY_CLASS = 'fixed inset-0 z-50 bg-slate-950/50';
/** The centred, scrolling box, without its width; ConfirmDialog uses it too. */
export const BOX_CLASS =
  'fixed left-1/2 top-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl focus:outline-none';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: string;
  children: ReactNode;
  /** Buttons along the bottom, still visible while the body scrolls. A submit button here names its form with `form="…"`. */
  footer?: ReactNode;
  /** Width: 'md' for short forms (default), 'lg' and 'xl' for editors. */
  size?: DialogSize;
  className?: string;
}

export function Dialog({ open, onOpenChange, ...frame }: DialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={OVERLAY_CLASS} />
        <DialogFrame {...frame} onCloseAutoFocus={returnFocus} />
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

/** The dialog box itself. Only `Dialog` renders it (inside a portal); exported so its markup can be rendered in tests. */
export function DialogFrame({
  title,
  description,
  children,
  footer,
  size = 'md',
  className,
  onCloseAutoFocus,
}: Omit<DialogProps, 'open' | 'onOpenChange'> & { onCloseAutoFocus?: (event: Event) => void }) {
  return (
    <RadixDialog.Content
      className={cn(BOX_CLASS, SIZES[size], className)}
      onCloseAutoFocus={onCloseAutoFocus}
      {...(description ? {} : { 'aria-describedby': undefined })}
    >
      <RadixDialog.Title className="pr-8 text-lg font-semibold text-slate-900">{title}</RadixDialog.Title>
      {description && <RadixDialog.Description className="mt-1 text-sm text-slate-600">{description}</RadixDialog.Description>}
      <div className="mt-4">{children}</div>
      {footer && (
        <div className="sticky -bottom-6 -mx-6 -mb-6 mt-6 flex flex-wrap justify-end gap-2 border-t border-slate-200 bg-white px-6 py-4">
          {footer}
        </div>
      )}
      <RadixDialog.Close
        className="absolute right-4 top-4 rounded p-1 text-slate-600 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label="Close"
      >
        <X aria-hidden="true" className="size-4" />
      </RadixDialog.Close>
    </RadixDialog.Content>
  );
}
