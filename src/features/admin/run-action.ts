// One way for an admin screen to run a request and tell the person how it went: the success toast
// (when there is one to give) or the server's own message, else the screen's words for the failure.
import { RequestError, serverMessageOr } from '#src/platform/http/json-client.ts';
import { notify, notifyError, type ToastAction } from '#src/ui/Toaster.tsx';

export interface ActionOutcome<Result> {
  /** The error toast's text when the server gave no message of its own. */
  failed: string;
  /** Rewords the failure's message before it is toasted (a photo upload's friendlier words). */
  reword?: (message: string) => string;
  /** The error toast's title ('Error' unless the spec names another). */
  failedTitle?: string;
  /** The success toast's text, or nothing to say (also when the function gives undefined). */
  success?: string | ((result: Result) => string | undefined);
  /** The success toast's title ('Success' unless the spec names another). */
  successTitle?: string;
  /** One button on the success toast, e.g. Undo. */
  action?: ToastAction;
  /** Called with the refusal before its toast, e.g. to show a 422's messages beside their fields. */
  onRefused?: (error: unknown) => void;
}

/**
 * Runs `work` (the request and what follows it on this screen); true when it succeeded. A refusal is
 * never thrown on: it ends as an error toast, and the screen stays as it was.
 */
export async function runAction<Result>(work: () => Promise<Result>, outcome: ActionOutcome<Result>): Promise<boolean> {
  let result: Result;
  try {
    result = await work();
  } catch (error) {
    outcome.onRefused?.(error);
    const message = serverMessageOr(error, outcome.failed);
    notifyError(outcome.reword ? outcome.reword(message) : message, outcome.failedTitle);
    return false;
  }
  const success = typeof outcome.success === 'function' ? outcome.success(result) : outcome.success;
  if (success !== undefined) notify(outcome.successTitle ?? 'Success', success, outcome.action);
  return true;
}

/** The refused fields of a 422 (`{ message, fields: { name: message } }`), by name; none for any other failure. */
export function refusedFields(error: unknown): Record<string, string> {
  return error instanceof RequestError && error.status === 422 ? error.fields : {};
}
