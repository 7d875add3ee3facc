import { expect, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './accounts';

/** Signs in through the form, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}
