import { describe, expect, it } from 'vitest';
import { en } from './en.ts';
import { es } from './es.ts';
import { loadLocale } from './load.ts';
import { profileEn } from './profile.en.ts';
import { profileEs } from './profile.es.ts';
import { testCardEn } from './test-card.en.ts';
import { testCardEs } from './test-card.es.ts';
import { createTranslator, isLocaleLoaded, resolveLocale } from './translate.ts';

describe('loading a language', () => {
  it('given Spanish before its chunk loaded / the translator reads English; after, Spanish', async () => {
    expect(isLocaleLoaded('es-MX')).toBe(false);
    expect(createTranslator('es')('login_title')).toBe(en.login_title);
    await loadLocale('es-MX');
    expect(isLocaleLoaded('es')).toBe(true);
    expect(createTranslator('es')('login_title')).toBe(es.login_title);
  });
});

describe('the dictionaries', () => {
  it('given the Spanish dictionaries / each has exactly the keys of the English one', () => {
    expect(Object.keys(es).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(profileEs).sort()).toEqual(Object.keys(profileEn).sort());
    expect(Object.keys(testCardEs).sort()).toEqual(Object.keys(testCardEn).sort());
  });

  it('given the Spanish dictionary / no entry is left empty or in English', () => {
    for (const [key, text] of Object.entries(es)) {
      expect(text, key).not.toBe('');
    }
    expect(es.login_title).not.toBe(en.login_title);
  });

  it('given the English dictionary / it holds the spec texts word for word', () => {
    expect(en.login_title).toBe('Login to your account');
    expect(en.email_error_message).toBe('Please enter a valid email address');
    expect(en.password_error_message).toBe('Minimum 8 characters required');
    expect(en.token_error_message).toBe('Please enter a valid code');
    expect(en.signup_timeout).toBe('Sign up modal timed out. Please try again.');
  });
});

describe('createTranslator', () => {
  it('given no locale / it speaks English', () => {
    expect(createTranslator()('forgot_password')).toBe('Forgot Password?');
  });

  it('given a regional Spanish tag / it speaks Spanish', () => {
    expect(resolveLocale('es-MX')).toBe('es');
    expect(createTranslator('es-PR')('signup_title')).toBe('Crea una cuenta');
  });

  it('given an unknown locale / it falls back to English', () => {
    expect(createTranslator('fr')('or')).toBe('or');
  });

  it('given a provider / it fills the placeholder', () => {
    expect(createTranslator('en')('continue_with', { provider: 'Google' })).toBe('Continue with Google');
    expect(createTranslator('es')('continue_with', { provider: 'Google' })).toBe('Continuar con Google');
  });

  it('given overrides / they win over the dictionary, in any language', () => {
    const t = createTranslator('es', { email_error_message: 'Correo no válido', login: 'Entrar' });
    expect(t('email_error_message')).toBe('Correo no válido');
    expect(t('login')).toBe('Entrar');
    expect(t('password')).toBe('Contraseña');
  });

  it('given an empty override / the dictionary text stays', () => {
    expect(createTranslator('en', { login: '' })('login')).toBe('Log in');
  });
});
