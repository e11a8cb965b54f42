/** How the Plans and access screen words a failed call. */
import { GENERIC_ERROR_MESSAGE, isWfError } from '@wf/sdk/errors';

/** The sentence to show for a failed call: the service's own message when it gave one. */
export function errorText(error: unknown): string {
  if (isWfError(error)) return error.message;
  if (error instanceof Error && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
