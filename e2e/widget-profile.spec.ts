/**
 * The profile modal on a page that has only the widget's script tag (docs/architecture.md "The widget"): a
 * member edits a custom field, uploads an image, changes the password and the e-mail (confirmed
 * by the new address's link); a passwordless member changes the e-mail with a code, and another
 * sets a password; a team owner shares the invite link and removes the
 * member who joined through it.
 */
import type { Page } from '@playwright/test';
import { APP_NAME } from '@wf/config/app';
import { adminCredentials } from './admin.ts';
import { expect, expectNoAxeViolations, test } from './fixtures.ts';
import { logIn, PASSWORD, signUp, typeCode } from './widget/flows.ts';
import { latestCode, latestLink, openPlainPage, uniqueEmail } from './widget/plain-page.ts';

/** A real 2x2 PNG image. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DAwMDAxMDAwMDAAAANHQEDasKb6QAAAABJRU5ErkJggg==',
  'base64',
);

async function openProfile(page: Page) {
  await page.getByRole('button', { name: 'Open profile' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('button', { name: 'Logout' }).first()).toBeVisible();
  return dialog;
}

/** Signs up without a password, with the code from the outbox. */
async function signUpPasswordless(page: Page, email: string) {
  await page.getByRole('button', { name: 'Open signup' }).click();
  const signup = page.getByRole('dialog', { name: 'Create an account' });
  await signup.getByRole('button', { name: 'Continue with Email' }).click();
  await signup.getByLabel('Email Address').fill(email);
  await signup.getByRole('button', { name: 'Continue with Email' }).click();
  await expect(page.getByText('Enter the verification code sent to your email address')).toBeVisible();
  await typeCode(page, await latestCode(page, email));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
}

async function logOut(page: Page) {
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page.locator('#who')).toHaveText('Signed out');
}

