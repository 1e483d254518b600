// The worker thread of the bulk Australian-English conversion: converts one insight per message, so the
// server's event loop keeps answering while it works. Started by conversion-thread.server.ts.
import { constants, setPriority } from 'node:os';
import { parentPort } from 'node:worker_threads';
import { type ConvertibleText, convertInsightText } from '#src/features/insights/conversion.ts';

// On Linux a nice value belongs to one thread: this one yields the CPU to the server's own thread (requests)
// when both want it. Elsewhere it would slow the whole process, so it is left alone.
if (process.platform === 'linux') setPriority(constants.priority.PRIORITY_BELOW_NORMAL);

parentPort?.on('message', (text: ConvertibleText) => {
  try {
    parentPort?.postMessage({ ok: true, result: convertInsightText(text) });
  } catch (error) {
    parentPort?.postMessage({ ok: false, message: error instanceof Error ? error.message : String(error) });
  }
});
