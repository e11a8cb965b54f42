import { beforeAll, describe, expect, it } from 'vitest';
import { createTranslator, loadLocale } from './i18n/index.ts';
import { emailError, passwordError, tokenError } from './validation.ts';

const t = createTranslator('en');

beforeAll(async () => {
  await loadLocale('es');
});

describe('emailError', () => {
  it('given an empty field / it says nothing', () => {
    expect(emailError('', t)).toBeUndefined();
    expect(emailError('   ', t)).toBeUndefined();
  });

  it('given an empty field on submit / it asks for an address', () => {
    expect(emailError('', t, { required: true })).toBe('Please enter a valid email address');
  });

  it('given a loose but complete address / it accepts it', () => {
    expect(emailError('ada@example.com', t)).toBeUndefined();
    expect(emailError('a+b@mail.example.co', t)).toBeUndefined();
  });

  it('given fewer than 2 characters after the last dot / it rejects it', () => {
    expect(emailError('ada@example.c', t)).toBe('Please enter a valid email address');
  });

  it('given no at sign or no dot / it rejects it', () => {
    expect(emailError('ada.example.com', t)).toBe('Please enter a valid email address');
    expect(emailError('ada@example', t)).toBe('Please enter a valid email address');
  });

  it('given an override / the override is the message', () => {
    expect(emailError('nope', createTranslator('en', { email_error_message: 'Bad e-mail' }))).toBe(
      'Bad e-mail',
    );
  });

  it('given Spanish / the message is Spanish', () => {
    expect(emailError('nope', createTranslator('es'))).toBe('Ingresa un correo electrónico válido');
  });
});

describe('passwordError', () => {
  it('given 7 characters / it asks for 8', () => {
    expect(passwordError('1234567', t)).toBe('Minimum 8 characters required');
    expect(passwordError('', t)).toBe('Minimum 8 characters required');
  });

  it('given 8 characters / it accepts them', () => {
    expect(passwordError('12345678', t)).toBeUndefined();
  });

  it('given an override / the override is the message', () => {
    const custom = createTranslator('en', { password_error_message: 'Too short' });
    expect(passwordError('short', custom)).toBe('Too short');
  });
});

describe('tokenError', () => {
  it('given six digits / it accepts them', () => {
    expect(tokenError('123456', t)).toBeUndefined();
  });

  it('given five digits / it asks for a valid code', () => {
    expect(tokenError('12345', t)).toBe('Please enter a valid code');
    expect(tokenError('', t)).toBe('Please enter a valid code');
  });
});
