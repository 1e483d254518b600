// Runs convertInsightText in one worker thread for a whole bulk conversion, each insight within a time
// budget: past it the worker is ended (the only way to stop a synchronous conversion) and a fresh one
// takes the next insight.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { Worker } from 'node:worker_threads';
import type { ConvertibleText, convertInsightText } from './conversion.ts';

/** How long one insight's conversion may take before it is left unchanged (a 200 KB article takes ~0.3 s). */
export const CONVERSION_BUDGET_MS = 2000;

type Conversion = ReturnType<typeof convertInsightText>;

/** The conversion took longer than its budget; the insight is left as it was. */
export class ConversionTimeout extends Error {
  readonly budgetMs: number;

  constructor(budgetMs: number) {
    super(`conversion exceeded ${budgetMs} ms`);
    this.budgetMs = budgetMs;
  }
}

// Source (vitest, astro dev: Node strips the types), and the build, where astro-integration.ts emits the
// worker as dist/server/conversion-worker.mjs beside entry.mjs while this module may sit in chunks/.
// Held in a list, not written as new URL('…', import.meta.url), so Vite leaves them alone.
const WORKER_CANDIDATES = ['./conversion-worker.ts', './conversion-worker.mjs', '../conversion-worker.mjs'];

function workerFile(): URL {
  for (const candidate of WORKER_CANDIDATES) {
    const url = new URL(candidate, import.meta.url);
    if (existsSync(fileURLToPath(url))) return url;
  }
  throw new Error(`the conversion worker is missing next to ${import.meta.url}`);
}

/** One worker for a run of conversions; close() when done. */
export class ConversionThread {
  private worker: Worker | null = null;

  /** Converts in the worker; rejects with ConversionTimeout past the budget, or with the worker's error. */
  convert(text: ConvertibleText, budgetMs = CONVERSION_BUDGET_MS): Promise<Conversion> {
    const worker = this.worker ?? new Worker(workerFile());
    this.worker = worker;
    return new Promise<Conversion>((resolve, reject) => {
      const settle = () => {
        clearTimeout(timer);
        worker.off('message', onMessage);
        worker.off('error', onError);
        worker.off('exit', onExit);
      };
      const onMessage = (answer: { ok: true; result: Conversion } | { ok: false; message: string }) => {
        settle();
        if (answer.ok) resolve(answer.result);
        else reject(new Error(answer.message));
      };
      const onError = (error: Error) => {
        settle();
        this.discard(worker);
        reject(error);
      };
      const onExit = (code: number) => onError(new Error(`the conversion worker exited with code ${code}`));
      const timer = setTimeout(() => {
        settle();
        this.discard(worker);
        reject(new ConversionTimeout(budgetMs));
      }, budgetMs);
      worker.on('message', onMessage);
      worker.on('error', onError);
      worker.on('exit', onExit);
      worker.postMessage({ title: text.title, excerpt: text.excerpt, content: text.content });
    });
  }

  /** Ends the worker. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private discard(worker: Worker) {
    if (this.worker === worker) this.worker = null;
    void worker.terminate();
  }
}
