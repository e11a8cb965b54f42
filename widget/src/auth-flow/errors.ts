import { isWfError } from '@wf/sdk';
import { GENERIC_ERROR_MESSAGE } from '@wf/sdk/codes';

/**
 * The sentence to show for a failed call (STYLE.md: only messages meant for people): the
 * SDK's and service's messages are written for people; anything else gets a generic one.
 */
export function messageOf(error: unknown): string {
  if (isWfError(error) && error.message) return error.message;
  return GENERIC_ERROR_MESSAGE;
}
