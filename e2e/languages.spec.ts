import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';

test('German chosen on the sign-in page carries into the app, Settings switches to Spanish without a reload, and the profile keeps it on another device', async ({
  page,
  browser,
  request,
}) => {
  const person = await createPerson(request, 'technician');
  await page.goto('/login');
  await page.getByLabel('Language').selectOption('de');
  await expect(page.getByRole('heading', { name: 'Anmelden' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.getByLabel('E-Mail').fill(person.email);
  await page.getByLabel('Passwort', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const menu = page.getByRole('complementary');
  await expect(menu.getByRole('link', { name: 'Arbeitsaufträge' })).toBeVisible();

  await menu.getByRole('link', { name: 'Einstellungen' }).click();
  await expect(page.getByRole('heading', { name: 'Einstellungen', level: 1 })).toBeVisible();
  // A mark on this page: a reload would lose it.
  await page.evaluate(() => Object.assign(window, { samePage: true }));
  const saved = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/profiles/me/language') && response.request().method() === 'PUT',
  );
  await page.getByLabel('Sprache').selectOption('es');
  await expect(page.getByRole('heading', { name: 'Ajustes', level: 1 })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Órdenes de trabajo' })).toBeVisible();
  expect(await page.evaluate(() => 'samePage' in window)).toBe(true);
  expect((await saved).status()).toBe(200);

  // Another device, whose browser speaks English: once signed in, the profile's Spanish wins.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const other = await elsewhere.newPage();
  await signIn(other, person.email, person.password);
  await expect(
    other.getByRole('complementary').getByRole('link', { name: 'Órdenes de trabajo' }),
  ).toBeVisible();
  await expect(other.locator('html')).toHaveAttribute('lang', 'es');
  await elsewhere.close();
});

test('a phone that speaks German opens its screens straight into German, without an error', async ({
  browser,
  request,
}) => {
  const person = await createPerson(request, 'technician');
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await phone.addInitScript(() => window.localStorage.setItem('fieldworkLocale', 'de'));
  const page = await phone.newPage();
  await page.goto('/login');
  await page.getByLabel('E-Mail').fill(person.email);
  await page.getByLabel('Passwort', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: 'Anmelden' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  for (const [path, heading] of [
    ['/dashboard', 'Dashboard'],
    ['/work-orders', 'Arbeitsaufträge'],
    ['/inventory', 'Lager'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    await expect(page.getByText('Etwas ist schiefgelaufen')).toHaveCount(0);
  }
  await phone.close();
});
