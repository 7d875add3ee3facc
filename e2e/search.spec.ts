import { expect, test } from '@playwright/test';
import { ACCOUNTS } from './support/accounts';
import { signIn } from './support/session';

test('the header search finds equipment by keyboard: type, arrow down, Enter', async ({ page }) => {
  await signIn(page, ACCOUNTS.technician.email);
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill('CMP-E2E');
  const option = page.getByRole('option', { name: 'CMP-E2E-01 Air compressor 1' });
  await expect(option).toBeVisible();
  const results = page.getByRole('listbox', { name: 'Search results' });
  await expect(results.getByRole('group', { name: 'Equipment' })).toBeVisible();

  // Work orders list first, and other journeys may raise some on this compressor meanwhile.
  for (let step = 0; step < 16 && (await option.getAttribute('aria-selected')) !== 'true'; step += 1) {
    await search.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await search.press('Enter');
  await expect(page).toHaveURL(/\/equipment\?asset=CMP-E2E-01$/);
  await expect(page.getByRole('dialog', { name: 'Air compressor 1' })).toBeVisible();
});

test('"/" focuses the search, and an unknown term says there is nothing', async ({ page }) => {
  await signIn(page, ACCOUNTS.technician.email);
  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('zzqx-nothing');
  await expect(page.getByText('No results for “zzqx-nothing”')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});
