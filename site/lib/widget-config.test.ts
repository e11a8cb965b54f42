import { APP_ID, LIVE_PUBLIC_KEY, TEST_PUBLIC_KEY } from '@wf/config/app';
import { describe, expect, it } from 'vitest';
import { readWidgetConfig, WIDGET_CONFIG_ID } from './widget-config.ts';
import { buildWidgetConfig } from './widget-config-build.ts';

describe('buildWidgetConfig', () => {
  it('given a test-mode build, it embeds the seeded app id, the test key and /api', () => {
    expect(buildWidgetConfig({ testMode: true })).toEqual({
      appId: APP_ID,
      publicKey: TEST_PUBLIC_KEY,
      apiUrl: '/api',
    });
  });

  it('given a live build, it embeds the live key', () => {
    expect(buildWidgetConfig({ testMode: false }).publicKey).toBe(LIVE_PUBLIC_KEY);
  });
});

/** A stand-in for document.getElementById with one element's data attributes. */
function docWith(id: string, dataset: Record<string, string>) {
  return {
    getElementById: (wanted: string) => (wanted === id ? ({ dataset } as unknown as HTMLElement) : null),
  };
}

describe('readWidgetConfig', () => {
  it('given the configuration element, it reads its three attributes', () => {
    const doc = docWith(WIDGET_CONFIG_ID, { appId: 'app_1', publicKey: 'pk_sb_1', api: '/api' });
    expect(readWidgetConfig(doc)).toEqual({ appId: 'app_1', publicKey: 'pk_sb_1', apiUrl: '/api' });
  });

  it('given no element, it answers null', () => {
    expect(readWidgetConfig(docWith('other', {}))).toBeNull();
  });

  it('given an element without a public key, it answers null', () => {
    expect(readWidgetConfig(docWith(WIDGET_CONFIG_ID, { appId: 'app_1', api: '/api' }))).toBeNull();
  });
});
