// The sign-in screens' words, rendered to HTML exactly as the spec words them.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { CHECKING_AUTHENTICATION, LoginForm, loginButtonText } from './LoginForm.tsx';
import { RoleBadge } from './RoleBadge.tsx';

describe('the login form', () => {
  it('asks for Username and Password and offers Login', () => {
    const html = renderToStaticMarkup(<LoginForm />);
    expect(text(html)).toContain('Admin Login');
    expect(html).toMatch(/<label[^>]*>Username<\/label>/);
    expect(html).toMatch(/<label[^>]*>Password<\/label>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Login<\/button>/);
    expect(html.match(/required=""/g)).toHaveLength(2);
  });

  it('tells a signed-in account without a role why the admin stays closed', () => {
    expect(text(renderToStaticMarkup(<LoginForm signedInWithoutRole="jo@calderrowe.com.au" />))).toContain(
      'jo@calderrowe.com.au has no role yet, so the admin area stays closed.',
    );
  });
});

describe('the login states', () => {
  it("reads 'Login', 'Logging in...' while busy, and 'Checking authentication...' after", () => {
    expect(loginButtonText(false)).toBe('Login');
    expect(loginButtonText(true)).toBe('Logging in...');
    expect(CHECKING_AUTHENTICATION).toBe('Checking authentication...');
  });
});

describe('the role badge', () => {
  it.each([
    ['admin', 'red'],
    ['editor', 'blue'],
    ['viewer', 'green'],
  ] as const)('colours the %s badge %s', (role, colour) => {
    expect(renderToStaticMarkup(<RoleBadge userRole={role} />)).toContain(`bg-${colour}-100`);
  });
});
