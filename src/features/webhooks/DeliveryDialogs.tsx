import { RefreshCw, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useState } from 'react';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { Badge, type BadgeMap, StatusBadge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { SelectField } from '#src/ui/Field.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { notifyError } from '#src/ui/Toaster.tsx';
import { runAction } from '../admin/run-action.ts';
import { closesWith, endpointPath } from './EndpointDialogs.tsx';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './events.ts';
import { WEBHOOK_MESSAGES } from './schema.ts';
import type { AdminWebhookAttempt, AdminWebhookDelivery, AdminWebhookEndpoint, DeliveryPage } from './types.ts';

/** Which made-up event to send: one of those the endpoint receives. */
export function TestEventDialog({ endpoint, onClose }: { endpoint: AdminWebhookEndpoint | null; onClose: () => void }) {
  const [type, setType] = useState<WebhookEventType>('enquiry.created');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (endpoint) setType(endpoint.events[0] ?? 'enquiry.created');
  }, [endpoint]);

  async function send() {
    if (!endpoint) return;
    setBusy(true);
    const sent = await runAction(() => requestJson(`${endpointPath(endpoint)}/test`, { method: 'POST', body: { type } }), {
      success: WEBHOOK_MESSAGES.testSent,
      failed: WEBHOOK_MESSAGES.testFailed,
    });
    setBusy(false);
    if (sent) onClose();
  }

  return (
    <Dialog
      open={endpoint !== null}
      onOpenChange={closesWith(onClose)}
      title="Send Test Event"
      description="A made-up event with every field filled in, marked test: true, so your CRM or automation tool can learn its fields."
      footer={
        <>
          <Button variant="outline" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button onClick={send} disabled={busy}>
            {busy ? 'Sending...' : 'Send Test Event'}
          </Button>
        </>
      }
    >
      {endpoint && (
        <SelectField label="Event" value={type} onChange={(event) => setType(event.target.value as WebhookEventType)}>
          {WEBHOOK_EVENT_TYPES.map((option) => (
            <option key={option} value={option}>
              {WEBHOOK_EVENT_LABELS[option].label} ({option})
            </option>
          ))}
        </SelectField>
      )}
    </Dialog>
  );
}

export const DELIVERY_BADGES: BadgeMap<AdminWebhookDelivery['status']> = {
  pending: { label: 'Waiting', tone: 'blue' },
  sending: { label: 'Sending', tone: 'blue' },
  delivered: { label: 'Delivered', tone: 'green' },
  failed: { label: 'Failed', tone: 'red' },
  paused: { label: 'Held (endpoint paused)', tone: 'amber' },
};

/** One attempt's answer in words: the status (and the error when there is one). */
export function attemptSummary(attempt: Pick<AdminWebhookAttempt, 'statusCode' | 'error'>): string {
  if (attempt.statusCode === null) return attempt.error ?? 'No answer';
  return attempt.error ? `HTTP ${attempt.statusCode}: ${attempt.error}` : `HTTP ${attempt.statusCode}`;
}

function AttemptLog({ delivery }: { delivery: AdminWebhookDelivery }) {
  if (delivery.log.length === 0) return <p className="mt-2 text-sm text-slate-600">Not tried yet.</p>;
  return (
    <details className="mt-2">
      <summary className="cursor-pointer text-sm font-medium text-brand-700">
        {delivery.log.length === 1 ? '1 attempt' : `${delivery.log.length} attempts`}
      </summary>
      <ol className="mt-2 space-y-2">
        {delivery.log.map((attempt) => (
          <li key={attempt.id} className="rounded-md bg-slate-50 p-3 text-sm">
            <p className="text-slate-900">
              Attempt {attempt.attempt}, {brisbaneDateTime(attempt.at)}: {attemptSummary(attempt)} in {attempt.durationMs} ms
            </p>
            {attempt.responseBody && (
              <pre className="mt-2 max-h-40 overflow-auto whitespace-pre-wrap break-all rounded bg-white p-2 font-mono text-xs text-slate-800">
                {attempt.responseBody}
              </pre>
            )}
          </li>
        ))}
      </ol>
    </details>
  );
}

