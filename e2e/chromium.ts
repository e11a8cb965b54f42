/**
 * Debian's Chromium (installed by .ci/run with apt): test tools here cannot download a browser.
 * The flags keep it from reaching for the network, which this machine does not have.
 */
import { existsSync } from 'node:fs';

/** The whole browser, as people run it: the stories, Lighthouse and the font measurements use it. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian's package `chromium-headless-shell`: the same Chromium build, headless only. */
const HEADLESS_SHELL = '/usr/bin/chromium-headless-shell';

/**
 * The browser the end-to-end tests drive ({@link testLaunchOptions}): Chromium's headless shell
 * when it is installed, the same engine (Blink, V8, the network stack) without the desktop
 * browser's layers, which is what Playwright runs for headless Chromium by default. The end-to-end layer took 15% less time with
 * it, page loads a third less (docs/toolchain.md "End-to-end tests run one at a time"). Without
 * it, or with `CHROMIUM_PATH` set, they drive {@link chromiumPath}.
 */
const testChromiumPath =
  process.env.CHROMIUM_PATH ?? (existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : chromiumPath);

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Hosts that resolve nowhere in the test browser: the Vimeo player's frame fails at once on every
 * machine instead of waiting on a network it may or may not reach. Specs that show a member the
 * player answer it with a stand-in (e2e/fixtures.ts `vimeoStandIn`).
 */
const UNREACHABLE_HOSTS = ['MAP player.vimeo.com ~NOTFOUND'];

/**
 * Playwright's launch options for the end-to-end tests, with `hostRules` (Chromium's resolver
 * rules, such as `MAP shop.example 127.0.0.1`) added to the hosts above: Chromium reads one
 * `--host-resolver-rules` flag, so a spec that maps its own hosts gets them all in one.
 */
export function testLaunchOptions(...hostRules: string[]): { executablePath: string; args: string[] } {
  const rules = [...hostRules, ...UNREACHABLE_HOSTS].join(', ');
  return { executablePath: testChromiumPath, args: [...chromiumArgs, `--host-resolver-rules=${rules}`] };
}
