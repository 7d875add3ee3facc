import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique } from './support/unique';

test('a manager adds, edits and deletes a vendor, confirming the delete', async ({ page, request }) => {
  const name = `E2E Hydraulics ${unique()}`;
  const manager = await createPerson(request, 'manager');
  await signIn(page, manager.email, manager.password);
  await page.goto('/vendors');
  await expect(page.getByRole('heading', { name: 'Vendor Management', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add Vendor' }).first().click();
  const form = page.getByRole('dialog', { name: 'Add New Vendor' });
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(form.getByText('Name is required', { exact: true })).toBeVisible();
  await expect(form.getByText('Invalid email format')).toBeVisible();

  await form.getByLabel('Name').fill(name);
  await form.getByRole('combobox', { name: 'Type' }).click();
  await page.getByRole('option', { name: 'Contractor' }).click();
  await form.getByLabel('Email').fill('service@e2e-hydraulics.example');
  await form.getByLabel('Contact person').fill('Hank Pressure');
  await form.getByRole('button', { name: 'Add Vendor' }).click();
  await expect(page.getByText('Vendor created successfully', { exact: true })).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search vendors' }).fill(name);
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name }) });
  await expect(card).toContainText('Contractor');
  await expect(card).toContainText('Hank Pressure');
  await expect(card.getByRole('link', { name: 'service@e2e-hydraulics.example' })).toHaveAttribute(
    'href',
    'mailto:service@e2e-hydraulics.example',
  );

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Vendor' });
  await expect(edit.getByLabel('Name')).toHaveValue(name);
  await edit.getByLabel('Phone').fill('+44 20 7946 0000');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Vendor updated successfully', { exact: true })).toBeVisible();
  await expect(card.getByRole('link', { name: '+44 20 7946 0000' })).toHaveAttribute(
    'href',
    'tel:+442079460000',
  );

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText('Are you sure you want to delete this vendor?');
  await confirm.getByRole('button', { name: 'Delete vendor' }).click();
  await expect(page.getByText('Vendor deleted successfully', { exact: true })).toBeVisible();
  await expect(page.getByRole('heading', { name })).toHaveCount(0);
  await expect(page.getByText('No vendors found')).toBeVisible();
});
