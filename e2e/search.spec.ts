import { expect, test } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique } from './support/unique';

test('the header search finds equipment by keyboard: type, arrow down, Enter', async ({ page, request }) => {
  const supervisor = await createPerson(request, 'supervisor');
  const technician = await createPerson(request, 'technician');
  // Equipment of this journey's own, so its tag is the only result: no other journey's work
  // order on a shared asset can come before it in the list.
  const assetTag = `SRCH-${unique()}`;
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const compressor = await apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
    name: 'Search test compressor',
    assetTag,
    model: 'Atlas Copco GA37',
    description: 'Equipment of the header search journey',
  });

  await signIn(page, technician.email, technician.password);
  const search = page.getByRole('combobox', { name: 'Search' });
  await search.fill(assetTag);
  const results = page.getByRole('listbox', { name: 'Search results' });
  const option = results.getByRole('option', { name: `${assetTag} ${compressor.name}` });
  await expect(option).toBeVisible();
  await expect(results.getByRole('group', { name: 'Equipment' })).toBeVisible();
  await expect(results.getByRole('option')).toHaveCount(1);

  await search.press('ArrowDown');
  await expect(option).toHaveAttribute('aria-selected', 'true');
  await expect(search).toHaveAttribute('aria-activedescendant', (await option.getAttribute('id')) ?? '');
  await search.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/equipment\\?asset=${assetTag}$`));
  await expect(page.getByRole('dialog', { name: compressor.name })).toBeVisible();
});

test('"/" focuses the search, and an unknown term says there is nothing', async ({ page, request }) => {
  const technician = await createPerson(request, 'technician');
  await signIn(page, technician.email, technician.password);
  const search = page.getByRole('combobox', { name: 'Search' });
  await expect(search).toBeVisible();
  await page.keyboard.press('/');
  await expect(search).toBeFocused();
  await page.keyboard.type('zzqx-nothing');
  await expect(page.getByText('No results for “zzqx-nothing”')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(search).toHaveAttribute('aria-expanded', 'false');
});
