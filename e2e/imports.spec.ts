import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique } from './support/unique';

const HEADER = 'Asset Tag,Name,Model,Description,Criticality';

test('a supervisor fixes the bad row a dry run names, imports the file, and finds the equipment', async ({
  page,
  request,
}) => {
  const tag = `IMP-${unique()}`.slice(0, 20);
  const supervisor = await createPerson(request, 'supervisor');
  await signIn(page, supervisor.email, supervisor.password);
  await page.goto('/import');
  await expect(page.getByRole('heading', { name: 'Import', level: 1 })).toBeVisible();

  const upload = (criticality: string) =>
    page.getByLabel('CSV file').setInputFiles({
      name: 'plant.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`${HEADER}\r\n${tag},Imported pump,KSB 65,Cooling loop pump,${criticality}\r\n`),
    });
  await upload('urgent');
  await page.getByRole('button', { name: 'Check file' }).click();
  const errors = page.getByRole('table', { name: 'Errors' });
  await expect(errors.getByRole('row').nth(1)).toHaveText(
    /2\s*Criticality\s*Criticality must be low, medium, high or critical/,
  );
  await expect(page.getByRole('button', { name: 'Import 0 assets' })).toBeDisabled();

  await upload('high');
  await page.getByRole('button', { name: 'Check file' }).click();
  await page.getByRole('button', { name: 'Import 1 asset' }).click();
  await expect(page.getByText('1 asset created, 0 assets updated, 0 assets unchanged.')).toBeVisible();

  await page.goto('/equipment');
  await page.getByRole('searchbox', { name: 'Search equipment' }).fill(tag);
  await expect(page.getByText(tag).first()).toBeVisible();
});
