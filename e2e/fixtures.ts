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

interface Fixtures {
  /** Answers player.vimeo.com frames with a stand-in page (automatic). */
  vimeoStandIn: undefined;
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

export const test = base.extend<Fixtures>({
  vimeoStandIn: [
    async ({ context }, use) => {
      await context.route('https://player.vimeo.com/**', (route) =>
        route.fulfill({ contentType: 'text/html', body: VIMEO_STAND_IN }),
      );
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

/** Runs axe on the page and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).join('\n  ')}`,
  );
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}
