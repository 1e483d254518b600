// The zod pieces every module's settings are read with, so each variable says what it expects the
// same way. config.ts composes the modules' settings; only it reads the environment.
import '#src/platform/validation/zod-jitless.ts';
import { z } from 'zod';

/** A variable read by `parse`; the message of what it throws becomes the variable's problem. */
export function parsedWith<T>(parse: (raw: string | undefined) => T) {
  return z
    .string()
    .optional()
    .transform((raw, ctx) => {
      try {
        return parse(raw);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    });
}

export const booleanSetting = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'], { error: 'must be true or false' })
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

/** Text with its spaces trimmed; blank is unset. */
export const optionalText = z
  .string()
  .optional()
  .transform((value) => (value?.trim() ? value.trim() : undefined));

export const wholeNumber = (min: number, max: number) =>
  z.coerce
    .number({ error: `must be a whole number between ${min} and ${max}` })
    .int(`must be a whole number between ${min} and ${max}`)
    .min(min, `must be a whole number between ${min} and ${max}`)
    .max(max, `must be a whole number between ${min} and ${max}`);
