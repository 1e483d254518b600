// The webhook sender's one setting: whether an endpoint on this machine's loopback address may be
// used (tests and local development only; private networks and metadata addresses stay refused).
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';
import { booleanSetting } from '../settings.ts';

export const webhookVariables = z.object({
  WEBHOOK_ALLOW_LOOPBACK: booleanSetting.default(false),
});

export interface WebhookSettings {
  /** Endpoints on 127.0.0.0/8 or ::1 are allowed, over http:// too. */
  allowLoopback: boolean;
}

export function webhookSettings(env: z.output<typeof webhookVariables>): WebhookSettings {
  return { allowLoopback: env.WEBHOOK_ALLOW_LOOPBACK };
}
