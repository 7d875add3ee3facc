import { expect, test, type Page } from '@playwright/test';
import type { Equipment } from '../src/shared/schemas/equipment';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { toast } from './support/toasts';
import { unique, uniqueFoNumber } from './support/unique';

/** The order's status badge, in its own header (the top bar is a header too). */
const orderHeader = (page: Page) => page.getByRole('main').locator('header');

/** The asset's card, opened from its URL; the dialog is named after the asset. */
async function openAsset(page: Page, asset: Equipment) {
  await page.goto(`/equipment?asset=${encodeURIComponent(asset.assetTag)}`);
  const card = page.getByRole('dialog', { name: asset.name });
  await expect(card).toBeVisible();
  return card;
}

test('an order raised with "Equipment down" stops the asset until it is completed "Back in service"; a supervisor corrects the reason', async ({
  page,
  browser,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor');
  const technician = await createPerson(request, 'technician');
  const supervisorToken = await apiToken(request, supervisor.email, supervisor.password);
  // A fresh asset of this journey's own: its status and downtime are no other journey's.
  const tag = `DT-${unique()}`;
  const asset = await apiCall<Equipment>(request, supervisorToken, 'POST', '/api/equipment', {
    name: `Bottle filler ${tag}`,
    assetTag: tag,
    model: 'Krones Modulfill',
    description: 'Rotary bottle filler, line 3',
    area: 'Filling Hall',
  });
  const description = `Filler stopped: infeed star wheel jammed ${tag}`;

  // The technician raises the order with "Equipment down".
  await signIn(page, technician.email, technician.password);
  await page.goto('/work-orders');
  await page.getByRole('button', { name: 'New Work Order' }).click();
  const form = page.getByRole('dialog', { name: 'New Work Order' });
  await expect(form.getByLabel('FO Number')).toHaveValue(/^WO-/);
  // A number of its own: the journeys beside it take the warehouse's next numbers meanwhile.
  const foNumber = uniqueFoNumber();
  await form.getByLabel('FO Number').fill(foNumber);
  await expect(form.getByRole('checkbox', { name: 'Equipment down' })).toHaveCount(0);
  await form.getByLabel('Equipment', { exact: true }).click();
  await page.getByRole('combobox', { name: 'Search asset tag, name or model' }).fill(tag);
  await page.getByRole('option', { name: new RegExp(tag) }).click();
  await form.getByRole('checkbox', { name: 'Equipment down' }).check();
  await form.getByLabel('Description').fill(description);
  await form.getByRole('button', { name: 'Create Work Order' }).click();
  await expect(toast(page, 'Work order created')).toBeVisible();
  await expect(form).toBeHidden();

  // The asset is down since now, for that order.
  let card = await openAsset(page, asset);
  const downNow = card.getByRole('region', { name: 'Downtime now' });
  await expect(downNow).toContainText('Down since');
  await expect(downNow).toContainText('Breakdown');
  await expect(card.getByText('Maintenance', { exact: true })).toBeVisible();
  // Technicians do not end downtime by hand.
  await expect(downNow.getByRole('button', { name: 'Back in service' })).toHaveCount(0);
  const orderLink = downNow.getByRole('link', { name: foNumber });

  // A supervisor gives the job to the technician.
  const orderPath = (await orderLink.getAttribute('href')) ?? '';
  await apiCall<WorkOrder>(request, supervisorToken, 'PATCH', `/api${orderPath}`, {
    assignedTo: technician.id,
  });

  // The technician runs it from the asset's card and completes it "Back in service".
  await orderLink.click();
  await expect(page.getByRole('heading', { name: foNumber, level: 1 })).toBeVisible();
  const orderDowntime = page.getByRole('region', { name: 'Downtime' });
  await expect(orderDowntime.getByText('Down now')).toBeVisible();
  await page.getByRole('button', { name: 'Start work' }).click();
  await expect(orderHeader(page).getByText('In Progress', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Complete' }).click();
  const confirm = page.getByRole('alertdialog', { name: `Complete ${foNumber}?` });
  await expect(confirm.getByRole('checkbox', { name: 'Back in service' })).toBeChecked();
  await expect(confirm).toContainText(`Its downtime ends now and ${tag} becomes active again.`);
  await confirm.getByRole('button', { name: 'Complete' }).click();
  await expect(orderHeader(page).getByText('Completed', { exact: true })).toBeVisible();
  await expect(orderDowntime.getByText('Down now')).toHaveCount(0);
  await expect(orderDowntime).toContainText('ended by');
  // The order's history says when the asset went down and when that ended, who and why.
  await page.getByRole('tab', { name: 'History' }).click();
  const orderHistory = page.getByRole('tabpanel', { name: 'History' });
  const wentDown = orderHistory.getByRole('listitem').filter({ hasText: `${tag} went down` });
  await expect(wentDown).toContainText('Breakdown (unplanned)');
  await expect(wentDown).toContainText(technician.name);
  const ended = orderHistory.getByRole('listitem').filter({ hasText: `${tag} downtime ended` });
  await expect(ended).toContainText(/Down \d+ min/);
  await expect(ended).toContainText(technician.name);

  // The asset runs again; the stop is in its history.
  card = await openAsset(page, asset);
  await expect(card.getByRole('region', { name: 'Downtime now' })).toContainText('Running');
  await expect(card.getByText('Active', { exact: true })).toBeVisible();
  await card.getByRole('tab', { name: 'Downtime' }).click();
  const history = card.getByRole('list', { name: 'Downtime history' });
  await expect(history.getByRole('listitem')).toHaveCount(1);
  await expect(history).toContainText('Breakdown');
  await expect(history).toContainText(foNumber);
  await expect(history.getByRole('button', { name: /Edit downtime/ })).toHaveCount(0);

  // A supervisor corrects the reason: the jam came from waiting for a spare star wheel.
  const supervisorContext = await browser.newContext();
  const planner = await supervisorContext.newPage();
  await signIn(planner, supervisor.email, supervisor.password);
  const plannerCard = await openAsset(planner, asset);
  await plannerCard.getByRole('tab', { name: 'Downtime' }).click();
  const plannerHistory = plannerCard.getByRole('list', { name: 'Downtime history' });
  await plannerHistory.getByRole('button', { name: /Edit downtime/ }).click();
  const correct = planner.getByRole('dialog', { name: 'Correct downtime' });
  await correct.getByRole('combobox', { name: 'Reason' }).click();
  await planner.getByRole('option', { name: 'Waiting for parts' }).click();
  await correct.getByLabel('Note').fill('Spare star wheel came from the central store');
  await correct.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(planner, 'Downtime corrected')).toBeVisible();
  await expect(plannerHistory).toContainText('Waiting for parts');
  await expect(plannerHistory).toContainText('Spare star wheel came from the central store');
  await supervisorContext.close();
});
