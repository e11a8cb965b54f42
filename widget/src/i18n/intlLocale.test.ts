import { describe, expect, it } from 'vitest';
import { intlLocale } from './intlLocale.ts';

describe('intlLocale', () => {
  it('given an English widget in a British browser / it formats as British English', () => {
    expect(intlLocale(undefined, ['en-GB', 'en'])).toBe('en-GB');
  });

  it('given an English widget in a German browser / it stays English', () => {
    expect(intlLocale(undefined, ['de-DE', 'de'])).toBe('en');
  });

  it('given a Spanish widget with its region / the region is kept', () => {
    expect(intlLocale('es-MX', ['en-US'])).toBe('es-MX');
  });

  it('given a Spanish widget without a region in a Mexican browser / the browser gives the region', () => {
    expect(intlLocale('es', ['en-US', 'es-MX'])).toBe('es-MX');
    expect(intlLocale('ES', ['en-US'])).toBe('es');
  });

  it('given an underscore or a malformed tag / it is repaired or skipped', () => {
    expect(intlLocale('es_MX', [])).toBe('es-MX');
    expect(intlLocale(undefined, ['en-!!', 'en-CA'])).toBe('en-CA');
  });

  it('given a language the widget does not ship / it falls back to English', () => {
    expect(intlLocale('fr-FR', ['fr-FR'])).toBe('en');
  });
});
