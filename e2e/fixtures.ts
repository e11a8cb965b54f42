import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import { testToolsCookie } from './test-tools.ts';

/** The WCAG tags every page is held to (docs/architecture.md "The site": wcag2a, wcag2aa, wcag22aa; 2.1 too). */
export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The Vimeo player lives on the internet, which this machine cannot reach: its frames get a
 * stand-in page (the only third-party boundary of the site), so that pages load cleanly.
 */
const VIMEO_STAND_IN =
  '<!doctype html><html lang="en"><title>Vimeo player</title><p>Vimeo player stand-in</p></html>';

interface Options {
  /**
   * Answers player.vimeo.com frames with a stand-in page. Off unless a spec turns it on with
   * `test.use({ vimeoStandIn: true })`: any route makes Playwright pause every request of the
   * browser context for a round trip to the test runner and turns the context's HTTP cache off:
   * 11% of the time of the two specs measured (docs/toolchain.md, "End-to-end tests run one at a
   * time"). Without it the player's frame fails at once (e2e/chromium.ts maps the host to
   * nowhere).
   */
  vimeoStandIn: boolean;
}

interface Fixtures {
  /** Installs the Vimeo stand-in when the spec asked for it (automatic). */
  vimeoPlayer: undefined;
  /**
   * The browser is the developer's, unlocked for the dev mailbox and the test sign-in page by
   * the link the service printed (automatic; e2e/test-tools.ts).
   */
  testToolsUnlocked: undefined;
  /** Console errors and uncaught exceptions seen on the page; checked after each test. */
  consoleErrors: string[];
  /** Lets a test accept a console error it expects (the 404 document's own status, say). */
  allowConsoleError: (pattern: RegExp) => void;
}

export const test = base.extend<Fixtures & Options>({
  vimeoStandIn: [false, { option: true }],
  vimeoPlayer: [
    async ({ context, vimeoStandIn }, use) => {
      if (vimeoStandIn) {
        await context.route('https://player.vimeo.com/**', (route) =>
          route.fulfill({ contentType: 'text/html', body: VIMEO_STAND_IN }),
        );
      }
      await use(undefined);
    },
    { auto: true },
  ],
  testToolsUnlocked: [
    async ({ context, baseURL }, use) => {
      await context.addCookies([testToolsCookie(baseURL ?? '')]);
      await use(undefined);
    },
    { auto: true },
  ],
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
    await use(errors);
  },
  // Automatic, so every test fails on an unexpected console error without asking for it.
  allowConsoleError: [
    async ({ consoleErrors }, use) => {
      const allowed: RegExp[] = [];
      await use((pattern) => allowed.push(pattern));
      const unexpected = consoleErrors.filter((text) => !allowed.some((pattern) => pattern.test(text)));
      expect(unexpected, 'console errors on the page').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** How long axe waits for the page's animations to end before it looks anyway. */
const SETTLE_MS = 3_000;

/**
 * Waits for the page's running animations that end (a toast fading in, a dialog opening), in the
 * document and in shadow roots such as the widget's: axe measures contrast on the frame it is
 * given, and a toast caught at a third of its fade is not what anyone reads. Endless ones (a
 * spinner) are not waited for, and a page clock a test has paused cannot hold it past SETTLE_MS.
 */
async function animationsEnded(page: Page): Promise<void> {
  const ended = page.evaluate(async () => {
    const roots: (Document | ShadowRoot)[] = [document];
    for (let i = 0; i < roots.length; i += 1) {
      for (const element of (roots[i] as Document | ShadowRoot).querySelectorAll('*')) {
        if (element.shadowRoot) roots.push(element.shadowRoot);
      }
    }
    const ending = roots
      .flatMap((root) => root.getAnimations())
      .filter((animation) => animation.playState === 'running')
      .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY);
    await Promise.all(ending.map((animation) => animation.finished.catch(() => undefined)));
  });
  // A page that navigates or closes meanwhile ends the wait; axe then reports on what it finds.
  await Promise.race([
    ended.catch(() => undefined),
    new Promise((resolve) => setTimeout(resolve, SETTLE_MS)),
  ]);
}

/** Runs axe on the page, once its animations have ended, and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  await animationsEnded(page);
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
