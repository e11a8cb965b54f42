/**
 * Satistrick (khalidelkh/Satistrick: a Webflow export converted to WordPress by Udesly), three pages
 * of the corpus (examples/real-world/README.md): a log-in form with an extra unmarked e-mail input,
 * a sign-up form with a `gdpr` check box the app never defined, and onboarding cards that add a
 * free plan with data-ms-plan:add. Only the install tag's address is ours.
 */
import { expect, test } from '../fixtures.ts';
import { PASSWORD } from '../widget/flows.ts';
import { uniqueEmail } from '../widget/plain-page.ts';
import {
  CORPUS,
  CORPUS_LAUNCH,
  existingMember,
  expectAxe,
  memberEmail,
  memberPlans,
  message,
  openCorpusPage,
} from './corpus.ts';

test.use(CORPUS_LAUNCH);

test('sign-up: the form signs up with its custom fields; the gdpr box the app lacks is left out', async ({
  page,
}) => {
  await openCorpusPage(page, 'satistrick/sign-up.html');
  // The page's own markup: labels pointing at no input (contact[email]) and an unlabelled e-mail box.
  await expectAxe(page, ['label']);
  const email = uniqueEmail('satistrick');
  const form = page.locator('form[data-ms-form="signup"]');
  await form.locator('input[name="contact[email]"]').fill('ignored@example.com'); // the unmarked box
  await form.getByPlaceholder('e.g. John').fill('Karim');
  await form.getByPlaceholder('e.g. Smith').fill('Benali');
  await form.getByPlaceholder('e.g. your@email.com').fill(email);
  await form.locator('#password').fill(PASSWORD);
  await form.locator('#checkbox').check();
  await form.getByRole('button', { name: 'Create an Account' }).click();
  await expect(message(page, 'success')).toHaveText('Welcome! Your account is ready.');
  expect(await memberEmail(page)).toBe(email);
});

test('log-in: the form logs in with the marked inputs; "Forgot password?" opens the modal', async ({
  page,
}) => {
  await openCorpusPage(page, 'satistrick/log-in.html');
  // The page's own markup: the unlabelled e-mail box, and a 'Forgot password?' link under 24 px.
  await expectAxe(page, ['label', 'target-size']);
  const email = uniqueEmail('satistrick-login');
  await existingMember(page, email);

  await page.getByRole('link', { name: 'Forgot password?' }).click();
  const forgot = page.getByRole('dialog');
  await expect(forgot).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(forgot).toBeHidden();

  const form = page.locator('form[data-ms-form="login"]');
  await form.locator('input[name="contact[email]"]').first().fill(email); // the unmarked box, as a person would
  await form.locator('#email').fill(email);
  await form.locator('#phone').fill(PASSWORD);
  await form.getByRole('button', { name: 'Submit' }).click();
  await expect(message(page, 'success')).toHaveText('You are signed in.');
  expect(await memberEmail(page)).toBe(email);
});

test('onboarding: a card adds its free plan to the member and goes on to the next step', async ({ page }) => {
  await openCorpusPage(page, 'satistrick/step-one.html');
  await expectAxe(page, []);
  const email = uniqueEmail('satistrick-plan');
  await page.evaluate(
    async ({ email, password }) => {
      const dom = (
        window as unknown as {
          $memberstackDom: { signupMemberEmailPassword(p: object): Promise<unknown> };
        }
      ).$memberstackDom;
      await dom.signupMemberEmailPassword({ email, password });
    },
    { email, password: PASSWORD },
  );
  await openCorpusPage(page, 'satistrick/step-one.html');
  await page.getByRole('link', { name: 'Freelancer' }).click();
  await page.waitForURL(`${CORPUS}/satistrick/freelancer-two.html`);
  await expect(page.locator('[data-ms-member="email"]')).toHaveText(email);
  expect(await memberPlans(page)).toEqual(['pln_freelancer-ej890j70']);
});
