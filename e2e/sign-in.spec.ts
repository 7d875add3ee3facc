import { expect, test } from '@playwright/test';
import { generateTotp } from '../src/server/modules/auth/totp';
import { ACCOUNTS, MFA_SECRET } from './support/accounts';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { toast } from './support/toasts';

test('the guard sends a signed-out visitor to the sign-in page', async ({ page }) => {
  await page.goto('/work-orders');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
});

test('signs in with the supervisor demo button and lands on the dashboard', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Fill in the supervisor demo account' }).click();
  await expect(page.getByLabel('Email')).toHaveValue(ACCOUNTS.supervisor.email);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText('Successfully logged in', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText('Sam Patel')).toBeVisible();
  await expect(sidebar.getByText('supervisor', { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('userRole'))).toBe('supervisor');

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
});

test('a wrong password shows Invalid credentials inline and as a toast', async ({ page, request }) => {
  // A person of this journey's own: failed sign-ins count towards the account's back-off.
  const person = await createPerson(request, 'technician');
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).first()).toBeVisible();
  await expect(toast(page, 'Invalid credentials')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('after 5 wrong passwords the right one is told to wait, not that it is wrong', async ({
  page,
  request,
}) => {
  // A person of this journey's own: the back-off is per account and address.
  const person = await createPerson(request, 'technician');
  await page.goto('/login');
  await page.getByLabel('Email').fill(person.email);
  const password = page.getByLabel('Password', { exact: true });
  const attempt = async (value: string) => {
    await password.fill(value);
    const answered = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign In' }).click();
    return (await answered).status();
  };
  for (let i = 0; i < 5; i += 1) expect(await attempt(`not-the-password-${i}`)).toBe(401);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).first()).toBeVisible();

  expect(await attempt(person.password)).toBe(429);
  const wait = 'Too many sign-in attempts from this device. Try again in 1 minute.';
  await expect(page.getByRole('alert').filter({ hasText: wait }).first()).toBeVisible();
  await expect(toast(page, wait)).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
});

test('the form requires e-mail and password', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();
});

test('an MFA account is asked for its code, then signed in', async ({ page }) => {
  await page.goto('/login');
  await page.getByLabel('Email').fill(ACCOUNTS.mfa.email);
  await page.getByLabel('Password', { exact: true }).fill('fieldwork-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  const code = page.getByLabel('Authentication code');
  await expect(code).toBeVisible();
  await code.fill(generateTotp(MFA_SECRET, new Date()));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('complementary').getByText('Mira Factor')).toBeVisible();
});

test('logout ends the session and the guard takes over again', async ({ page, request }) => {
  const person = await createPerson(request, 'technician');
  await signIn(page, person.email, person.password);
  await page.getByRole('button', { name: 'User menu' }).click();
  await expect(page.getByRole('menu').getByText(person.email)).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate(() => localStorage.getItem('authToken'))).toBeNull();
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/login$/);
});
