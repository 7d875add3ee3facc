import { expect, test } from '@playwright/test';
import { generateTotp } from '../src/server/modules/auth/totp';
import { createPerson } from './support/people';
import { signIn } from './support/session';

test('a user turns on two-factor authentication from the QR screen, and the next sign-in asks for a code', async ({
  page,
  request,
}) => {
  const person = await createPerson(request, 'technician');
  await signIn(page, person.email, person.password);
  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Set up' }).click();
  const qr = page.getByRole('img', { name: 'Authenticator QR code' });
  await expect(qr).toBeVisible();
  expect(await qr.getAttribute('src')).toMatch(/^data:image\/png;base64,/);
  const secret = ((await page.locator('code').first().textContent()) ?? '').replaceAll(' ', '');
  expect(secret).toMatch(/^[A-Z2-7]{32}$/);

  await page.getByLabel('Authentication code').fill('000000');
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'The code is not valid' })).toBeVisible();

  await page.getByLabel('Authentication code').fill(generateTotp(secret, new Date()));
  await page.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByText('Two-factor authentication enabled', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'User menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByLabel('Authentication code')).toBeVisible();
});

test('the change-password form checks the confirmation before asking the server', async ({
  page,
  request,
}) => {
  const person = await createPerson(request, 'technician');
  await signIn(page, person.email, person.password);
  await page.goto('/settings');
  await page.getByLabel('Current password').fill(person.password);
  await page.getByLabel('New password', { exact: true }).fill('a-new-long-password');
  await page.getByLabel('Confirm new password').fill('something-else-entirely');
  await page.getByRole('button', { name: 'Change password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
});
