/**
 * The field rules of docs/product/widget.md §5 as pure functions over the contract's schemas. Each returns
 * the message to show, or undefined when there is nothing to say. Messages come from the
 * dictionary so that `translations` can override them.
 */
import { emailSchema, PASSWORD_MESSAGE, passwordSchema, tokenSchema } from '@wf/sdk/contract';
import type { Translate } from './i18n/index.ts';

/** Options of {@link emailError}. */
export interface EmailRuleOptions {
  /** Also complain about an empty field (on submit, where empty cannot go through). */
  required?: boolean;
}

/** docs/product/widget.md §5: the loose pattern; an empty field shows no error unless required. */
export function emailError(value: string, t: Translate, { required = false }: EmailRuleOptions = {}) {
  if (value.trim() === '' && !required) return undefined;
  return emailSchema.safeParse(value).success ? undefined : t('email_error_message');
}

/** docs/product/widget.md §5: at least 8 characters (the contract's upper bound keeps its own message). */
export function passwordError(value: string, t: Translate) {
  const result = passwordSchema.safeParse(value);
  if (result.success) return undefined;
  const message = result.error.issues[0]?.message;
  return message && message !== PASSWORD_MESSAGE ? message : t('password_error_message');
}

/** docs/product/widget.md §5: every one of the six boxes filled with a digit. */
export function tokenError(code: string, t: Translate) {
  return tokenSchema.safeParse(code).success ? undefined : t('token_error_message');
}
