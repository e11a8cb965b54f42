import { describe, expect, it } from 'vitest';
import {
  assertStrongPassword,
  commonPasswords,
  isWeakPassword,
  WEAK_PASSWORD_MESSAGE,
} from './password-policy.ts';

describe('the password policy', () => {
  it('given the list kept in the repo, it holds at least 1,000 lower-case passwords', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(1000);
    expect([...list].every((password) => password === password.toLowerCase())).toBe(true);
  });

  it.each(['password', '12345678', 'qwertyuiop', 'iloveyou1', 'Password123', 'LETMEIN1'])(
    'given the common password %s (any case), it is refused',
    (password) => {
      expect(isWeakPassword(password)).toBe(true);
    },
  );

  it('given the e-mail address or its local part as the password, it is refused', () => {
    expect(isWeakPassword('ada.lovelace@example.org', 'Ada.Lovelace@example.org')).toBe(true);
    expect(isWeakPassword('Ada.Lovelace', 'ada.lovelace@example.org')).toBe(true);
  });

  it('given an uncommon password, it is accepted', () => {
    expect(isWeakPassword('Tangerine-Lighthouse-47', 'ada@example.org')).toBe(false);
    expect(() => assertStrongPassword('Tangerine-Lighthouse-47')).not.toThrow();
  });

  it('given a weak password, it throws 400 auth/weak-password with a readable message', () => {
    expect(() => assertStrongPassword('iloveyou1')).toThrow(
      expect.objectContaining({ status: 400, code: 'auth/weak-password', message: WEAK_PASSWORD_MESSAGE }),
    );
  });
});
