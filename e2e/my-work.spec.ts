import { expect, test } from '@playwright/test';
import { assignedOrder } from './support/assigned-order';
import { signIn } from './support/session';

test("a technician's dashboard leads with My work, and Start moves an order to in progress", async ({
  page,
  request,
}) => {
  const { technician, order } = await assignedOrder(request, {
    description: 'Replace the conveyor drive belt',
    dueDate: new Date(Date.now() + 2 * 24 * 60 * 60 * 1000).toISOString(),
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
