/**
 * What the real-world corpus specs share (examples/real-world/README.md): opening a corpus page as
 * its owner hosts it (e2e/real-world/corpus-site.ts), what a member sees of the runtime (the
 * message box, the modals), the member as the page's own code reads it, and the axe check that
 * keeps our part clean while recording the page's own faults.
 */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { testLaunchOptions } from '../chromium.ts';
import { AXE_TAGS, expect } from '../fixtures.ts';
import { PASSWORD } from '../widget/flows.ts';
import { CORPUS, CORPUS_HOST_RULES } from './corpus-site.ts';

export { CORPUS };

/** Playwright's launch options for the corpus specs: corpus.example is this machine. */
export const CORPUS_LAUNCH = {
  launchOptions: testLaunchOptions(CORPUS_HOST_RULES),
};

/** Opens a corpus page and waits for the runtime's ready event (Memberstack's memberstack.ready). */
export async function openCorpusPage(page: Page, file: string) {
  await page.goto(`${CORPUS}/${file}`);
  await waitForRuntime(page);
}

/** Waits for `window.$memberstackReady`, as the pages' own code does. */
export async function waitForRuntime(page: Page) {
  await page.waitForFunction(() => (window as { $memberstackReady?: boolean }).$memberstackReady === true);
}

/** The text of the runtime's message box of one kind (the page's own box, or the default one). */
export function message(page: Page, kind: 'success' | 'error') {
  return page.locator(`[data-ms-message="${kind}"] [data-ms-message-text]`).first();
}

/** The signed-in member's e-mail as the page's own scripts read it ($memberstackDom), or null. */
export async function memberEmail(page: Page): Promise<string | null> {
  return page.evaluate(async () => {
    const dom = (
      window as unknown as {
        $memberstackDom: { getCurrentMember(): Promise<{ data: { auth: { email: string } } | null }> };
      }
    ).$memberstackDom;
    return (await dom.getCurrentMember()).data?.auth.email ?? null;
  });
}

/** The plan ids the signed-in member holds, as the page's own scripts read them. */
export async function memberPlans(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const dom = (
      window as unknown as {
        $memberstackDom: {
          getCurrentMember(): Promise<{
            data: { planConnections: { planId: string; status: string }[] } | null;
          }>;
        };
      }
    ).$memberstackDom;
    const member = (await dom.getCurrentMember()).data;
    return (member?.planConnections ?? []).filter((c) => c.status !== 'CANCELED').map((c) => c.planId);
  });
}

/** Fills and sends our signup modal (opened by the page). */
export async function signUpInModal(page: Page, email: string, firstName = 'Ada') {
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('First name').fill(firstName);
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(dialog).toBeHidden();
}

/** Fills and sends our login modal (opened by the page). */
export async function logInInModal(page: Page, email: string, password = PASSWORD) {
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(dialog).toBeHidden();
}

/**
 * A member who signed up earlier (through the runtime's API on the page, as the page's own code
 * could), then logged out: for the log-in journeys.
 */
export async function existingMember(page: Page, email: string) {
  await page.evaluate(
    async ({ email, password }) => {
      const dom = (
        window as unknown as {
          $memberstackDom: {
            signupMemberEmailPassword(p: {
              email: string;
              password: string;
              customFields?: object;
            }): Promise<unknown>;
            logout(): Promise<unknown>;
          };
        }
      ).$memberstackDom;
      await dom.signupMemberEmailPassword({ email, password, customFields: { 'first-name': 'Returning' } });
      await dom.logout();
    },
    { email, password: PASSWORD },
  );
}

/** Our own hosts on a page: nothing of ours may fail axe. */
const OUR_HOSTS = ['#wf-widget', '#wf-inspector', '#wf-xray', '[data-ms-message]', '[data-wf-default]'];

/**
 * Runs axe on the page. Our part (the widget's hosts) must be clean; the page's own markup may fail,
 * and its failures are asserted exactly, by rule id, as recorded in examples/real-world/README.md.
 */
export async function expectAxe(page: Page, pageOwnViolations: string[]) {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  const ours = results.violations.flatMap((v) =>
    v.nodes
      .filter((n) => OUR_HOSTS.some((host) => String(n.target[0]).startsWith(host)))
      .map((n) => `${v.id}: ${n.target.join(' ')}`),
  );
  expect(ours, `axe violations in the widget's own markup on ${page.url()}`).toEqual([]);
  const found = results.violations.map(
    (v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(
    results.violations.map((v) => v.id).sort(),
    `the page's own axe violations on ${page.url()}:\n  ${found.join('\n  ')}`,
  ).toEqual([...pageOwnViolations].sort());
}
