import { expect, test, type Browser, type Page } from '@playwright/test';
import type { Locale } from '../src/shared/locales';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { Part } from '../src/shared/schemas/parts';
import { apiCall, apiToken } from './support/api';
import { expectNoEnglish, say } from './support/catalogue-words';
import { createPerson, type Person } from './support/people';
import { unique } from './support/unique';
import { WAREHOUSES, type WarehouseName } from './support/warehouses';

/**
 * Issue 29's acceptance: the three main jobs (raise and complete a work order, adjust stock,
 * run PM) in German and in Spanish, with no English word of the `en` catalogue on any screen
 * passed. The plant is the journey's own, so every record on its screens is one it wrote, in
 * its language; the controls are found by their English wording translated through the
 * catalogues, as the screens word them.
 */
interface Journey {
  locale: Locale;
  browserLocale: string;
  plant: WarehouseName;
  supervisor: { firstName: string; lastName: string };
  technician: { firstName: string; lastName: string };
  pump: { name: string; model: string; description: string };
  seal: string;
  order: string;
  delivery: string;
  component: string;
  action: string;
  step: string;
}

const JOURNEYS: Journey[] = [
  {
    locale: 'de',
    browserLocale: 'de-DE',
    plant: WAREHOUSES.germanJourney,
    supervisor: { firstName: 'Jana', lastName: 'Becker' },
    technician: { firstName: 'Lukas', lastName: 'Schmidt' },
    pump: { name: 'Kühlwasserpumpe', model: 'Grundfos CR 32-2', description: 'Pumpe im Kesselhaus' },
    seal: 'Gleitringdichtung',
    order: 'Dichtung der Kühlwasserpumpe tropft, bitte tauschen',
    delivery: 'Lieferschein',
    component: 'Laufrad',
    action: 'Auf Verschleiß prüfen',
    step: 'Pumpe freischalten',
  },
  {
    locale: 'es',
    browserLocale: 'es-ES',
    plant: WAREHOUSES.spanishJourney,
    supervisor: { firstName: 'Lucía', lastName: 'García' },
    technician: { firstName: 'Mateo', lastName: 'López' },
    pump: { name: 'Bomba de agua', model: 'Grundfos CR 32-2', description: 'Bomba de la sala de calderas' },
    seal: 'Sello mecánico',
    order: 'El sello de la bomba de agua gotea, cambiarlo',
    delivery: 'Albarán',
    component: 'Rodete',
    action: 'Revisar el desgaste',
    step: 'Aislar la bomba',
  },
];

/** The status badge in the order's own header (the top bar is a header too). */
const orderHeader = (page: Page) => page.getByRole('main').locator('header');

