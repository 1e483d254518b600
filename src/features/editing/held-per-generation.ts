// What an edited record's readers keep between saves: a read held in memory while its store's generation
// stays the same. The store moves it in its forget(), which services.forgetContent calls after every content
// change here or on another instance, so settings and page copy are read again exactly when cached pages are.
import { errorFields, type Logger } from '#src/platform/log.ts';

/** The store's generation (moved by its forget()), and where a failed read is logged. */
export type Generation = { generation: () => number; log?: Logger };

/** `read` held while the generation stays the same; a failed read is not kept. */
export function heldPerGeneration<Value>(read: () => Promise<Value>, what: string, { generation, log }: Generation) {
  let held: { generation: number; value: Promise<Value> } | undefined;
  return (): Promise<Value> => {
    const now = generation();
    if (held?.generation === now) return held.value;
    const entry: { generation: number; value: Promise<Value> } = {
      generation: now,
      value: read().catch((error: unknown) => {
        if (held === entry) held = undefined;
        log?.warn(`${what} could not be read`, errorFields(error));
        throw error;
      }),
    };
    held = entry;
    return entry.value;
  };
}
