// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { keyMode, readConfig } from './config.ts';

function tag(attributes: Record<string, string>): HTMLScriptElement {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  return script;
}

describe('the install tag (docs/product/data-attributes.md §1)', () => {
  it('given a real Memberstack tag with data-memberstack-app alone / it installs, and the service will say the mode', () => {
    const config = readConfig(tag({ 'data-memberstack-app': 'app_clx123' }), 'https://members.example/');
    expect(config).toMatchObject({
      appId: 'app_clx123',
      publicKey: undefined,
      apiUrl: 'https://members.example/api',
    });
    expect(keyMode(config)).toBeNull();
  });

  it('given data-app-id alone / it installs the same way', () => {
    const config = readConfig(tag({ 'data-app-id': 'app_x' }), 'https://members.example/');
    expect(config.appId).toBe('app_x');
    expect(keyMode(config)).toBeNull();
  });

  it('given a key / the key says the mode at once', () => {
    const test = readConfig(
      tag({ 'data-app-id': 'app_x', 'data-public-key': 'pk_sb_x' }),
      'https://m.example/',
    );
    const live = readConfig(
      tag({ 'data-memberstack-app': 'app_x', 'data-memberstack-key': 'pk_x' }),
      'https://m.example/',
    );
    expect(keyMode(test)).toBe('test');
    expect(keyMode(live)).toBe('live');
  });

  it('given no app id at all / it refuses, naming both spellings', () => {
    expect(() => readConfig(tag({ 'data-public-key': 'pk_sb_x' }), 'https://m.example/')).toThrow(
      /data-app-id.*data-memberstack-app/,
    );
  });
});
