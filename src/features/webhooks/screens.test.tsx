// @vitest-environment happy-dom
// The Webhooks screen mounted in a document: the endpoints' table with each row's named buttons, the
// endpoint form, the deliveries' log with Replay, and the secret shown once, each checked by axe. The
// server's answers are the API's own shapes (webhooks.test.ts tests the API on a real database).
import { act } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axeViolations } from '#src/ui/axe.testing.ts';
import { WEBHOOKS_AREA } from './area.ts';
import { attemptSummary } from './DeliveryDialogs.tsx';
import { SecretDialog } from './EndpointDialogs.tsx';
import type { AdminWebhookDelivery, AdminWebhookEndpoint } from './types.ts';
import { endpointState, WebhooksScreen } from './WebhooksScreen.tsx';

const endpoint: AdminWebhookEndpoint = {
  id: 'e1',
  url: 'https://hooks.zapier.com/hooks/catch/1/abc',
  description: 'Zapier: new leads to HubSpot',
  events: ['enquiry.created', 'enquiry.updated'],
  status: 'active',
  pausedReason: null,
  pausedAt: null,
  failingSince: null,
  previousSecretExpiresAt: '2026-03-03T23:00:00.000Z',
  lastAttempt: { at: '2026-03-02T23:00:05.000Z', statusCode: 200, outcome: 'delivered' },
  createdAt: '2026-03-01T00:00:00.000Z',
};

const delivery: AdminWebhookDelivery = {
  id: 'd1',
  eventId: 'msg_2KWPBgLlAfxdpx2AI54pPJ85f4W',
  type: 'enquiry.created',
  test: true,
  status: 'delivered',
  attempts: 2,
  nextAttemptAt: null,
  createdAt: '2026-03-02T23:00:00.000Z',
  deliveredAt: '2026-03-02T23:00:05.000Z',
  log: [
    {
      id: 'a2',
      attempt: 2,
      at: '2026-03-02T23:00:05.000Z',
      statusCode: 200,
      durationMs: 84,
      responseBody: '{"ok":true}',
      error: null,
      outcome: 'delivered',
    },
    {
      id: 'a1',
      attempt: 1,
      at: '2026-03-02T23:00:00.000Z',
      statusCode: null,
      durationMs: 15_000,
      responseBody: null,
      error: 'No answer within 15 seconds',
      outcome: 'retry',
    },
  ],
};

describe('the Webhooks screen', () => {
  let unmount: (() => void) | undefined;
  beforeEach(() => {
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
    vi.stubGlobal('fetch', async (path: string) => {
      const body = path.endsWith('/deliveries') ? { deliveries: [delivery], more: true } : { endpoints: [endpoint] };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    });
  });
  afterEach(() => {
    act(() => unmount?.());
    unmount = undefined;
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  async function mount(element: React.ReactNode) {
    const container = document.createElement('div');
    document.body.append(container);
    const root = createRoot(container);
    unmount = () => root.unmount();
    await act(async () => root.render(element));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    return container;
  }

  /** axe replaces the document's body, so the markup is taken and the screen unmounted first. */
  async function axeOf(markup: string | undefined) {
    act(() => unmount?.());
    unmount = undefined;
    return axeViolations(markup ?? '', 'Webhooks');
  }

  const button = (name: string) => {
    const found = [...document.querySelectorAll('button')].find(
      (item) => item.getAttribute('aria-label') === name || item.textContent === name,
    );
    if (!found) throw new Error(`no button ${name}`);
    return found as HTMLButtonElement;
  };

  it('lists each endpoint with its events, state and last attempt, and a named button for every action', async () => {
    const container = await mount(<WebhooksScreen title={WEBHOOKS_AREA.title} />);
    const text = container.textContent ?? '';
    for (const words of [
      'Webhooks',
      'Zapier: new leads to HubSpot',
      'Enquiry received',
      'Enquiry updated',
      'Active',
      'HTTP 200',
    ]) {
      expect(text).toContain(words);
    }
    expect(text).toContain('Old secret signs too until');
    for (const action of ['Deliveries to', 'Send a test event to', 'Pause', 'Rotate the secret of', 'Edit', 'Delete']) {
      expect(button(`${action} ${endpoint.url}`)).toBeTruthy();
    }
    expect(await axeOf(container.innerHTML)).toEqual([]);
  });

  it('opens the form with the address, description and each event as a labelled checkbox', async () => {
    await mount(<WebhooksScreen title={WEBHOOKS_AREA.title} />);
    await act(async () => button('Add Endpoint').click());
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('Add Endpoint');
    const boxes = [...(dialog?.querySelectorAll('input[type="checkbox"]') ?? [])] as HTMLInputElement[];
    expect(boxes.map((box) => box.value)).toEqual([
      'enquiry.created',
      'enquiry.updated',
      'booking.created',
      'booking.changed',
      'booking.cancelled',
      'subscriber.confirmed',
    ]);
    expect(dialog?.querySelector('fieldset legend')?.textContent).toBe('Events');
    expect(await axeOf(dialog?.outerHTML)).toEqual([]);
  });

  it('shows the deliveries with every attempt, what it answered, and Replay', async () => {
    await mount(<WebhooksScreen title={WEBHOOKS_AREA.title} />);
    await act(async () => button(`Deliveries to ${endpoint.url}`).click());
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    const dialog = document.querySelector('[role="dialog"]');
    const text = dialog?.textContent ?? '';
    expect(text).toContain('msg_2KWPBgLlAfxdpx2AI54pPJ85f4W');
    expect(text).toContain('Delivered');
    expect(text).toContain('Test');
    expect(text).toContain('2 attempts');
    expect(text).toContain('HTTP 200 in 84 ms');
    expect(text).toContain('No answer within 15 seconds in 15000 ms');
    expect(dialog?.querySelector('pre')?.textContent).toBe('{"ok":true}');
    expect(dialog?.querySelector('button[aria-label^="Replay enquiry.created of"]')).not.toBeNull();
    // The newest page: older ones are a click away, newer ones there are none.
    expect(button('Older Deliveries').disabled).toBe(false);
    expect(button('Newer Deliveries').disabled).toBe(true);
    expect(await axeOf(dialog?.outerHTML)).toEqual([]);
  });

  it('shows a secret once, in a labelled field with a copy button', async () => {
    await mount(
      <SecretDialog shown={{ url: endpoint.url, secret: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }} onClose={() => {}} />,
    );
    const dialog = document.querySelector('[role="dialog"]');
    expect(dialog?.textContent).toContain('shown only this once');
    expect((dialog?.querySelector('input[readonly]') as HTMLInputElement | null)?.value).toBe(
      'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw',
    );
    expect(await axeOf(dialog?.outerHTML)).toEqual([]);
  });

  it('says how an endpoint stands and what an attempt got back', () => {
    expect(endpointState(endpoint)).toEqual({ label: 'Active', tone: 'green' });
    expect(endpointState({ ...endpoint, status: 'paused', pausedReason: 'gone' }).label).toBe(
      'Paused: the receiver answered 410 Gone',
    );
    expect(endpointState({ ...endpoint, status: 'paused', pausedReason: 'failing' }).label).toBe(
      'Paused after three days of failures',
    );
    expect(endpointState({ ...endpoint, failingSince: '2026-03-02T23:00:00.000Z' }).tone).toBe('red');
    expect(attemptSummary({ statusCode: 302, error: 'Redirected (302)' })).toBe('HTTP 302: Redirected (302)');
    expect(attemptSummary({ statusCode: null, error: 'Connection refused' })).toBe('Connection refused');
  });
});
