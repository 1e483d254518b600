// The worker thread of the bulk Australian-English conversion: converts one insight per message, so the
// server's event loop keeps answering while it works. Started by conversion-thread.server.ts.
import { parentPort } from 'node:worker_threads';
import { type ConvertibleText, convertInsightText } from '#src/features/insights/conversion.ts';

parentPort?.on('message', (text: ConvertibleText) => {
  try {
    parentPort?.postMessage({ ok: true, result: convertInsightText(text) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
