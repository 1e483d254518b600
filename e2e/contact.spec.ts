import { expect, type Page, test } from '@playwright/test';
import { DEFAULT_COMPANY as company } from '../src/features/public-shell/company.ts';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { header, readMailbox } from './mailbox.ts';

/** Console messages that show the Content-Security-Policy blocked something, plus uncaught errors. */
function watchForProblems(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) problems.push(message.text());
  });
  page.on('pageerror', (error) => problems.push(error.message));
  return problems;
}

async function openContactPage(page: Page, path = '/contact') {
  await page.goto(path);
  await waitForIsland(page, 'ContactForm');
}

/** Matches the whole text only ("Name must…" is also the end of "Company name must…"). */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

const submit = (page: Page) => page.getByRole('button', { name: /Submit Enquiry|Sending\.\.\./ });

test.describe('contact enquiries', () => {
  test('a visitor sends an enquiry after the security check, lands on the thank-you page, and both e-mails arrive', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const problems = watchForProblems(page);
    const visitor = `jo.${Date.now()}@example.com.au`;
    await openContactPage(page);

    await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
    await expect(page.getByText('Get in touch with our M&A specialists for a confidential discussion')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Send Us a Message' })).toBeVisible();
    await expect(page.getByText('Fill out the form below and our team will be in touch shortly.')).toBeVisible();
    const information = page.getByRole('region', { name: 'Contact Information' });
    await expect(information.getByText('Prefer to talk directly? Reach out using the contact details below.')).toBeVisible();
    await expect(information.getByRole('link', { name: company.phone })).toHaveAttribute(
      'href',
      `tel:${company.phoneInternational}`,
    );
    await expect(information.getByRole('link', { name: company.email })).toBeVisible();
    await expect(information).toContainText('Brisbane QLD 4000');

    await page.getByLabel('Full Name').fill('Jo Citizen');
    await page.getByLabel('Email Address').fill(visitor);
    await page.getByLabel('Company Name').fill('Citizen Staffing');
    await page.getByLabel('Phone Number').fill('07 3000 0000');
    await page.getByLabel('Your Message').fill('We are weighing up a sale of our agency within two years.');
    await expect(page.getByRole('group', { name: 'Security Verification' })).toBeVisible();

    // The real ALTCHA proof of work runs in the browser's worker; the button unlocks once it is solved.
    await expect(submit(page)).toBeEnabled({ timeout: 60_000 });
    await submit(page).click();

    // The address carries nothing of the visitor (history, proxies and logs keep addresses).
    await page.waitForURL(/\/contact\/success$/);
    expect(page.url()).not.toContain('Citizen');
    await expect(page.getByRole('heading', { level: 1, name: 'Thank You for Your Enquiry!' })).toBeVisible();
    await expect(page.getByText('Your message has been successfully submitted.')).toBeVisible();
    await expect(
      page.getByText('Thank you! Your enquiry has been submitted successfully and confirmation emails have been sent.'),
    ).toBeVisible();
    const details = page.getByRole('region', { name: 'Submission Details' });
    await expect(details).toContainText('Jo Citizen');
    await expect(details).toContainText(visitor);
    await expect(details).toContainText('Citizen Staffing');
    await expect(page.getByRole('region', { name: 'What Happens Next?' })).toContainText('in touch shortly');
    await expect(page.getByRole('link', { name: 'View Our Services' })).toHaveAttribute('href', '/services');
    await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    // A reload in the same tab still lists them.
    await page.reload();
    await expect(details).toContainText('Citizen Staffing');

    await expect.poll(() => readMailbox().filter((mail) => mail.raw.includes(visitor)).length, { timeout: 15_000 }).toBe(2);
    const mails = readMailbox().filter((mail) => mail.raw.includes(visitor));
    const confirmation = mails.find((mail) => mail.recipients.includes(visitor));
    const notification = mails.find((mail) => mail.recipients.includes(company.email));
    expect(header(confirmation ?? { recipients: [], headers: [], raw: '' }, 'subject')).toBe(
      `Thank you for your enquiry - ${company.name}`,
    );
    expect(header(notification ?? { recipients: [], headers: [], raw: '' }, 'reply-to')).toBe(visitor);
    expect(notification?.raw).toContain('Citizen Staffing');

    expect(problems).toEqual([]);
  });

  test('the form shows the six validation messages next to the fields, and no captcha token means the toast and no request', async ({
    page,
  }) => {
    // The challenge cannot be fetched, so no token ever exists.
    await page.route('**/api/contact/challenge', (route) => route.abort());
    let posted = false;
    await page.route('**/api/contact', (route) => {
      posted = true;
      return route.continue();
    });
    await openContactPage(page);
    await page.getByLabel('Full Name').fill('J');
    await page.getByLabel('Email Address').fill('not-an-email');
    await page.getByLabel('Company Name').fill('C');
    await page.getByLabel('Phone Number').fill('123');
    await page.getByLabel('Your Message').fill('Too short');
    await expect(page.getByText('The security check did not complete and has been reset. Please try it again.')).toBeVisible();
    await expect(submit(page)).toBeDisabled();
    // No token, so the button stays disabled; submit the form the way the Enter key would.
    await page.locator('main form').evaluate((form: HTMLFormElement) => form.requestSubmit());

    await expect(page.getByText('Please complete the captcha verification.').first()).toBeVisible();
    const expectations: [string, string][] = [
      ['Full Name', 'Name must be at least 2 characters.'],
      ['Email Address', 'Please enter a valid email address.'],
      ['Company Name', 'Company name must be at least 2 characters.'],
      ['Phone Number', 'Please enter a valid phone number.'],
      ['Your Message', 'Message must be at least 10 characters.'],
    ];
    for (const [label, message] of expectations) {
      const field = page.getByLabel(label);
      await expect(field).toHaveAttribute('aria-invalid', 'true');
      await expect(field).toHaveAccessibleDescription(message);
      await expect(page.getByRole('alert').filter({ hasText: exactly(message) })).toBeVisible();
    }
    await expect(page.getByRole('alert').filter({ hasText: exactly('Please complete the captcha verification.') })).toBeVisible();
    // The toast, word for word.
    await expect(page.locator('[data-sonner-toast]')).toHaveText('Please complete the captcha verification.');
    expect(posted).toBe(false);
  });

  test('a failed insert keeps the form filled and shows the error toast, without leaving the page', async ({ page }) => {
    await page.route('**/api/contact', async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 500));
      await route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          ok: false,
          error: 'insert-failed',
          message: 'The enquiry could not be stored. Please try again.',
        }),
      });
    });
    await openContactPage(page);
    await page.getByLabel('Full Name').fill('Jo Citizen');
    await page.getByLabel('Email Address').fill('jo@example.com.au');
    await page.getByLabel('Your Message').fill('Please call me about a valuation of our firm.');
    await expect(submit(page)).toBeEnabled({ timeout: 60_000 });
    await submit(page).click();
    await expect(page.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    await expect(page.getByText('Sorry, there was an error submitting your enquiry. Please try again.')).toBeVisible();
    await expect(page).toHaveURL(/\/contact$/);
    await expect(page.getByLabel('Full Name')).toHaveValue('Jo Citizen');
    await expect(page.getByLabel('Your Message')).toHaveValue('Please call me about a valuation of our firm.');
    await expect(submit(page)).toHaveText('Submit Enquiry');
  });

  test('when the e-mails could not be sent yet the visitor is still thanked, with the warning toast', async ({ page }) => {
    await page.route('**/api/contact', (route) =>
      route.fulfill({ status: 201, contentType: 'application/json', body: JSON.stringify({ ok: true, outcome: 'queued' }) }),
    );
    await openContactPage(page);
    await page.getByLabel('Full Name').fill('Sam Lee');
    await page.getByLabel('Email Address').fill('sam@example.com.au');
    await page.getByLabel('Your Message').fill('Interested in buying a staffing business.');
    await expect(submit(page)).toBeEnabled({ timeout: 60_000 });
    await submit(page).click();
    await page.waitForURL(/\/contact\/success$/);
    await expect(
      page.getByText("Your enquiry was submitted but we couldn't send confirmation emails. We'll still get back to you!"),
    ).toBeVisible();
    const details = page.getByRole('region', { name: 'Submission Details' });
    await expect(details).toContainText('sam@example.com.au');
    await expect(details).not.toContainText('Company');
  });

  test('a link with ?message= arrives with the message filled in', async ({ page }) => {
    await openContactPage(page, `/contact?message=${encodeURIComponent('My valuation estimate is $1,200,000 to $2,400,000.')}`);
    await expect(page.getByLabel('Your Message')).toHaveValue('My valuation estimate is $1,200,000 to $2,400,000.');
  });

  test('the thank-you page shows nothing its address says, and sends a tab that sent no enquiry to the form', async ({
    page,
  }) => {
    const problems = watchForProblems(page);
    await page.goto('/contact/success');
    await expect(page).toHaveURL(/\/contact$/);
    const forged = 'Your account is suspended. Call 1900 000 000';
    await page.goto(`/contact/success?name=${encodeURIComponent(forged)}&email=help%40evil.example`);
    await expect(page).toHaveURL(/\/contact$/);
    await waitForIsland(page, 'ContactForm');
    await expect(page.getByText(forged)).toHaveCount(0);
    expect(problems).toEqual([]);
  });

  test('the contact and thank-you pages have no accessibility violations on a desktop', async ({ page }) => {
    const problems = watchForProblems(page);
    await openContactPage(page);
    await expectNoAxeViolations(page);
    // What the form leaves in the tab before it moves on (success-handoff.ts).
    await page.evaluate(() =>
      sessionStorage.setItem(
        'contact:submitted-details',
        JSON.stringify({ name: 'Jo Citizen', email: 'jo@example.com.au', company: 'Citizen Staffing' }),
      ),
    );
    await page.goto('/contact/success');
    await waitForIsland(page, 'SubmissionDetails');
    await expect(page.getByRole('region', { name: 'Submission Details' })).toContainText('Citizen Staffing');
    await expectNoAxeViolations(page);
    expect(problems).toEqual([]);
  });

  test('the contact page has no accessibility violations on a 390 px phone, with errors showing', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.route('**/api/contact/challenge', (route) => route.abort());
    await openContactPage(page);
    await page.getByLabel('Full Name').fill('J');
    await page.locator('main form').evaluate((form: HTMLFormElement) => form.requestSubmit());
    await expect(page.getByRole('alert').filter({ hasText: exactly('Name must be at least 2 characters.') })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
