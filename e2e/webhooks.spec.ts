// Webhooks end to end: an admin adds an endpoint with the keyboard, sees its secret once, sends a test
// event to a receiver this test runs on the loopback address (WEBHOOK_ALLOW_LOOPBACK is on for the e2e
// server), finds the attempt in the endpoint's log, and replays it; every delivery verifies with the
// `standardwebhooks` package. The screen and its dialogs pass axe.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';
import { Webhook } from 'standardwebhooks';
import { expectNoAxeViolations } from './axe.ts';
import { waitForIsland } from './hydration.ts';
import { openAsAdmin } from './staff.ts';

interface Received {
  headers: IncomingHttpHeaders;
  body: string;
}

let server: Server;
const all: Received[] = [];
/** The test events only: other specs' enquiries reach this endpoint too while it exists. */
const received = {
  get list() {
    return all.filter((request) => (JSON.parse(request.body) as { test?: boolean }).test === true);
  },
};

test.beforeAll(async () => {
  server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      all.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8') });
      response.writeHead(200, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

test.afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

test('an admin adds an endpoint, sees its secret once, sends a test event, finds the attempt and replays it', async ({
  page,
}) => {
  const address = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hooks/${Date.now().toString(36)}`;
  await openAsAdmin(page, '/admin/webhooks');
  await waitForIsland(page, 'WebhooksScreen');
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  // With the keyboard: the dialog opens on the address; Tab reaches each field and event.
  await page.getByRole('button', { name: 'Add Endpoint' }).focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Add Endpoint' });
  await expect(dialog.getByRole('textbox', { name: 'Address' })).toBeFocused();
  await page.keyboard.type(address);
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('textbox', { name: 'Description' })).toBeFocused();
  await page.keyboard.type('E2E receiver');
  await page.keyboard.press('Tab');
  await expect(dialog.getByRole('checkbox', { name: /Enquiry received/ })).toBeFocused();
  await expect(dialog.getByRole('checkbox', { name: /Enquiry received/ })).toBeChecked();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('checkbox', { name: /Enquiry updated/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Add Endpoint' }).press('Enter');

  await expect(page.getByText('Endpoint added').first()).toBeVisible();
  const secretDialog = page.getByRole('dialog', { name: 'Signing Secret' });
  await expect(secretDialog.getByText('it is shown only this once')).toBeVisible();
  const secret = await secretDialog.getByLabel('Signing secret').inputValue();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await expectNoAxeViolations(page);
  await secretDialog.getByRole('button', { name: 'Done' }).click();
  await expect(secretDialog).toBeHidden();
  await expect(page.getByRole('cell', { name: `${address} E2E receiver` })).toBeVisible();
  // Once: neither the page nor its list answer holds it any more.
  await page.reload();
  await waitForIsland(page, 'WebhooksScreen');
  await expect(page.getByRole('cell', { name: `${address} E2E receiver` })).toBeVisible();
  expect(await page.content()).not.toContain(secret.slice(6));
  expect(await (await page.request.get('/api/admin/webhooks')).text()).not.toContain(secret.slice(6));

  await page.getByRole('button', { name: `Send a test event to ${address}` }).click();
  const testDialog = page.getByRole('dialog', { name: 'Send Test Event' });
  await testDialog.getByLabel('Event').selectOption('enquiry.updated');
  await testDialog.getByRole('button', { name: 'Send Test Event' }).click();
  await expect(page.getByText('Test event queued: it goes out within seconds').first()).toBeVisible();
  await expect.poll(() => received.list.length, { timeout: 15_000 }).toBe(1);
  const [first] = received.list;
  const payload = new Webhook(secret).verify(first?.body ?? '', first?.headers as Record<string, string>) as Record<
    string,
    unknown
  >;
  expect(payload).toMatchObject({ type: 'enquiry.updated', test: true, data: { changed: 'status, assigned_to' } });

  await page.getByRole('button', { name: `Deliveries to ${address}` }).click();
  const log = page.getByRole('dialog', { name: 'Deliveries' });
  // Other specs' enquiries may be in the log too: the test event's own entry, by its webhook-id.
  const entry = log.getByRole('listitem').filter({ hasText: String(first?.headers['webhook-id']) });
  await expect(entry.getByText('Delivered')).toBeVisible();
  await expect(entry.getByText('Test', { exact: true })).toBeVisible();
  await entry.getByText('1 attempt').click();
  await expect(entry.getByText(/Attempt 1, .*: HTTP 200 in \d+ ms/)).toBeVisible();
  await expect(entry.getByText('{"received":true}')).toBeVisible();
  await expectNoAxeViolations(page);

  await entry.getByRole('button', { name: /^Replay enquiry\.updated of / }).click();
  await expect(page.getByText('Delivery queued again').first()).toBeVisible();
  await expect.poll(() => received.list.length, { timeout: 15_000 }).toBe(2);
  const second = received.list[1];
  expect(second?.headers['webhook-id']).toBe(first?.headers['webhook-id']);
  expect(new Webhook(secret).verify(second?.body ?? '', second?.headers as Record<string, string>)).toEqual(payload);
  await expect(entry.getByText('2 attempts')).toBeVisible({ timeout: 10_000 });
  await log.getByRole('button', { name: 'Close' }).first().click();

  // Deleted, so no later enquiry is queued for a receiver that has gone.
  await page.getByRole('button', { name: `Delete ${address}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Endpoint deleted').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: `${address} E2E receiver` })).toBeHidden();
});

test('the webhooks screen is for admins only: the API refuses anyone signed out', async ({ request }) => {
  const answer = await request.get('/api/admin/webhooks');
  expect(answer.status()).toBe(401);
});
