// Webhooks (admins): the endpoints new leads are sent to, with their events, state and last attempt;
// add (the secret shown once), edit, send a test event, see the deliveries and replay one, pause and
// resume, rotate the secret, delete.
import { KeyRound, Pause, Pencil, Play, Plus, ScrollText, Send, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Badge } from '#src/ui/Badge.tsx';
import { Button, IconButton } from '#src/ui/Button.tsx';
import { useConfirm } from '#src/ui/ConfirmDialog.tsx';
import { DataTable } from '#src/ui/DataTable.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { LoadingState } from '#src/ui/LoadingState.tsx';
import { useHydrated } from '#src/ui/use-hydrated.ts';
import { AreaPage, type AreaScreenProps } from '../admin/AreaPage.tsx';
import { runAction } from '../admin/run-action.ts';
import { useClientList } from '../admin/use-client-list.ts';
import { attemptSummary, DeliveriesDialog, TestEventDialog } from './DeliveryDialogs.tsx';
import { EndpointDialog, endpointPath, SecretDialog } from './EndpointDialogs.tsx';
import { WEBHOOK_EVENT_LABELS } from './events.ts';
import { WEBHOOK_MESSAGES } from './messages.ts';
import type { AdminWebhookEndpoint, EndpointWithSecret } from './types.ts';

const PAUSE_REASONS: Record<NonNullable<AdminWebhookEndpoint['pausedReason']>, string> = {
  manual: 'Paused',
  gone: 'Paused: the receiver answered 410 Gone',
  failing: 'Paused after three days of failures',
};

/** The endpoint's state in words: active (failing since when, if it is), or paused and why. */
export function endpointState(endpoint: AdminWebhookEndpoint): { label: string; tone: 'green' | 'amber' | 'red' } {
  if (endpoint.status === 'paused') return { label: PAUSE_REASONS[endpoint.pausedReason ?? 'manual'], tone: 'amber' };
  if (endpoint.failingSince) return { label: `Failing since ${brisbaneDateTime(endpoint.failingSince)}`, tone: 'red' };
  return { label: 'Active', tone: 'green' };
}

