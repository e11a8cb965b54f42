import { describe, expect, it, vi } from 'vitest';
import { buildModeCheck, MODE_NOT_GIVEN_MESSAGE } from './build-mode.ts';

/** Runs the integration's config hook as Astro would for `command`. */
function setUp(
  command: 'build' | 'dev' | 'preview' | 'sync',
  env: { modeGiven: boolean; testMode: boolean },
) {
  const logger = { info: vi.fn() };
  const hook = buildModeCheck(env).hooks['astro:config:setup'] as (options: unknown) => void;
  return { run: () => hook({ command, logger }), logger };
}

describe('buildModeCheck', () => {
  it('given astro build without WF_TEST_MODE / it stops the build and says how to build', () => {
    const { run } = setUp('build', { modeGiven: false, testMode: false });
    expect(run).toThrow(MODE_NOT_GIVEN_MESSAGE);
  });

  it('given npm run build (WF_TEST_MODE given) / it builds and says the mode', () => {
    const { run, logger } = setUp('build', { modeGiven: true, testMode: true });
    expect(run).not.toThrow();
    expect(logger.info).toHaveBeenCalledWith('building the site in test mode');
  });

  it.each(['dev', 'preview', 'sync'] as const)(
    'given astro %s / it lets it run without a mode',
    (command) => {
      expect(setUp(command, { modeGiven: false, testMode: true }).run).not.toThrow();
    },
  );
});
