import { expect, test, type Locator, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { Part } from '../src/shared/schemas/parts';
import { apiCall, apiToken } from './support/api';
import { createPerson, type Person } from './support/people';
import { unique } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

/**
 * Issue 29 §5: the three main jobs (raise and complete a work order, adjust stock, run PM) with
 * the keyboard alone, in English. Nothing is clicked or filled: focus moves with Tab and the
 * arrows, text is typed, and the journey asks only where focus is and what the screen shows.
 */

/** Every journey's people work in a plant of their own: its PM run generates only their template. */
const PLANT = { warehouse: WAREHOUSES.keyboardJourney };

const isFocused = (target: Locator) => target.evaluate((element) => element === document.activeElement);

/** The focused control shows a ring: an outline on it (or on its ::after, for a card's whole-area link). */
async function expectFocusRing(page: Page): Promise<void> {
  const ring = await page.evaluate(() => {
    const element = document.activeElement;
    if (!(element instanceof HTMLElement) || element === document.body) return 'nothing is focused';
    const shows = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' &&
      Number.parseFloat(style.outlineWidth) > 0 &&
      style.outlineColor !== 'rgba(0, 0, 0, 0)';
    if (shows(getComputedStyle(element)) || shows(getComputedStyle(element, '::after'))) return 'ring';
    return `no ring on ${element.outerHTML.slice(0, 160)}`;
  });
  expect(ring).toBe('ring');
}

/** Presses Tab (or Shift+Tab) until `target` has focus, as a person does, and checks its ring. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  await expect(target).toBeVisible();
  for (let presses = 0; presses < 80 && !(await isFocused(target)); presses += 1) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target).toBeFocused();
  await expectFocusRing(page);
}

/** Opens a select from its focused trigger and moves down (or up) to `name`, then takes it. */
async function choose(page: Page, trigger: Locator, name: string | RegExp): Promise<void> {
  await expect(trigger).toBeFocused();
  await page.keyboard.press('Enter');
  const listbox = page.getByRole('listbox');
  await expect(listbox).toBeVisible();
  const option = listbox.getByRole('option', { name, exact: typeof name === 'string' });
  await expect(option).toBeVisible();
  const options = listbox.getByRole('option');
  // The list focuses an option once it is open: keys pressed before that would be lost.
  await expect(listbox.locator('[role="option"]:focus')).toHaveCount(1);
  const from = await options.evaluateAll((all) => all.indexOf(document.activeElement as HTMLElement));
  const to = await option.evaluate((element) =>
    [...document.querySelectorAll('[role="listbox"] [role="option"]')].indexOf(element),
  );
  // One key at a time, each waited for, as a person watches the highlight move.
  for (let at = from; at !== to;) {
    at += to > at ? 1 : -1;
    await page.keyboard.press(to > from ? 'ArrowDown' : 'ArrowUp');
    await expect(options.nth(at)).toBeFocused();
  }
  await expect(option).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(listbox).toBeHidden();
  await expect(trigger).toBeFocused();
}

/**
 * A dialog opened from `opener` has focus inside it; Tab and Shift+Tab go round inside it and
 * never reach the page behind; Escape closes it and focus is back on `opener`.
 */
async function expectDialogKeepsAndReturnsFocus(page: Page, dialog: Locator, opener: Locator): Promise<void> {
  await expect(dialog).toBeVisible();
  const focusInside = () => dialog.evaluate((element) => element.contains(document.activeElement));
  expect(await focusInside()).toBe(true);
  const stops = await dialog.evaluate(
    (element) =>
      element.querySelectorAll(
        'a[href], button:not([disabled]), input:not([type="hidden"]), textarea, [tabindex="0"]',
      ).length,
  );
  for (const key of ['Tab', 'Shift+Tab']) {
    // Once round and a step further: past the last control, focus comes back to the first.
    for (let presses = 0; presses <= stops + 1; presses += 1) {
      await page.keyboard.press(key);
      expect(await focusInside()).toBe(true);
    }
  }
  // While a toast shows, Escape dismisses it first (the newest layer, as Radix orders them).
  await expect(toasts(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expectFocusRing(page);
}

/** The toasts showing (a modal dialog hides the rest of the page from the accessibility tree). */
const toasts = (page: Page) =>
  page
    .getByRole('region', { name: /^Notifications \(F8\)$/, includeHidden: true })
    .getByRole('listitem', { includeHidden: true });

/** Signs in with the keyboard: the address is typed, then the form is filled with Tab and typing. */
async function signInByKeyboard(page: Page, person: Person): Promise<void> {
  await page.goto('/login');
  await tabTo(page, page.getByLabel('Email'));
  await page.keyboard.type(person.email);
  await tabTo(page, page.getByLabel('Password', { exact: true }));
  await page.keyboard.type(person.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Follows a link of the side navigation with Tab and Enter. */
async function openFromNavigation(page: Page, name: string, heading: string): Promise<void> {
  const link = page.getByRole('navigation').getByRole('link', { name, exact: true });
  await tabTo(page, link);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
}

/** The status badge in the order's own header (the top bar is a header too). */
const orderHeader = (page: Page) => page.getByRole('main').locator('header');

test('a work order is raised, assigned, started and completed with the keyboard alone', async ({
  page,
  browser,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor', PLANT);
  const technician = await createPerson(request, 'technician', PLANT);
  const description = `Coupling guard rattles on the infeed ${unique()}`;

  await signInByKeyboard(page, supervisor);
  await openFromNavigation(page, 'Work Orders', 'Work Orders');

  const newOrder = page.getByRole('button', { name: 'New Work Order' });
  await tabTo(page, newOrder);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'New Work Order' });
  await expectDialogKeepsAndReturnsFocus(page, dialog, newOrder);

  await page.keyboard.press('Enter');
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByLabel('Description'));
  await page.keyboard.type(description);
  const priority = dialog.getByRole('combobox', { name: 'Priority' });
  await tabTo(page, priority);
  await choose(page, priority, 'High');
  await expect(priority).toHaveText('High');
  await tabTo(page, dialog.getByRole('button', { name: 'Create Work Order' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Work order created', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(newOrder).toBeFocused();

  await tabTo(page, page.getByRole('searchbox', { name: 'Search work orders' }));
  await page.keyboard.type(description);
  const card = page.getByRole('link').filter({ hasText: description });
  await expect(card).toContainText('Unassigned');
  await expect(card).toContainText('High');
  await tabTo(page, card);
  await page.keyboard.press('Enter');
  const heading = page.getByRole('heading', { level: 1, name: /^WO-\d{4}-\d{3,}$/ });
  await expect(heading).toBeVisible();
  const foNumber = (await heading.textContent()) ?? '';
  await expect(orderHeader(page).getByText('New', { exact: true })).toBeVisible();

  // The supervisor assigns the technician: a new order moves to assigned.
  const assign = page.getByRole('button', { name: 'Assign', exact: true });
  await tabTo(page, assign);
  await page.keyboard.press('Enter');
  const assignDialog = page.getByRole('dialog', { name: `Assign ${foNumber}` });
  await expectDialogKeepsAndReturnsFocus(page, assignDialog, assign);
  await page.keyboard.press('Enter');
  const chooser = assignDialog.getByRole('combobox', { name: 'Technician' });
  await tabTo(page, chooser);
  await choose(page, chooser, technician.name);
  await tabTo(page, assignDialog.getByRole('button', { name: 'Assign', exact: true }));
  await page.keyboard.press('Enter');
  await expect(orderHeader(page).getByText('Assigned', { exact: true })).toBeVisible();
  const orderUrl = page.url();

  // The technician starts and completes it, in a browser of their own.
  const technicianContext = await browser.newContext();
  const tech = await technicianContext.newPage();
  await signInByKeyboard(tech, technician);
  await tech.goto(orderUrl);
  await expect(tech.getByRole('heading', { level: 1, name: foNumber })).toBeVisible();
  await tabTo(tech, tech.getByRole('button', { name: 'Start work' }));
  await tech.keyboard.press('Enter');
  await expect(tech.getByText('Work started', { exact: true })).toBeVisible();
  await expect(orderHeader(tech).getByText('In Progress', { exact: true })).toBeVisible();
  // The supervisor, still on the order, hears that someone else changed it.
  await expect(page.locator('[aria-live="polite"][data-announcer]')).toHaveText(
    `Work order ${foNumber} updated`,
  );
  await expect(orderHeader(page).getByText('In Progress', { exact: true })).toBeVisible();

  const complete = tech.getByRole('button', { name: 'Complete', exact: true });
  await tabTo(tech, complete);
  await tech.keyboard.press('Enter');
  const confirm = tech.getByRole('alertdialog', { name: `Complete ${foNumber}?` });
  await expectDialogKeepsAndReturnsFocus(tech, confirm, complete);
  await tech.keyboard.press('Enter');
  await tabTo(tech, confirm.getByRole('button', { name: 'Complete', exact: true }));
  await tech.keyboard.press('Enter');
  await expect(tech.getByText('Work order completed', { exact: true })).toBeVisible();
  await expect(orderHeader(tech).getByText('Completed', { exact: true })).toBeVisible();
  await technicianContext.close();
});

test('a part’s stock is adjusted on the inventory screen with the keyboard alone', async ({
  page,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor', PLANT);
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const partNumber = `KBD-${unique()}`;
  const part = await apiCall<Part>(request, token, 'POST', '/api/parts', {
    name: `Limit switch ${partNumber}`,
    partNumber,
    category: 'electrical',
    unitCost: '18.00',
    stockLevel: 4,
    reorderPoint: 1,
  });

  await signInByKeyboard(page, supervisor);
  await openFromNavigation(page, 'Inventory', 'Inventory');
  await tabTo(page, page.getByRole('searchbox', { name: 'Search parts' }));
  await page.keyboard.type(partNumber);
  const row = page.getByRole('table', { name: 'Parts' }).getByRole('row').filter({ hasText: partNumber });
  const openPart = row.getByRole('button', { name: partNumber });
  await tabTo(page, openPart);
  await page.keyboard.press('Enter');
  const detail = page.getByRole('dialog', { name: part.name });
  await expect(detail.getByRole('table', { name: 'Stock movements' })).toBeVisible();

  const openAdjust = detail.getByRole('button', { name: 'Record stock adjustment' });
  await tabTo(page, openAdjust);
  await page.keyboard.press('Enter');
  const adjust = page.getByRole('dialog', { name: 'Record stock adjustment' });
  await expectDialogKeepsAndReturnsFocus(page, adjust, openAdjust);
  await page.keyboard.press('Enter');

  // Receive is chosen; the arrows move to Adjust ±, as in any radio group. The key is let go
  // once focus has moved, as a hand does (Radix checks the radio that focus reaches while an
  // arrow is down; a key let go at once can beat the move).
  const receive = adjust.getByRole('radio', { name: /Receive/ });
  await tabTo(page, receive);
  await expect(receive).toBeChecked();
  await page.keyboard.down('ArrowRight');
  const change = adjust.getByRole('radio', { name: /Adjust/ });
  await expect(change).toBeFocused();
  await page.keyboard.up('ArrowRight');
  await expect(change).toBeChecked();
  await tabTo(page, adjust.getByLabel('Change'));
  await page.keyboard.type('-3');
  await tabTo(page, adjust.getByLabel('Reason'));
  await page.keyboard.type('Two damaged in storage, one scrapped');
  await tabTo(page, adjust.getByRole('button', { name: 'Record adjustment' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('Stock adjustment recorded', { exact: true })).toBeVisible();
  // The locator that later waits for no toast finds this one (it once waited on a region that was not there).
  await expect(toasts(page)).toHaveCount(1);
  await expect(adjust).toBeHidden();
  await expect(openAdjust).toBeFocused();

  const movement = detail
    .getByRole('table', { name: 'Stock movements' })
    .getByRole('row')
    .filter({ hasText: 'Two damaged in storage, one scrapped' });
  await expect(movement).toContainText('Adjusted');
  // Written with the minus sign, as the screen prints it.
  await expect(movement).toContainText('\u22123');
  await expect(detail.getByRole('definition').filter({ hasText: 'each' })).toContainText('1');

  // Once the toast has gone (while it shows, Escape dismisses it first), Escape closes the part,
  // and focus is back on its row.
  await expect(toasts(page)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(openPart).toBeFocused();
  await expect(row).toContainText('1 / 1 min');
  await expect(row).toContainText('Low Stock');
});

test('PM runs with the keyboard alone: a template is created, the scheduler run, its order opened', async ({
  page,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor', PLANT);
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const tag = unique();
  const model = `Hytrol E24 ${tag}`;
  const assetTag = `KBD-${tag}`;
  await apiCall<Equipment>(request, token, 'POST', '/api/equipment', {
    name: 'Keyboard journey conveyor',
    assetTag,
    model,
    description: 'Equipment of the keyboard PM journey',
  });
  const component = `Drive chain ${tag}`;

  await signInByKeyboard(page, supervisor);
  await openFromNavigation(page, 'Preventive Maintenance', 'Preventive Maintenance');

  // The tabs are one stop: the arrows move between them.
  const compliance = page.getByRole('tab', { name: /Compliance/ });
  await tabTo(page, compliance);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Templates' })).toBeFocused();
  await expect(page).toHaveURL(/tab=templates/);

  const create = page.getByRole('button', { name: 'Create Template' });
  await tabTo(page, create);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create Template' });
  await expectDialogKeepsAndReturnsFocus(page, dialog, create);
  await page.keyboard.press('Enter');

  await tabTo(page, dialog.getByLabel('Equipment model'));
  await page.keyboard.type(model);
  await expect(dialog.getByText('Matches 1 active asset.', { exact: true })).toBeVisible();
  await tabTo(page, dialog.getByLabel('Component'));
  await page.keyboard.type(component);
  await tabTo(page, dialog.getByLabel('Action'));
  await page.keyboard.type('Check tension and lubricate');
  await expect(dialog.getByRole('combobox', { name: 'Frequency' })).toHaveText('Monthly');
  await tabTo(page, dialog.getByRole('button', { name: 'Add step' }));
  await page.keyboard.press('Enter');
  await expect(dialog.getByLabel('Step 1', { exact: true })).toBeFocused();
  await page.keyboard.type('Isolate the drive');
  await tabTo(page, dialog.getByRole('button', { name: 'Create Template' }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('PM template created successfully', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(create).toBeFocused();
  await expect(
    page.getByRole('listitem', { name: `${model}: ${component}, Check tension and lubricate` }),
  ).toContainText('1 checklist step');

  await tabTo(page, page.getByRole('tab', { name: 'Templates' }), { backwards: true });
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Scheduler' })).toBeFocused();
  await expect(page).toHaveURL(/tab=scheduler/);
  await tabTo(page, page.getByRole('button', { name: 'Run Now' }));
  await page.keyboard.press('Enter');
  const result = page.getByRole('status', { name: 'Generated work orders' });
  await expect(result.getByRole('heading', { name: 'Generated 1 work order' })).toBeVisible();
  const generated = result.getByRole('link');
  await expect(generated).toContainText(`${assetTag} · ${component}: Check tension and lubricate (${model})`);
  await tabTo(page, generated);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 1, name: /^WO-/ })).toBeVisible();
  await expect(page.getByRole('checkbox', { name: 'Isolate the drive' })).toBeVisible();
});
