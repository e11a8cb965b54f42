import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/index.ts';
import { profileEn } from '../../i18n/profile.en.ts';
import { profileEs } from '../../i18n/profile.es.ts';
import { deviceText, lastActiveText, placeText } from './sessionText.ts';

const en = createTranslator('en', profileEn);
const es = createTranslator('es', profileEs);
const NOW = new Date('2026-11-23T12:00:00Z');

function ago(ms: number): string {
  return new Date(NOW.getTime() - ms).toISOString();
}

describe('deviceText', () => {
  it('given a device and a browser / it joins them with a middle dot', () => {
    expect(deviceText({ device: 'iPhone', browser: 'Safari 18' }, en)).toBe('iPhone · Safari 18');
  });

  it('given only one of them / it shows that one', () => {
    expect(deviceText({ device: null, browser: 'Chrome 141' }, en)).toBe('Chrome 141');
    expect(deviceText({ device: 'Mac', browser: null }, en)).toBe('Mac');
  });

  it('given neither / it says the device is unknown', () => {
    expect(deviceText({ device: null, browser: null }, en)).toBe('Unknown device');
    expect(deviceText({ device: null, browser: null }, es)).toBe('Dispositivo desconocido');
  });

  it('given a Spanish reader / the service words are translated and names are kept', () => {
    expect(deviceText({ device: 'Windows computer', browser: 'Edge 140' }, es)).toBe(
      'Computadora con Windows · Edge 140',
    );
    expect(deviceText({ device: 'iPad', browser: 'Safari 17' }, es)).toBe('iPad · Safari 17');
  });
});

describe('placeText', () => {
  it('given a known place / it is in the reader’s words; an unknown one stays as sent', () => {
    expect(placeText({ place: 'Local network' }, en)).toBe('Local network');
    expect(placeText({ place: 'Local network' }, es)).toBe('Red local');
    expect(placeText({ place: 'Lisbon' }, es)).toBe('Lisbon');
    expect(placeText({ place: null }, en)).toBeNull();
  });
});

describe('lastActiveText', () => {
  it('given less than a minute / it says just now', () => {
    expect(lastActiveText(ago(20_000), NOW, 'en', en)).toBe('just now');
    expect(lastActiveText(ago(20_000), NOW, 'es', es)).toBe('hace un momento');
  });

  it('given a clock a little behind the service / it still says just now', () => {
    expect(lastActiveText(ago(-5_000), NOW, 'en', en)).toBe('just now');
  });

  it('given minutes, hours and days / it counts them in the reader’s language', () => {
    expect(lastActiveText(ago(5 * 60_000), NOW, 'en', en)).toBe('5 minutes ago');
    expect(lastActiveText(ago(3 * 3_600_000), NOW, 'en', en)).toBe('3 hours ago');
    expect(lastActiveText(ago(24 * 3_600_000), NOW, 'en', en)).toBe('yesterday');
    expect(lastActiveText(ago(3 * 24 * 3_600_000), NOW, 'es', es)).toBe('hace 3 días');
  });

  it('given a week or more / it gives a short date, with the year only when it is another one', () => {
    expect(lastActiveText('2026-11-03T09:00:00Z', NOW, 'en-US', en)).toBe('Nov 3');
    expect(lastActiveText('2026-11-03T09:00:00Z', NOW, 'en-GB', en)).toBe('3 Nov');
    expect(lastActiveText('2025-12-24T09:00:00Z', NOW, 'es', es)).toBe('24 dic 2025');
  });
});
