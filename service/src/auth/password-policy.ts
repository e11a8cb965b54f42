/**
 * Which new passwords are refused (docs/security.md): the contract already holds them to 8..128
 * characters; here a password from the list of common passwords kept in the repo
 * (common-passwords.txt), or one equal to the member's e-mail address or its local part, is
 * refused. Pasting is allowed: nothing here looks at how the password was typed.
 */
import { readFileSync } from 'node:fs';
import { ERROR_CODES } from '@wf/sdk/contract';
import { ApiError } from '../http/errors.ts';

/** The message of a refused password. */
export const WEAK_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';

let common: ReadonlySet<string> | undefined;

/** The common passwords, lower case (read once). */
export function commonPasswords(): ReadonlySet<string> {
  common ??= new Set(
    readFileSync(new URL('./common-passwords.txt', import.meta.url), 'utf8')
      .split('\n')
      .map((line) => line.trim().toLowerCase())
      .filter((line) => line !== '' && !line.startsWith('#')),
  );
  return common;
}

/** True when `password` is common, or is the e-mail address or its local part (any case). */
export function isWeakPassword(password: string, email?: string): boolean {
  const lower = password.trim().toLowerCase();
  if (commonPasswords().has(lower)) return true;
  if (email) {
    const address = email.trim().toLowerCase();
    const localPart = address.split('@')[0] ?? '';
    if (lower === address || lower === localPart) return true;
  }
  return false;
}

/** Throws 400 'auth/weak-password' for a weak password. */
export function assertStrongPassword(password: string, email?: string): void {
  if (isWeakPassword(password, email)) {
    throw new ApiError(400, ERROR_CODES.weakPassword, WEAK_PASSWORD_MESSAGE, {
      details: { fields: { password: WEAK_PASSWORD_MESSAGE } },
    });
  }
}
