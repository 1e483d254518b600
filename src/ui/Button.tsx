// The shared button: one look per variant, a visible focus ring, and a busy state for async actions;
// IconButton is the icon-only form for row and card actions (view, edit, delete), named for screen readers.
import type { LucideIcon } from 'lucide-react';
import type { ButtonHTMLAttributes } from 'react';
import { cn } from './cn.ts';

export type ButtonVariant = 'primary' | 'secondary' | 'outline' | 'ghost' | 'destructive';
export type ButtonSize = 'sm' | 'md';

const VARIANTS: Record<ButtonVariant, string> = {
  primary: 'bg-brand-700 text-white hover:bg-brand-800',
  secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
  outline: 'border border-slate-300 bg-white text-slate-800 hover:bg-slate-50',
  ghost: 'text-slate-700 hover:bg-slate-100',
  destructive: 'bg-red-700 text-white hover:bg-red-800',
};

const SIZES: Record<ButtonSize, string> = { sm: 'h-8 px-3 text-sm', md: 'h-10 px-4 text-sm' };

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
}

export function Button({ variant = 'primary', size = 'md', className, type = 'button', ...props }: ButtonProps) {
  return (
    <button
      type={type}
      className={cn(
        'inline-flex items-center justify-center gap-2 rounded-md font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed disabled:opacity-60',
        VARIANTS[variant],
        SIZES[size],
        className,
      )}
      {...props}
    />
  );
}

export interface IconButtonProps extends Omit<ButtonProps, 'children' | 'aria-label'> {
  /** What the button does to what, e.g. 'Delete Jo Citizen': its accessible name and tooltip. */
  label: string;
  icon: LucideIcon;
  /** Draws the icon red, for delete. */
  danger?: boolean;
}

export function IconButton({
  label,
  icon: Icon,
  danger = false,
  variant = 'ghost',
  size = 'sm',
  className,
  ...props
}: IconButtonProps) {
  return (
    <Button variant={variant} size={size} aria-label={label} title={label} className={cn('px-2', className)} {...props}>
      <Icon aria-hidden="true" className={cn('size-4', danger && 'text-red-700')} />
    </Button>
  );
}
