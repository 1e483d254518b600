// The menu's button as first rendered: the screen's own button, announced as opening a closed menu.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Button } from './Button.tsx';
import { DropdownMenu } from './DropdownMenu.tsx';
import { attributesOf, visibleText } from './markup.testing.ts';

describe('the dropdown menu', () => {
  it('renders only its button, announced as opening a menu, until opened', () => {
    const html = renderToStaticMarkup(
      <DropdownMenu
        trigger={<Button variant="outline">More Actions</Button>}
        items={[{ label: 'Delete Selected (3)', onSelect: () => undefined, destructive: true }]}
      />,
    );
    expect(attributesOf(html, 'button')).toMatchObject({ type: 'button', 'aria-haspopup': 'menu', 'aria-expanded': 'false' });
    expect(visibleText(html)).toBe('More Actions');
  });
});
