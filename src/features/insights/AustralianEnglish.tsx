// The two Australian English buttons of Insights Management: the bulk conversion (its dialog warns
// that every insight is modified and a backup is recommended) and, in the edit dialog, the
// conversion of the insight being edited, applied to the form for the editor to review and save.
import { Languages } from 'lucide-react';
import { useState } from 'react';
import { requestJson } from '#src/platform/http/json-client.ts';
import { Button } from '#src/ui/Button.tsx';
import { Dialog } from '#src/ui/Dialog.tsx';
import { notify, notifyError } from '#src/ui/Toaster.tsx';
import type { BulkConversionAnswer } from './bulk-conversion.server.ts';
import { type ConvertibleText, convertInsightText } from './conversion.ts';
import { INSIGHT_MESSAGES } from './schema.ts';

export const CONVERT_LABEL = 'Convert to Australian English';
/** The title of the toast naming an insight the bulk conversion left as it was (past its time budget). */
export const LEFT_UNCHANGED_TITLE = 'Insight Left Unchanged';

export function BulkConversion({ disabled, onDone }: { disabled?: boolean; onDone: () => void }) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);

  async function convert() {
    setBusy(true);
    try {
      const { converted, unconverted } = await requestJson<BulkConversionAnswer>('/api/admin/insights/australian-english', {
        method: 'POST',
      });
      notify(INSIGHT_MESSAGES.conversionComplete, INSIGHT_MESSAGES.converted(converted));
      for (const insight of unconverted) notifyError(insight.message, LEFT_UNCHANGED_TITLE);
      setOpen(false);
      onDone();
    } catch {
      notifyError(INSIGHT_MESSAGES.conversionFailed, INSIGHT_MESSAGES.conversionTitle);
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <Button variant="outline" onClick={() => setOpen(true)} disabled={disabled}>
        <Languages aria-hidden="true" className="size-4" />
        {CONVERT_LABEL}
      </Button>
      <Dialog
        open={open}
        onOpenChange={(next) => !busy && setOpen(next)}
        title={CONVERT_LABEL}
        description="American spellings in every insight's title, excerpt and content become Australian ones."
        footer={
          <>
            <Button variant="outline" onClick={() => setOpen(false)} disabled={busy}>
              Cancel
            </Button>
            <Button onClick={() => void convert()} disabled={busy}>
              {busy ? 'Converting...' : 'Convert All Insights'}
            </Button>
          </>
        }
      >
        <div role="note" className="space-y-2 rounded-md border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900">
          <p className="font-semibold">This modifies all insights.</p>
          <p>
            A backup is recommended before you continue (<code>npm run backup</code>). Each changed insight keeps its earlier
            version in its history, where it can be restored.
          </p>
        </div>
      </Dialog>
    </>
  );
}

/** Converts the form's title, excerpt and content and reports how many spellings changed. */
export function SingleConversion({ current, apply }: { current: () => ConvertibleText; apply: (text: ConvertibleText) => void }) {
  function convert() {
    try {
      const result = convertInsightText(current());
      if (!result.changed) {
        notify(INSIGHT_MESSAGES.noChanges, INSIGHT_MESSAGES.noChangesDetail);
        return;
      }
      apply(result.text);
      notify(INSIGHT_MESSAGES.textConverted, INSIGHT_MESSAGES.textConvertedDetail(result.corrections));
    } catch {
      notifyError(INSIGHT_MESSAGES.singleConversionFailed);
    }
  }
  return (
    <Button variant="outline" size="sm" onClick={convert}>
      <Languages aria-hidden="true" className="size-4" />
      {CONVERT_LABEL}
    </Button>
  );
}
