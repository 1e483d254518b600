// The Webhooks screen's dialogs: an endpoint's form (address, description, events), its secret shown
// once, the test event's choice, and its deliveries with every attempt and Replay.
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy, RefreshCw, RotateCcw } from 'lucide-react';
import { useCallback, useEffect, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { Badge, type BadgeMap, StatusBadge } from '#src/ui/Badge.tsx';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { SelectField, TextField } from '#src/ui/Field.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { notify, notifyError } from '#src/ui/Toaster.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import { runAction } from '../admin/run-action.ts';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES, type WebhookEventType } from './events.ts';
import { WEBHOOK_MESSAGES, type WebhookEndpointInput, WebhookEndpointSchema, type WebhookEndpointValues } from './schema.ts';
import type {
  AdminWebhookAttempt,
  AdminWebhookDelivery,
  AdminWebhookEndpoint,
  DeliveryPage,
  EndpointWithSecret,
} from './types.ts';

export const endpointPath = (endpoint: { id: string }) => `/api/admin/webhooks/${encodeURIComponent(endpoint.id)}`;

/** A dialog opened by its subject being set: closing it (Escape, Close, outside) clears the subject. */
const closesWith = (onClose: () => void) => (open: boolean) => {
  if (!open) onClose();
};

export function EndpointDialog({
  editing,
  open,
  onOpenChange,
  onSaved,
}: {
  /** The endpoint being edited; null to add one. */
  editing: AdminWebhookEndpoint | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** With the secret when the endpoint is new. */
  onSaved: (endpoint: AdminWebhookEndpoint, secret: string | null) => void;
}) {
  const form = useForm<WebhookEndpointInput, unknown, WebhookEndpointValues>({
    resolver: zodResolver(WebhookEndpointSchema),
    values: {
      url: editing?.url ?? '',
      description: editing?.description ?? '',
      events: editing?.events ?? ['enquiry.created'],
    },
  });
  const {
    register,
    formState: { errors },
  } = form;
  const eventsErrorId = useId();

  async function save(values: WebhookEndpointValues) {
    if (editing) {
      const { endpoint } = await requestJson<{ endpoint: AdminWebhookEndpoint }>(endpointPath(editing), {
        method: 'PATCH',
        body: values,
      });
      onSaved(endpoint, null);
    } else {
      const { endpoint, secret } = await requestJson<EndpointWithSecret>('/api/admin/webhooks', { method: 'POST', body: values });
      onSaved(endpoint, secret);
    }
    onOpenChange(false);
    return editing ? WEBHOOK_MESSAGES.updated : WEBHOOK_MESSAGES.added;
  }

  return (
    <FormDialog
      form={form}
      send={save}
      outcome={{ success: (message) => message, failed: WEBHOOK_MESSAGES.saveFailed }}
      open={open}
      onOpenChange={onOpenChange}
      title={editing ? 'Edit Endpoint' : 'Add Endpoint'}
      description="Each chosen event is sent here as it happens, signed with the endpoint's secret (Standard Webhooks)."
      submitLabel={editing ? 'Save Endpoint' : 'Add Endpoint'}
      busyLabel="Saving..."
      holdWhileBusy
    >
      <TextField
        label="Address"
        type="url"
        placeholder="https://hooks.example.com/…"
        hint="The https:// address your CRM or automation tool (Zapier, Make, HubSpot) gives for incoming webhooks."
        autoComplete="off"
        required
        error={errors.url?.message}
        {...register('url')}
      />
      <TextField
        label="Description"
        placeholder="HubSpot: new leads"
        hint="Optional: what receives these events."
        autoComplete="off"
        error={errors.description?.message}
        {...register('description')}
      />
      <fieldset
        className="space-y-2 rounded-md border border-slate-200 p-4"
        aria-describedby={errors.events ? eventsErrorId : undefined}
      >
        <legend className="px-1 text-sm font-medium text-slate-800">Events</legend>
        {WEBHOOK_EVENT_TYPES.map((type) => (
          <label key={type} className="flex items-start gap-2 text-sm text-slate-800">
            <input type="checkbox" value={type} className="mt-0.5 size-4 accent-brand-700" {...register('events')} />
            <span>
              <span className="font-medium">{WEBHOOK_EVENT_LABELS[type].label}</span>{' '}
              <span className="font-mono text-xs text-slate-600">{type}</span>
              <span className="block text-slate-600">When {WEBHOOK_EVENT_LABELS[type].when}</span>
            </span>
          </label>
        ))}
        {errors.events && (
          <p id={eventsErrorId} role="alert" className="text-sm text-red-700">
            {errors.events.message}
          </p>
        )}
      </fieldset>
    </FormDialog>
  );
}

/** A new or rotated secret: shown here once, never again. */
export function SecretDialog({ shown, onClose }: { shown: { url: string; secret: string } | null; onClose: () => void }) {
  async function copy() {
    if (!shown) return;
    try {
      await navigator.clipboard.writeText(shown.secret);
      notify('Success', 'Secret copied');
    } catch {
      notifyError('Copy failed: select the secret and copy it yourself.');
    }
  }
  return (
    <Dialog
      open={shown !== null}
      onOpenChange={closesWith(onClose)}
      title="Signing Secret"
      description={WEBHOOK_MESSAGES.secretOnce}
      footer={<Button onClick={onClose}>Done</Button>}
    >
      {shown && (
        <div className="space-y-3">
          <p className="break-all text-sm text-slate-700">For {shown.url}</p>
          <TextField
            label="Signing secret"
            readOnly
            value={shown.secret}
            className="font-mono"
            onFocus={(event) => event.target.select()}
          />
          <Button variant="outline" onClick={copy}>
            <Copy aria-hidden="true" className="size-4" />
            Copy Secret
          </Button>
        </div>
      )}
    </Dialog>
  );
}

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
