// Booking a call end to end: a visitor books a free time (with the real ALTCHA check), the next visitor
// no longer sees it, an admin finds the enquiry and the call, the visitor moves the call from the
// e-mail's link and then cancels it; the three invitations parse with ical.js and carry one UID,
// SEQUENCE 0, 1, 2 and the methods REQUEST, REQUEST, CANCEL.
import { expect, type Page, test } from '@playwright/test';
import ICAL from 'ical.js';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { calendarPartOf, type FiledMail, linkIn, readMailbox } from './mailbox.ts';
import { openAsAdmin } from './staff.ts';

const bookButton = (page: Page) => page.getByRole('button', { name: /Book the Call|Booking\.\.\./ });

function invitation(mail: FiledMail) {
  const part = calendarPartOf(mail);
  if (!part) throw new Error('no calendar part');
  const calendar = new ICAL.Component(ICAL.parse(part.text));
  const event = calendar.getFirstSubcomponent('vevent');
  return {
    contentType: part.contentType,
    method: calendar.getFirstPropertyValue('method'),
    uid: event?.getFirstPropertyValue('uid'),
    sequence: event?.getFirstPropertyValue('sequence'),
    status: event?.getFirstPropertyValue('status'),
  };
}

test.describe('booking a call', () => {
  test('a visitor books a time, the next visitor no longer sees it, an admin finds it, and the visitor moves and cancels it from the e-mail', async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const visitor = `booker.${Date.now()}@example.com.au`;
    await page.goto('/book-a-call');
    await waitForIsland(page, 'BookingForm');
    await expect(page.getByRole('heading', { level: 1, name: 'Book a Call' })).toBeVisible();
    await expectNoAxeViolations(page);

    const times = page.getByRole('group', { name: /Choose a time on .* \(Brisbane time\)/ }).getByRole('radio');
    const chosen = times.first();
    const start = (await chosen.getAttribute('value')) ?? '';
    expect(start).toMatch(/Z$/);
    await chosen.check();
    await page.getByLabel('Full Name').fill('Bea Booker');
    await page.getByLabel('Email Address').fill(visitor);
    await page.getByLabel('Company Name').fill('Booker Recruitment');
    await page.getByRole('radio', { name: 'Selling my business' }).check();
    await page.getByLabel(/Anything we should know/).fill('We have two offices and 40 contractors.');
    await expect(bookButton(page)).toBeEnabled({ timeout: 60_000 });
    await bookButton(page).click();
    await expect(page.getByRole('heading', { name: 'Your call is booked' })).toBeVisible();

    // The next visitor is offered the day without that time.
    const next = await browser.newPage();
    await next.goto('/book-a-call');
    await expect(
      next
        .getByRole('group', { name: /Choose a time on/ })
        .getByRole('radio')
        .first(),
    ).toBeVisible();
    await expect(next.locator(`input[type="radio"][value="${start}"]`)).toHaveCount(0);
    await next.close();

    // The admin finds the call and its enquiry.
    await openAsAdmin(page, '/admin/bookings');
    await expect(
      page.getByRole('region', { name: 'Upcoming calls' }).getByRole('link', { name: 'Bea Booker (Booker Recruitment)' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/admin/contact-submissions');
    const row = page.getByRole('row').filter({ hasText: 'Bea Booker' });
    await expect(row.getByText('Booked call')).toBeVisible();

    // The invitation's link: move the call to the first time of another day, then cancel it.
    await expect
      .poll(() => readMailbox().filter((mail) => mail.recipients.includes(visitor)).length, { timeout: 20_000 })
      .toBe(1);
    const [booked] = readMailbox().filter((mail) => mail.recipients.includes(visitor));
    const link = booked ? linkIn(booked, '/book-a-call/manage') : undefined;
    if (!link) throw new Error('no manage link in the invitation');
    await page.goto(new URL(link).pathname + new URL(link).search);
    await expect(page.getByRole('heading', { name: 'Your call' })).toBeVisible();
    await expectNoAxeViolations(page);
    const days = page.getByRole('navigation', { name: 'Choose a day' }).getByRole('link');
    await days.nth(1).click();
    await page
      .getByRole('group', { name: /Choose a time on/ })
      .getByRole('radio')
      .first()
      .check();
    await page.getByRole('button', { name: 'Move My Call' }).click();
    await expect(page.getByText('Your call has been moved. We have e-mailed you the updated invitation.')).toBeVisible();
    await page.getByRole('button', { name: 'Cancel My Call' }).click();
    await expect(page.getByText('Your call has been cancelled. We have let the partner know.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'This call has been cancelled' })).toBeVisible();

    await expect
      .poll(() => readMailbox().filter((mail) => mail.recipients.includes(visitor)).length, { timeout: 20_000 })
      .toBe(3);
    const invitations = readMailbox()
      .filter((mail) => mail.recipients.includes(visitor))
      .map(invitation);
    expect(invitations.map(({ method, sequence, status }) => [method, sequence, status])).toEqual([
      ['REQUEST', 0, 'CONFIRMED'],
      ['REQUEST', 1, 'CONFIRMED'],
      ['CANCEL', 2, 'CANCELLED'],
    ]);
    expect(new Set(invitations.map(({ uid }) => uid)).size).toBe(1);
    expect(invitations.map(({ contentType }) => /method=(\w+)/i.exec(contentType)?.[1])).toEqual([
      'REQUEST',
      'REQUEST',
      'CANCEL',
    ]);
  });

  test("shows each time in the visitor's own time too where their zone keeps other hours than Brisbane's", async ({
    browser,
  }) => {
    for (const [timezoneId, shown] of [
      ['Europe/London', true],
      ['Australia/Brisbane', false],
    ] as const) {
      const context = await browser.newContext({ timezoneId });
      const page = await context.newPage();
      await page.goto('/book-a-call');
      await waitForIsland(page, 'BookingForm');
      const times = page.getByRole('group', { name: /Choose a time on/ });
      await expect(times.getByRole('radio').first()).toBeVisible();
      await expect(times.getByText(/your time$/).first()).toHaveCount(shown ? 1 : 0);
      await context.close();
    }
  });
});