/** An endpoint's newest deliveries with every attempt; refreshed every 2 s while one is on its way. */
export function DeliveriesDialog({ endpoint, onClose }: { endpoint: AdminWebhookEndpoint | null; onClose: () => void }) {
  const [deliveries, setDeliveries] = useState<AdminWebhookDelivery[] | null>(null);
  const [more, setMore] = useState(false);
  // The pages gone through with Older: each the last delivery of the page before; none for the newest.
  const [cursors, setCursors] = useState<string[]>([]);
  const [replaying, setReplaying] = useState<string | null>(null);
  const endpointId = endpoint?.id;
  const before = cursors.at(-1);

  const load = useCallback(async () => {
    if (!endpointId) return;
    try {
      const query = before ? `?before=${encodeURIComponent(before)}` : '';
      const answer = await requestJson<DeliveryPage>(`${endpointPath({ id: endpointId })}/deliveries${query}`);
      setDeliveries(answer.deliveries);
      setMore(answer.more);
    } catch (error) {
      notifyError(serverMessageOr(error, WEBHOOK_MESSAGES.deliveriesLoadFailed));
      setDeliveries((current) => current ?? []);
    }
  }, [endpointId, before]);

  useEffect(() => {
    setDeliveries(null);
    void load();
  }, [load]);

  useEffect(() => {
    if (!endpointId) setCursors([]);
  }, [endpointId]);

  const onTheirWay = deliveries?.some((delivery) => delivery.status === 'pending' || delivery.status === 'sending') ?? false;
  useEffect(() => {
    if (!onTheirWay) return;
    const timer = setInterval(() => void load(), 2000);
    return () => clearInterval(timer);
  }, [onTheirWay, load]);

  async function replay(delivery: AdminWebhookDelivery) {
    setReplaying(delivery.id);
    await runAction(
      async () => {
        await requestJson(`/api/admin/webhooks/deliveries/${encodeURIComponent(delivery.id)}/replay`, { method: 'POST' });
        await load();
      },
      { success: WEBHOOK_MESSAGES.replayed, failed: WEBHOOK_MESSAGES.replayFailed },
    );
    setReplaying(null);
  }

  return (
    <Dialog
      open={endpoint !== null}
      onOpenChange={closesWith(onClose)}
      size="xl"
      title="Deliveries"
      description={endpoint ? `The events sent to ${endpoint.url}, newest first, 50 to a page, with every attempt.` : undefined}
      footer={
        <>
          <Button variant="outline" onClick={() => setCursors((current) => current.slice(0, -1))} disabled={!before}>
            Newer Deliveries
          </Button>
          <Button
            variant="outline"
            onClick={() => setCursors((current) => [...current, deliveries?.at(-1)?.id ?? ''])}
            disabled={!more || !deliveries?.length}
          >
            Older Deliveries
          </Button>
          <Button variant="outline" onClick={() => void load()}>
            <RefreshCw aria-hidden="true" className="size-4" />
            Refresh
          </Button>
          <Button onClick={onClose}>Close</Button>
        </>
      }
    >
      {deliveries === null ? (
        <LoadingState label="Loading deliveries..." />
      ) : deliveries.length === 0 ? (
        <p className="text-sm text-slate-600">No events have been sent to this endpoint yet.</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-md border border-slate-200">
          {deliveries.map((delivery) => (
            <li key={delivery.id} className="p-3">
              <div className="flex flex-wrap items-start justify-between gap-3">
                <div className="min-w-0 flex-1 text-sm">
                  <p className="font-medium text-slate-900">
                    <span className="font-mono">{delivery.type}</span>{' '}
                    <StatusBadge value={delivery.status} map={DELIVERY_BADGES} />{' '}
                    {delivery.test && <Badge tone="slate">Test</Badge>}
                  </p>
                  <p className="text-slate-600">
                    {brisbaneDateTime(delivery.createdAt)} · <span className="font-mono text-xs">{delivery.eventId}</span>
                  </p>
                  {delivery.nextAttemptAt && delivery.status === 'pending' && delivery.log.length > 0 && (
                    <p className="text-slate-700">Next attempt {brisbaneDateTime(delivery.nextAttemptAt)}</p>
                  )}
                </div>
                <Button
                  variant="outline"
                  size="sm"
                  disabled={replaying !== null || delivery.status === 'sending' || endpoint?.status === 'paused'}
                  onClick={() => replay(delivery)}
                  aria-label={`Replay ${delivery.type} of ${brisbaneDateTime(delivery.createdAt)}`}
                >
                  <RotateCcw aria-hidden="true" className="size-4" />
                  {replaying === delivery.id ? 'Replaying...' : 'Replay'}
                </Button>
              </div>
              <AttemptLog delivery={delivery} />
            </li>
          ))}
        </ul>
      )}
    </Dialog>
  );
}
