import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { unique } from './support/unique';

test('an admin adds a LAN webhook endpoint, keeps its secret once, then disables and deletes it', async ({
  page,
  request,
}) => {
  const admin = await createPerson(request, 'admin');
  const url = `http://127.0.0.1:9/hooks/${unique()}`;
  await signIn(page, admin.email, admin.password);
  await page.getByRole('complementary').getByRole('link', { name: 'Webhooks' }).click();
  await expect(page.getByRole('heading', { name: 'Webhooks', level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Add endpoint' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add endpoint' });
  await dialog.getByLabel('URL').fill(url);
  await dialog.getByLabel('Description').fill('Plant ERP');
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(
    dialog.getByText('URL must start with https:// (http:// only with "Allow private network targets")'),
  ).toBeVisible();

  await dialog.getByLabel('Allow private network targets').check();
  await dialog.getByRole('button', { name: 'Add endpoint' }).click();
  await expect(page.getByText('Copy the signing secret now: it is not shown again.')).toBeVisible();
  await expect(page.getByLabel('Signing secret')).toHaveText(/^whsec_[A-Za-z0-9+/]{43}=$/);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByLabel('Signing secret')).toBeHidden();

  const card = page.getByRole('region', { name: `Endpoint ${url}` });
  await expect(card).toContainText('Plant ERP');
  await expect(card).toContainText('All events');
  await expect(card).toContainText('Private network targets allowed');
  await expect(card).toContainText('Active');
  await card.getByRole('button', { name: 'Deliveries' }).click();
  await expect(card.getByText('No deliveries yet')).toBeVisible();

  await card.getByRole('button', { name: 'Disable' }).click();
  await expect(card).toContainText('Disabled');
  await expect(card.getByRole('button', { name: 'Enable' })).toBeVisible();

  await card.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Fieldwork stops posting to ${url} and forgets its delivery log.`);
  await confirm.getByRole('button', { name: 'Delete endpoint' }).click();
  await expect(card).toBeHidden();
});
