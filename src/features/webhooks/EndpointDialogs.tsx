// The Webhooks screen's dialogs about an endpoint itself: its form (address, description, events) and
// its secret, shown once. What is sent to it is DeliveryDialogs.tsx's.
import { zodResolver } from '@hookform/resolvers/zod';
import { Copy } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { notify, notifyError } from '#src/ui/Toaster.tsx';
import { FormDialog } from '../admin/FormDialog.tsx';
import { WEBHOOK_EVENT_LABELS, WEBHOOK_EVENT_TYPES } from './events.ts';
import { WEBHOOK_MESSAGES, type WebhookEndpointInput, WebhookEndpointSchema, type WebhookEndpointValues } from './schema.ts';
import type { AdminWebhookEndpoint, EndpointWithSecret } from './types.ts';

export const endpointPath = (endpoint: { id: string }) => `/api/admin/webhooks/${encodeURIComponent(endpoint.id)}`;

/** A dialog opened by its subject being set: closing it (Escape, Close, outside) clears the subject. */
export const closesWith = (onClose: () => void) => (open: boolean) => {
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
