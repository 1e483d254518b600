// "Send as newsletter" for a published insight (editors and admins): the e-mail's preview (subject,
// sender, the HTML as mail programs show it and its plain-text part), a test copy to the sender's own
// address, then send now or at a chosen time; below, the insight's campaigns with sent, waiting,
// failed and the unsubscribes each caused. The rules live in features/newsletter, reached here by
// its endpoints only (newsletter reads insights, so insights does not import it).
import { useCallback, useEffect, useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { TextField } from '#src/ui/Field.tsx';
import { brisbaneDateTime } from '#src/ui/format.ts';
import { runAction } from '../admin/run-action.ts';

interface CampaignRow {
  id: string;
  status: 'scheduled' | 'sending' | 'sent' | 'cancelled';
  sendAt: string;
  createdBy: string;
  sent: number;
  waiting: number;
  failed: number;
  skipped: number;
  unsubscribes: number;
}

interface NewsletterState {
  email: { subject: string; html: string; text: string } | null;
  from: string;
  campaigns: CampaignRow[];
}

const STATUS_LABELS: Record<CampaignRow['status'], string> = {
  scheduled: 'Scheduled',
  sending: 'Sending',
  sent: 'Sent',
  cancelled: 'Cancelled',
};

export function NewsletterDialog({ insight, onClose }: { insight: { id: string; title: string } | null; onClose: () => void }) {
  const [state, setState] = useState<NewsletterState | null>(null);
  const [when, setWhen] = useState('');
  const [busy, setBusy] = useState<'test' | 'send' | null>(null);
  const path = insight ? `/api/admin/insights/${encodeURIComponent(insight.id)}/newsletter` : '';

  const load = useCallback(async () => {
    if (!path) return;
    await runAction(async () => setState(await requestJson<NewsletterState>(path)), {
      failed: 'The newsletter could not be loaded.',
    });
  }, [path]);

  useEffect(() => {
    setState(null);
    setWhen('');
    void load();
  }, [load]);

  async function sendTest() {
    setBusy('test');
    await runAction(() => requestJson<{ sent: boolean; to: string }>(`${path}/test`, { method: 'POST' }), {
      success: ({ sent, to }) =>
        sent ? `A test copy went to ${to}.` : `A test copy to ${to} is queued; it may take a few minutes.`,
      failed: 'The test copy could not be sent.',
    });
    setBusy(null);
  }

  async function send() {
    setBusy('send');
    const sendAt = when ? new Date(when).toISOString() : null;
    await runAction(
      async () => {
        const answer = await requestJson<{ campaigns: CampaignRow[] }>(path, { method: 'POST', body: { sendAt } });
        setState((current) => (current ? { ...current, campaigns: answer.campaigns } : current));
      },
      {
        success: sendAt ? `Scheduled for ${brisbaneDateTime(sendAt)}.` : 'Sending now, at the configured rate.',
        failed: 'The newsletter could not be queued.',
      },
    );
    setBusy(null);
  }

  const email = state?.email;
  return (
    <Dialog
      open={insight !== null}
      onOpenChange={(open) => !open && onClose()}
      title="Send as Newsletter"
      description={insight ? `"${insight.title}" to every confirmed subscriber` : undefined}
      size="xl"
      footer={
        <>
          <Button variant="outline" onClick={() => void load()} disabled={busy !== null}>
            Refresh
          </Button>
          <Button variant="outline" onClick={() => void sendTest()} disabled={!email || busy !== null}>
            {busy === 'test' ? 'Sending...' : 'Send Test to Me'}
          </Button>
          <Button onClick={() => void send()} disabled={!email || busy !== null}>
            {busy === 'send' ? 'Queuing...' : when ? 'Schedule' : 'Send Now'}
          </Button>
        </>
      }
    >
      {state && !email && <p role="alert">Only a published insight can be sent as a newsletter. Publish it first.</p>}
      {email && (
        <div className="space-y-4">
          <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
            <dt className="font-medium text-slate-700">From</dt>
            <dd>{state?.from}</dd>
            <dt className="font-medium text-slate-700">Subject</dt>
            <dd>{email.subject}</dd>
          </dl>
          <iframe
            title="Preview of the newsletter e-mail"
            sandbox=""
            srcDoc={email.html}
            className="h-96 w-full rounded border border-slate-200"
          />
          <details>
            <summary className="cursor-pointer text-sm font-medium text-slate-700">Plain-text part</summary>
            <pre className="mt-2 max-h-64 overflow-auto whitespace-pre-wrap rounded bg-slate-50 p-3 text-xs">{email.text}</pre>
          </details>
          <TextField
            label="Send at (your time zone; leave empty to send now)"
            type="datetime-local"
            value={when}
            onChange={(event) => setWhen(event.target.value)}
          />
        </div>
      )}
      {state && state.campaigns.length > 0 && (
        <section aria-label="Newsletters sent from this insight" className="mt-6">
          <h3 className="text-sm font-semibold text-slate-900">Sent from this insight</h3>
          <table className="mt-2 w-full text-left text-sm">
            <thead className="text-xs uppercase text-slate-600">
              <tr>
                <th scope="col">When</th>
                <th scope="col">Status</th>
                <th scope="col">Sent</th>
                <th scope="col">Waiting</th>
                <th scope="col">Failed</th>
                <th scope="col">Unsubscribes</th>
              </tr>
            </thead>
            <tbody>
              {state.campaigns.map((campaign) => (
                <tr key={campaign.id} className="border-t border-slate-100">
                  <td>
                    {brisbaneDateTime(campaign.sendAt)} by {campaign.createdBy}
                  </td>
                  <td>{STATUS_LABELS[campaign.status]}</td>
                  <td>{campaign.sent}</td>
                  <td>{campaign.waiting}</td>
                  <td>{campaign.failed}</td>
                  <td>{campaign.unsubscribes}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </Dialog>
  );
}