export function WebhooksScreen({ title }: AreaScreenProps) {
  const { items: endpoints, setItems: setEndpoints } = useClientList<AdminWebhookEndpoint>({
    url: '/api/admin/webhooks',
    key: 'endpoints',
    loadFailed: WEBHOOK_MESSAGES.loadFailed,
  });
  const [editor, setEditor] = useState<{ open: boolean; editing: AdminWebhookEndpoint | null }>({ open: false, editing: null });
  const [secret, setSecret] = useState<{ url: string; secret: string } | null>(null);
  const [testing, setTesting] = useState<AdminWebhookEndpoint | null>(null);
  const [viewing, setViewing] = useState<AdminWebhookEndpoint | null>(null);
  const { confirm, dialog: confirmDialog } = useConfirm();
  const hydrated = useHydrated();

  const replace = (endpoint: AdminWebhookEndpoint) =>
    setEndpoints((current) => {
      const list = current ?? [];
      return list.some((item) => item.id === endpoint.id)
        ? list.map((item) => (item.id === endpoint.id ? endpoint : item))
        : [...list, endpoint];
    });

  function saved(endpoint: AdminWebhookEndpoint, newSecret: string | null) {
    replace(endpoint);
    if (newSecret) setSecret({ url: endpoint.url, secret: newSecret });
  }

  function remove(endpoint: AdminWebhookEndpoint) {
    confirm({
      question: WEBHOOK_MESSAGES.deleteQuestion(endpoint.url),
      onConfirm: () =>
        runAction(
          async () => {
            await requestJson(endpointPath(endpoint), { method: 'DELETE' });
            setEndpoints((current) => current?.filter((item) => item.id !== endpoint.id) ?? null);
          },
          { success: WEBHOOK_MESSAGES.deleted, failed: WEBHOOK_MESSAGES.deleteFailed },
        ),
    });
  }

  function rotate(endpoint: AdminWebhookEndpoint) {
    confirm({
      question: WEBHOOK_MESSAGES.rotateQuestion,
      details: WEBHOOK_MESSAGES.rotateDetails,
      confirmLabel: 'Rotate Secret',
      busyLabel: 'Rotating...',
      onConfirm: () =>
        runAction(
          async () => {
            const answer = await requestJson<EndpointWithSecret>(`${endpointPath(endpoint)}/rotate`, { method: 'POST' });
            replace(answer.endpoint);
            setSecret({ url: answer.endpoint.url, secret: answer.secret });
          },
          { success: WEBHOOK_MESSAGES.rotated, failed: WEBHOOK_MESSAGES.rotateFailed },
        ),
    });
  }

  async function togglePause(endpoint: AdminWebhookEndpoint) {
    const action = endpoint.status === 'paused' ? 'resume' : 'pause';
    await runAction(
      async () => {
        const answer = await requestJson<{ endpoint: AdminWebhookEndpoint }>(`${endpointPath(endpoint)}/${action}`, {
          method: 'POST',
        });
        replace(answer.endpoint);
      },
      { success: action === 'pause' ? WEBHOOK_MESSAGES.paused : WEBHOOK_MESSAGES.resumed, failed: WEBHOOK_MESSAGES.pauseFailed },
    );
  }

  return (
    <AreaPage
      heading={title}
      subtitle="Send every new lead to your CRM or automation tool (HubSpot, Pipedrive, Salesforce, Zapier, Make) as it arrives"
      listTitle="Endpoints"
      listDescription="Each delivery is signed (Standard Webhooks) and retried for three days until the receiver answers 2xx"
      actions={
        <Button onClick={() => setEditor({ open: true, editing: null })} disabled={!hydrated}>
          <Plus aria-hidden="true" className="size-4" />
          Add Endpoint
        </Button>
      }
    >
      {endpoints === null ? (
        <LoadingState label="Loading endpoints..." />
      ) : (
        <DataTable
          caption="Webhook endpoints"
          rows={endpoints}
          empty="No endpoints yet. Add the address your CRM or automation tool gives for incoming webhooks."
          columns={[
            {
              header: 'Address',
              cell: (row) => (
                <span className="block max-w-xs">
                  <span className="block break-all font-mono text-xs">{row.url}</span>
                  {row.description && <span className="block text-slate-600">{row.description}</span>}
                </span>
              ),
            },
            {
              header: 'Events',
              cell: (row) => (
                <ul className="space-y-0.5">
                  {row.events.map((type) => (
                    <li key={type}>{WEBHOOK_EVENT_LABELS[type]?.label ?? type}</li>
                  ))}
                </ul>
              ),
            },
            {
              header: 'State',
              cell: (row) => {
                const state = endpointState(row);
                return (
                  <span className="space-y-1">
                    <Badge tone={state.tone}>{state.label}</Badge>
                    {row.previousSecretExpiresAt && (
                      <span className="block text-xs text-slate-600">
                        Old secret signs too until {brisbaneDateTime(row.previousSecretExpiresAt)}
                      </span>
                    )}
                  </span>
                );
              },
            },
            {
              header: 'Last attempt',
              cell: (row) =>
                row.lastAttempt ? (
                  <span>
                    {attemptSummary({ statusCode: row.lastAttempt.statusCode, error: null })}
                    <span className="block text-xs text-slate-600">{brisbaneDateTime(row.lastAttempt.at)}</span>
                  </span>
                ) : (
                  'None yet'
                ),
            },
          ]}
          actions={(row) => (
            <>
              <IconButton label={`Deliveries to ${row.url}`} icon={ScrollText} onClick={() => setViewing(row)} />
              <IconButton
                label={`Send a test event to ${row.url}`}
                icon={Send}
                disabled={row.status === 'paused'}
                onClick={() => setTesting(row)}
              />
              <IconButton
                label={`${row.status === 'paused' ? 'Resume' : 'Pause'} ${row.url}`}
                icon={row.status === 'paused' ? Play : Pause}
                onClick={() => togglePause(row)}
              />
              <IconButton label={`Rotate the secret of ${row.url}`} icon={KeyRound} onClick={() => rotate(row)} />
              <IconButton label={`Edit ${row.url}`} icon={Pencil} onClick={() => setEditor({ open: true, editing: row })} />
              <IconButton label={`Delete ${row.url}`} icon={Trash2} danger onClick={() => remove(row)} />
            </>
          )}
        />
      )}
      <EndpointDialog
        editing={editor.editing}
        open={editor.open}
        onOpenChange={(open) => setEditor((current) => ({ ...current, open }))}
        onSaved={saved}
      />
      <SecretDialog shown={secret} onClose={() => setSecret(null)} />
      <TestEventDialog endpoint={testing} onClose={() => setTesting(null)} />
      <DeliveriesDialog
        endpoint={viewing}
        onClose={() => {
          setViewing(null);
          // The last attempts may have moved while the log was open; the rows stay, so focus returns to its button.
          requestJson<{ endpoints: AdminWebhookEndpoint[] }>('/api/admin/webhooks')
            .then((answer) => setEndpoints(answer.endpoints))
            .catch(() => {});
        }}
      />
      {confirmDialog}
    </AreaPage>
  );
}