async function signedIn(browser: Browser, journey: Journey, person: Person, ownWords: string[]) {
  const context = await browser.newContext({ locale: journey.browserLocale });
  const page = await context.newPage();
  const t = (english: string) => say(journey.locale, english, { folder: 'features/auth' });
  await page.goto('/login');
  await expect(page.getByRole('heading', { name: t('Sign In') })).toBeVisible();
  await expectNoEnglish(page, journey.locale, ownWords);
  await page.getByLabel(t('Email')).fill(person.email);
  await page.getByLabel(t('Password'), { exact: true }).fill(person.password);
  await page.getByRole('button', { name: t('Sign In') }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return page;
}

for (const journey of JOURNEYS) {
  test(`the three main jobs in ${journey.browserLocale} show no English word`, async ({
    browser,
    request,
  }) => {
    const { locale } = journey;
    const t = (english: string, options?: Parameters<typeof say>[2]) => say(locale, english, options);
    const tag = unique();
    const supervisor = await createPerson(request, 'supervisor', {
      warehouse: journey.plant,
      ...journey.supervisor,
    });
    const technician = await createPerson(request, 'technician', {
      warehouse: journey.plant,
      ...journey.technician,
    });
    const token = await apiToken(request, supervisor.email, supervisor.password);
    const assetTag = `KWP-${tag}`;
    const model = `${journey.pump.model} ${tag}`;
    await apiCall<Equipment>(request, token, 'POST', '/api/equipment', { ...journey.pump, assetTag, model });
    const partNumber = `GRD-${tag}`;
    const part = await apiCall<Part>(request, token, 'POST', '/api/parts', {
      name: journey.seal,
      partNumber,
      category: 'mechanical',
      unitCost: '129.00',
      stockLevel: 3,
      reorderPoint: 1,
    });
    const ownWords = [
      ...Object.values(journey).filter((value): value is string => typeof value === 'string'),
      ...Object.values(journey.pump),
      supervisor.name,
      technician.name,
      supervisor.email,
      technician.email,
      tag,
      journey.plant,
    ];

    // Raise a work order, after the server's validation message in the person's language.
    const page = await signedIn(browser, journey, supervisor, ownWords);
    await expectNoEnglish(page, locale, ownWords);
    await page.goto('/work-orders');
    await expect(page.getByRole('heading', { name: t('Work Orders'), level: 1 })).toBeVisible();
    await expectNoEnglish(page, locale, ownWords);
    await page
      .getByRole('button', { name: t('New Work Order', { folder: 'features/work-orders', key: 'page.new' }) })
      .click();
    const dialog = page.getByRole('dialog', {
      name: t('New Work Order', { folder: 'features/work-orders', key: 'dialog.newTitle' }),
    });
    await dialog.getByLabel(t('Description')).fill('Leck');
    await dialog
      .getByRole('button', { name: t('Create Work Order', { folder: 'features/work-orders' }) })
      .click();
    await expect(dialog.getByText(t('Description must be at least 10 characters'))).toBeVisible();
    await expectNoEnglish(page, locale, ownWords);
    await dialog.getByLabel(t('Description')).fill(journey.order);
    await dialog.getByLabel(t('Equipment', { folder: 'features/work-orders' }), { exact: true }).click();
    await page.getByRole('combobox', { name: t('Search asset tag, name or model') }).fill(assetTag);
    await page.getByRole('option', { name: new RegExp(assetTag) }).click();
    await dialog
      .getByRole('button', { name: t('Create Work Order', { folder: 'features/work-orders' }) })
      .click();
    await expect(page.getByText(t('Work order created'), { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();
    await page.getByRole('link').filter({ hasText: journey.order }).click();
    await expect(page.getByRole('heading', { level: 1, name: /^WO-/ })).toBeVisible();
    const orderUrl = page.url();
    await expectNoEnglish(page, locale, ownWords);

    await page
      .getByRole('button', { name: t('Assign', { folder: 'features/work-orders' }), exact: true })
      .click();
    const assign = page.getByRole('dialog');
    await assign.getByLabel(t('Technician', { folder: 'features/work-orders' })).click();
    await page.getByRole('option', { name: technician.name }).click();
    await expectNoEnglish(page, locale, ownWords);
    await assign.getByRole('button', { name: t('Assign', { folder: 'features/work-orders' }) }).click();
    await expect(
      orderHeader(page).getByText(t('Assigned', { folder: 'components/work-orders' }), { exact: true }),
    ).toBeVisible();

    // The technician starts and completes it on a device of their own.
    const tech = await signedIn(browser, journey, technician, ownWords);
    await tech.goto(orderUrl);
    await tech.getByRole('button', { name: t('Start work', { folder: 'components/work-orders' }) }).click();
    await expect(
      orderHeader(tech).getByText(t('In Progress', { folder: 'components/work-orders' }), { exact: true }),
    ).toBeVisible();
    await expectNoEnglish(tech, locale, ownWords);
    await tech.getByRole('button', { name: t('Complete', { folder: 'components/work-orders' }) }).click();
    const complete = tech.getByRole('alertdialog');
    await expectNoEnglish(tech, locale, ownWords);
    await complete.getByRole('button', { name: t('Complete', { folder: 'features/work-orders' }) }).click();
    await expect(
      orderHeader(tech).getByText(t('Completed', { folder: 'components/work-orders' }), { exact: true }),
    ).toBeVisible();
    await expectNoEnglish(tech, locale, ownWords);
    await tech.context().close();

    // The supervisor signs it off.
    await page.reload();
    await page.getByRole('button', { name: t('Verify', { folder: 'features/work-orders' }) }).click();
    const verify = page.getByRole('dialog');
    await verify.getByRole('radio', { name: /^5 / }).check();
    await expectNoEnglish(page, locale, ownWords);
    await verify.getByRole('button', { name: t('Verify', { folder: 'features/work-orders' }) }).click();
    await expect(
      orderHeader(page).getByText(t('Verified', { folder: 'components/work-orders' }), { exact: true }),
    ).toBeVisible();
    await expectNoEnglish(page, locale, ownWords);

    // Adjust stock.
    await page.goto(`/inventory?q=${partNumber}`);
    await expect(
      page.getByRole('heading', { name: t('Inventory', { folder: 'features/inventory' }), level: 1 }),
    ).toBeVisible();
    await expectNoEnglish(page, locale, ownWords);
    await page.getByRole('button', { name: partNumber }).click();
    const detail = page.getByRole('dialog', { name: part.name });
    await detail.getByRole('button', { name: t('Record stock adjustment', { key: 'adjust.open' }) }).click();
    const adjust = page.getByRole('dialog', { name: t('Record stock adjustment', { key: 'adjust.title' }) });
    await adjust.getByLabel(t('Quantity received', { folder: 'features/inventory' })).fill('7');
    await adjust.getByLabel(t('Reason', { folder: 'features/inventory' })).fill(`${journey.delivery} ${tag}`);
    await expectNoEnglish(page, locale, ownWords);
    await adjust.getByRole('button', { name: t('Record adjustment') }).click();
    await expect(page.getByText(t('Stock adjustment recorded'), { exact: true })).toBeVisible();
    await expect(detail.getByRole('row').filter({ hasText: `${journey.delivery} ${tag}` })).toContainText(
      '+7',
    );
    await expectNoEnglish(page, locale, ownWords);

    // Run PM: a template for the pump's model, then the scheduler.
    await page.goto('/preventive?tab=templates');
    await expect(page.getByRole('heading', { name: t('Preventive Maintenance'), level: 1 })).toBeVisible();
    await expectNoEnglish(page, locale, ownWords);
    // The empty list offers the same button: either opens the dialog.
    await page
      .getByRole('button', { name: t('Create Template') })
      .first()
      .click();
    const template = page.getByRole('dialog', { name: t('Create Template') });
    await template.getByLabel(t('Equipment model')).fill(model);
    await template.getByLabel(t('Component', { folder: 'features/preventive' })).fill(journey.component);
    await template.getByLabel(t('Action', { folder: 'features/preventive' })).fill(journey.action);
    await template.getByRole('button', { name: t('Add step', { folder: 'features/preventive' }) }).click();
    await template.getByRole('textbox').last().fill(journey.step);
    await expectNoEnglish(page, locale, ownWords);
    await template.getByRole('button', { name: t('Create Template') }).click();
    await expect(page.getByText(t('PM template created successfully'), { exact: true })).toBeVisible();
    await expectNoEnglish(page, locale, ownWords);
    await page.getByRole('tab', { name: t('Scheduler') }).click();
    await page.getByRole('button', { name: t('Run Now') }).click();
    const result = page.getByRole('status', { name: t('Generated work orders') });
    await expect(
      result.getByRole('heading', { name: t('Generated 1 work order', { values: { count: 1 } }) }),
    ).toBeVisible();
    await expectNoEnglish(page, locale, ownWords);
    await page.context().close();
  });
}
