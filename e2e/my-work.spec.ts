import { expect, test } from '@playwright/test';
import type { WorkOrder } from '../src/shared/schemas/work-orders';
import { apiCall, apiToken } from './support/api';
import { createPerson } from './support/people';
import { signIn } from './support/session';
import { uniqueFoNumber } from './support/unique';

test("a technician's dashboard leads with My work, and Start moves an order to in progress", async ({
  page,
  request,
}) => {
  const technician = await createPerson(request, 'technician');
  const supervisor = await createPerson(request, 'supervisor');
  const token = await apiToken(request, supervisor.email, supervisor.password);
  const inTwoDays = new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString();
  const order = await apiCall<WorkOrder>(request, token, 'POST', '/api/work-orders', {
    foNumber: uniqueFoNumber(),
    description: 'Replace the conveyor drive belt',
    assignedTo: technician.id,
    dueDate: inTwoDays,
  });

  await signIn(page, technician.email, technician.password);
  const myWork = page.getByRole('region', { name: 'My work' });
  await expect(myWork).toBeVisible();
  // My work comes before the warehouse's figures and lists.
  await expect(page.getByRole('region').first()).toHaveAttribute('aria-label', 'My work');
  const upcoming = myWork.getByRole('region', { name: 'Upcoming (1)' });
  await expect(upcoming.getByText(order.foNumber)).toBeVisible();

  await upcoming.getByRole('button', { name: `Start ${order.foNumber}` }).click();
  const inProgress = myWork.getByRole('region', { name: 'In progress (1)' });
  await expect(inProgress.getByText(order.foNumber)).toBeVisible();
  await expect(inProgress.getByText('In Progress', { exact: true })).toBeVisible();
  await expect(myWork.getByRole('button', { name: `Start ${order.foNumber}` })).toHaveCount(0);
  await expect(myWork.getByRole('region', { name: /^Upcoming/ })).toHaveCount(0);
});
