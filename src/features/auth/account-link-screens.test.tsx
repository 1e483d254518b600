// The screens of the e-mailed links: the 'Forgot your password?' entry on the login form, the page a
// link opens (the form with its strength meter, or why the link cannot be used) and the meter's scale.
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { visibleText as text } from '#src/ui/markup.testing.ts';
import { AccountLinkForm } from './AccountLinkForm.tsx';
import { ACCOUNT_LINK_MESSAGES, linkStateMessage } from './account-links.ts';
import { LoginForm } from './LoginForm.tsx';
import { passwordStrength } from './password-strength.ts';

describe('the login form', () => {
  it("offers 'Forgot your password?'", () => {
    expect(renderToStaticMarkup(<LoginForm />)).toMatch(/<button type="button"[^>]*>Forgot your password\?<\/button>/);
  });
});

describe('the forgotten-password answer', () => {
  it('is the one sentence the issue words, for every address', () => {
    expect(ACCOUNT_LINK_MESSAGES.resetRequested).toBe('If an account exists for that address, we have sent a link.');
  });
});

describe('the page a link opens', () => {
  it('asks an invitee for a password twice, with a strength meter', () => {
    const html = renderToStaticMarkup(
      <AccountLinkForm kind="invitation" token="t" link={{ state: 'valid', email: 'ella@example.com', name: 'Ella' }} />,
    );
    expect(text(html)).toContain('Accept your invitation');
    expect(text(html)).toContain('Choose a password for ella@example.com.');
    expect(html).toMatch(/<label[^>]*>New password<\/label>/);
    expect(html).toMatch(/<label[^>]*>Confirm new password<\/label>/);
    expect(html).toContain('<meter');
    expect(html).toContain('aria-valuetext="Too short"');
  });

  it.each([
    ['invitation', 'used', 'This invitation has already been accepted. Log in with the password you chose.'],
    ['invitation', 'revoked', 'This invitation was withdrawn. Ask an admin if you still need an account.'],
    ['invitation', 'expired', 'This invitation has expired. Ask an admin to send you a new one.'],
    ['password-reset', 'used', 'This password reset link has already been used.'],
    ['password-reset', 'expired', 'This password reset link has expired.'],
    ['password-reset', 'invalid', 'This link is not valid.'],
  ] as const)('says plainly that a %s link that is %s cannot be used, without a form', (kind, state, words) => {
    const html = renderToStaticMarkup(
      <AccountLinkForm kind={kind} token="t" link={{ state, message: linkStateMessage(kind, state) }} />,
    );
    expect(text(html)).toContain(words);
    expect(html).not.toContain('<form');
    expect(html).toContain('href="/admin"');
  });
});

describe('the strength meter', () => {
  it.each([
    ['short', 0, 'Too short'],
    ['aaaaaaaaaaaaaaaa', 1, 'Weak'],
    ['plainlowercase', 1, 'Weak'],
    ['correct horse battery', 3, 'Strong'],
    ['Correct-Horse-Battery-9', 4, 'Very strong'],
  ] as const)('rates %s as %s', (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});
