/** How the Sign-up and sign-in screen reads a refusal's field errors (errors and dates: site/lib/console/format.ts). */
import { isWfError } from '@wf/sdk/errors';

/** The message of one field of a 400 answer (`details.fields[name]`), when the service named it. */
export function fieldError(error: unknown, field: string): string | undefined {
  if (!isWfError(error)) return undefined;
  const details = error.details as { fields?: Record<string, string> } | undefined;
  return details?.fields?.[field];
}

/** Every field a 400 answer names, by its path (`fields[2].key`). */
export function fieldErrors(error: unknown): Record<string, string> {
  if (!isWfError(error)) return {};
  return (error.details as { fields?: Record<string, string> } | undefined)?.fields ?? {};
}
