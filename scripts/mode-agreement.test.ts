/**
 * The site build and the service agree on the mode for every combination of NODE_ENV and
 * WF_TEST_MODE (docs/architecture.md "Configuration"): what `npm run build` gives Astro, read
 * the way the site reads it after Astro has set NODE_ENV, is the mode the service starts in.
 */
import { EnvError } from '@wf/config/env';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../service/src/env.ts';
import { readBuildEnv } from '../site/config.ts';
import { buildVariables } from './lib/build-variables.ts';

const NODE_ENVS = [undefined, 'development', 'production', 'test'] as const;
const TEST_MODES = [
  undefined,
  'true',
  'false',
  '1',
  '0',
  'yes',
  'no',
  'on',
  'off',
  'TRUE',
  ' false ',
] as const;

/** What the site build decides, after Astro's `ensureProcessNodeEnv('production')`. */
function siteMode(source: Record<string, string | undefined>): boolean {
  const given = buildVariables(source);
  return readBuildEnv({ ...given, NODE_ENV: given.NODE_ENV ?? 'production' }).testMode;
}

describe('the site build and the service agree on the mode', () => {
  for (const nodeEnv of NODE_ENVS) {
    for (const testMode of TEST_MODES) {
      it(`given NODE_ENV=${nodeEnv ?? '(unset)'} and WF_TEST_MODE=${testMode ?? '(unset)'}`, () => {
        const source = { NODE_ENV: nodeEnv, WF_TEST_MODE: testMode };
        expect(siteMode(source)).toBe(parseEnv(source).testMode);
      });
    }
  }

  it('given NODE_ENV=production alone, both run in live mode', () => {
    expect(parseEnv({ NODE_ENV: 'production' }).testMode).toBe(false);
    expect(siteMode({ NODE_ENV: 'production' })).toBe(false);
  });

  it('given nothing at all, both run in test mode (npm start on a fresh machine)', () => {
    expect(parseEnv({}).testMode).toBe(true);
    expect(siteMode({})).toBe(true);
  });

  it.each(['flase', 'maybe', '2'])('given WF_TEST_MODE=%j, both refuse it with the same message', (value) => {
    const expected = `WF_TEST_MODE must be true or false (got "${value}")`;
    expect(() => parseEnv({ WF_TEST_MODE: value })).toThrow(expected);
    expect(() => buildVariables({ WF_TEST_MODE: value })).toThrow(EnvError);
    expect(() => buildVariables({ WF_TEST_MODE: value })).toThrow(expected);
    expect(() => readBuildEnv({ WF_TEST_MODE: value })).toThrow(expected);
  });
});