test('a member edits a field, uploads an image, changes the password, then the e-mail', async ({
  page,
  allowConsoleError,
}) => {
  // The old address no longer signs in: the refused login answers 401.
  allowConsoleError(/status of 401/);
  const email = uniqueEmail('profile');
  await openPlainPage(page);
  await signUp(page, email);
  const profile = await openProfile(page);

  await test.step('a custom field', async () => {
    const save = profile.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    // Signup asked no name: the service made it from the first and last (docs/product/widget.md §3).
    const name = profile.getByLabel('Name', { exact: true });
    await expect(name).toHaveValue('Ada Okafor');
    await profile.getByLabel('First name').fill('Adaeze');
    await expect(save).toBeEnabled();
    await save.click();
    await expect(save).toBeDisabled();
    await expect(name).toHaveValue('Adaeze Okafor');
    const member = await page.evaluate(() => window.$memberstackDom?.getCurrentMember());
    expect(member?.data?.customFields).toEqual({
      'first-name': 'Adaeze',
      'last-name': 'Okafor',
      name: 'Adaeze Okafor',
    });
  });

  await test.step('a profile image', async () => {
    await profile
      .locator('input[type="file"]')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect(profile.getByRole('button', { name: 'Replace Image' })).toBeVisible();
    const src = await profile.getByRole('img', { name: 'Profile image' }).getAttribute('src');
    expect(src).toMatch(/\/uploads\//);
    const image = await page.request.get(src ?? '');
    // Stored as the service re-encoded it (docs/security.md "Input").
    expect(image.headers()['content-type']).toBe('image/webp');
    await expectNoAxeViolations(page);
  });

  await test.step('the password', async () => {
    await profile.getByRole('button', { name: 'Security' }).first().click();
    await profile.getByRole('button', { name: 'Change Password' }).click();
    await profile.getByLabel('Current Password').fill(PASSWORD);
    await profile.getByLabel('New Password', { exact: true }).fill('an even better secret');
    await profile.getByLabel('Confirm New Password').fill('an even better secret');
    await profile.getByRole('button', { name: 'Save' }).click();
    await expect(profile.getByLabel('Current Password')).toHaveValue('');
  });

  await test.step('the e-mail, confirmed with the password and then by the new address', async () => {
    await profile.getByRole('button', { name: 'Security' }).first().click();
    const newEmail = uniqueEmail('moved');
    await profile.getByLabel('Email Address').fill(newEmail);
    const save = profile.getByRole('button', { name: 'Save' });
    await expect(save).toBeDisabled();
    await profile.getByLabel('Current Password').fill('an even better secret');
    await save.click();
    await expect(
      page.getByText(`We have sent a link to ${newEmail}. Your email address changes when you open it.`),
    ).toBeVisible();
    await expect(
      profile.getByText(`Check ${newEmail}: your address changes when you open the link we sent.`),
    ).toBeVisible();
    // Nothing changes before the new address answers.
    await expect(profile.getByLabel('Email Address')).toHaveValue(email);
    await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await expect(profile).toBeHidden();

    // The old address is told, with a way to undo it.
    await expect(latestLink(page, email, '/api/auth/secure-account')).resolves.toMatch(/token=/);
    await page.goto(await latestLink(page, newEmail, '/api/auth/email-change'));
    await expect(page.getByRole('heading', { name: 'Confirm your new email address' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Confirm new email address' }).click();
    await expect(page.getByRole('heading', { name: 'Your email address has been changed' })).toBeVisible();
    await expect(page.getByText(`You now sign in to ${APP_NAME} with ${newEmail}.`)).toBeVisible();
    await expectNoAxeViolations(page);

    // Still signed in here: the page's member is refreshed with the new address.
    await openPlainPage(page);
    await expect(page.locator('#who')).toHaveText(`Signed in as ${newEmail}`);
    await logOut(page);
    const refused = await logIn(page, email, 'an even better secret');
    await expect(refused.getByRole('alert')).toContainText(/incorrect|invalid/i);
    await page.keyboard.press('Escape');
    const login = await logIn(page, newEmail, 'an even better secret');
    await expect(login).toBeHidden();
    await expect(page.locator('#who')).toHaveText(`Signed in as ${newEmail}`);
  });
});

test('a member without a password changes the e-mail with a code sent to the current address', async ({
  page,
}) => {
  const email = uniqueEmail('nopass-move');
  await openPlainPage(page);
  await signUpPasswordless(page, email);

  const profile = await openProfile(page);
  await profile.getByRole('button', { name: 'Security' }).first().click();
  const newEmail = uniqueEmail('nopass-moved');
  await profile.getByLabel('Email Address').fill(newEmail);
  await expect(profile.getByLabel('Current Password')).toHaveCount(0);
  await profile.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText(`We have sent a code to ${email}.`)).toBeVisible();
  await profile.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(await latestCode(page, email));
  await profile.getByRole('button', { name: 'Save' }).click();
  await expect(
    profile.getByText(`Check ${newEmail}: your address changes when you open the link we sent.`),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');

  await page.goto(await latestLink(page, newEmail, '/api/auth/email-change'));
  await page.getByRole('button', { name: 'Confirm new email address' }).click();
  await expect(page.getByRole('heading', { name: 'Your email address has been changed' })).toBeVisible();

  // The next code goes to the new address, and signs in there.
  await openPlainPage(page);
  await expect(page.locator('#who')).toHaveText(`Signed in as ${newEmail}`);
  await logOut(page);
  await page.getByRole('button', { name: 'Open login' }).click();
  const login = page.getByRole('dialog', { name: 'Login to your account' });
  await login.getByRole('button', { name: 'Continue with Email' }).click();
  await login.getByLabel('Email Address').fill(newEmail);
  await login.getByRole('button', { name: 'Continue with Email' }).first().click();
  await expect(page.getByText('Enter the verification code sent to your email address')).toBeVisible();
  await typeCode(page, await latestCode(page, newEmail));
  await page.getByRole('button', { name: 'Verify Email' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${newEmail}`);
});

test('a passwordless member sets a password and then logs in with it', async ({ page }) => {
  const email = uniqueEmail('setpw');
  await openPlainPage(page);
  await signUpPasswordless(page, email);

  const profile = await openProfile(page);
  await profile.getByRole('button', { name: 'Security' }).first().click();
  await profile.getByRole('button', { name: 'Set Password' }).click();
  await expect(profile.getByLabel('Current Password')).toHaveCount(0);
  await profile.getByLabel('New Password', { exact: true }).fill('my first password');
  await profile.getByLabel('Confirm New Password').fill('my first password');
  await profile.getByRole('button', { name: 'Save' }).click();
  // The member has a password now: the pane becomes Change Password, its fields cleared.
  await expect(profile.getByRole('heading', { name: 'Change Password' })).toBeVisible();
  await expect(profile.getByLabel('Current Password')).toHaveValue('');
  await expect(profile.getByLabel('New Password', { exact: true })).toHaveValue('');
  await page.keyboard.press('Escape');

  await logOut(page);
  const login = await logIn(page, email, 'my first password');
  await expect(login).toBeHidden();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
});

test('a team owner copies the invite link, a second member joins through it, and the owner removes them', async ({
  page,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The team plan is granted by administrators: the test administrator owns a team.
  const { email: owner, password } = adminCredentials();
  await openPlainPage(page);
  await expect(await logIn(page, owner, password)).toBeHidden();

  let profile = await openProfile(page);
  await profile.getByRole('button', { name: 'Team' }).first().click();
  await expect(profile.getByText('1/5 Seats')).toBeVisible();
  await profile.getByRole('button', { name: 'Copy' }).click();
  await expect(profile.getByRole('button', { name: 'Copied!' })).toBeVisible();
  const link = await page.evaluate(() => navigator.clipboard.readText());
  expect(link).toMatch(/\/signup\?inviteToken=[\w-]+$/);
  await expect(profile.getByLabel('Invite Link')).toHaveValue(link);
  await page.keyboard.press('Escape');

  // A second person signs up on their own browser and joins with the token of the shared link.
  const joinerContext = await browser.newContext();
  const joinerPage = await joinerContext.newPage();
  const joiner = uniqueEmail('joiner');
  await openPlainPage(joinerPage);
  await signUp(joinerPage, joiner);
  const inviteToken = new URL(link).searchParams.get('inviteToken');
  await joinerPage.evaluate(
    (token) => window.$memberstackDom?.joinTeam({ inviteToken: token ?? '' }),
    inviteToken,
  );
  await joinerContext.close();

  profile = await openProfile(page);
  await profile.getByRole('button', { name: 'Team' }).first().click();
  await expect(profile.getByText('2/5 Seats')).toBeVisible();
  const joinerRow = profile.getByRole('listitem').filter({ hasText: joiner });
  await expect(joinerRow).toBeVisible();
  await expect(profile.getByRole('button', { name: `Remove ${owner}` })).toHaveCount(0);
  await profile.getByRole('button', { name: `Remove ${joiner}` }).click();
  await profile.getByRole('button', { name: `Are you sure? ${joiner}` }).click();
  await expect(page.getByText('Member has been removed from team.')).toBeVisible();
  await expect(joinerRow).toHaveCount(0);
  await expect(profile.getByText('1/5 Seats')).toBeVisible();
  await expectNoAxeViolations(page);
});
