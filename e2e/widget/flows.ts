/** What a person does with the widget on the plain page, step by step, shared by the widget specs. */
import type { Page } from '@playwright/test';
import { expect } from '../fixtures.ts';

export const PASSWORD = 'correct horse battery';

export async function typeCode(page: Page, code: string) {
  await page.getByRole('textbox', { name: 'Digit 1 of 6' }).click();
  await page.keyboard.type(code);
}

export async function signUp(page: Page, email: string, password = PASSWORD) {
  await page.getByRole('button', { name: 'Open signup' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create an account' });
  await dialog.getByLabel('First name').fill('Ada');
  await dialog.getByLabel('Last name').fill('Okafor');
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Sign up' }).click();
  await expect(page.locator('#who')).toHaveText(`Signed in as ${email}`);
  await expect(dialog).toBeHidden();
  await expect(page.locator('#result')).toHaveText('Result: SIGNUP');
}

export async function logIn(page: Page, email: string, password: string) {
  await page.getByRole('button', { name: 'Open login' }).click();
  const dialog = page.getByRole('dialog', { name: 'Login to your account' });
  await dialog.getByLabel('Email Address').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  return dialog;
}
