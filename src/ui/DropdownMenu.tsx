// A menu of actions behind one button (Radix), e.g. 'More Actions' with 'Delete Selected (3)'.
//
// Interaction contract: Enter, Space or Down opens the menu on its first item; arrows move, Enter runs,
// Escape or a click outside closes; focus goes back to the button. An item's action runs once the
// menu has closed and focus is back on the button, so a dialog it opens (ConfirmDialog, Dialog) returns
// focus there too. The menu is non-modal and rendered in place, not in a portal, so the page stays in its
// landmarks and axe finds nothing while it is open; it is fixed-positioned, so a scrolling table does
// not clip it (a transformed ancestor would).
import * as Menu from '@radix-ui/react-dropdown-menu';
import type { LucideIcon } from 'lucide-react';
import { type ReactElement, useRef } from 'react';
import { cn } from './cn.ts';

export interface MenuAction {
  label: string;
  onSelect: () => void;
  icon?: LucideIcon;
  /** Red, for delete. */
  destructive?: boolean;
  disabled?: boolean;
}

export function DropdownMenu({
  trigger,
  items,
  align = 'end',
}: {
  /** The button that opens the menu, e.g. `<Button variant="outline">More Actions</Button>`. */
  trigger: ReactElement;
  items: readonly MenuAction[];
  align?: 'start' | 'end';
}) {
  const button = useRef<HTMLButtonElement>(null);
  const chosen = useRef<(() => void) | null>(null);
  return (
    <Menu.Root modal={false}>
      <Menu.Trigger asChild ref={button}>
        {trigger}
      </Menu.Trigger>
      <Menu.Content
        align={align}
        sideOffset={4}
        className="z-50 min-w-48 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
        onCloseAutoFocus={(event) => {
          const action = chosen.current;
          chosen.current = null;
          if (!action) return;
          event.preventDefault();
          button.current?.focus();
          action();
        }}
      >
        {items.map((item) => (
          <Menu.Item
            key={item.label}
            disabled={item.disabled}
            onSelect={() => {
              chosen.current = item.onSelect;
            }}
            className={cn(
              'flex cursor-pointer select-none items-center gap-2 rounded px-3 py-2 text-sm outline-none data-[disabled]:pointer-events-none data-[highlighted]:bg-slate-100 data-[disabled]:opacity-60',
              item.destructive ? 'text-red-700' : 'text-slate-800',
            )}
          >
            {item.icon && <item.icon aria-hidden="true" className="size-4" />}
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Content>
    </Menu.Root>
  );
}
