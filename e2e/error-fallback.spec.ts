import { expect, test } from '@playwright/test';
import { createPerson } from './support/people';
import { signIn } from './support/session';

// Without a service worker, as on a first visit: a worker in control would answer the chunks
// from its precache (ADR 30), where page.route() cannot fail them.
test.use({ serviceWorkers: 'block' });

test('a page whose code cannot load shows the full fallback, recorded in the local error log', async ({
  page,
  request,
}) => {
  const supervisor = await createPerson(request, 'supervisor');
  await signIn(page, supervisor.email, supervisor.password);
  // A deployment replaced the files under the running app: every further chunk fails to load.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.getByRole('complementary').getByRole('link', { name: 'Settings' }).click();

  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
  for (const action of ['Try Again', 'Go Home', 'Refresh Page']) {
    await expect(page.getByRole('button', { name: action })).toBeVisible();
  }
  const report = page.getByRole('link', { name: 'Report Issue' });
  await expect(report).toHaveAttribute('href', /^mailto:/);
  const mail = decodeURIComponent((await report.getAttribute('href')) ?? '');
  for (const field of ['Event ID: ', 'Page: ', 'User agent: ', 'Stack:']) expect(mail).toContain(field);
  await expect(page.getByText(/^Error ID: [0-9a-f-]{36}$/)).toBeVisible();
  await page.getByRole('button', { name: /show details/i }).click();
  await expect(page.getByText(/dynamically imported module|Failed to fetch/i).first()).toBeVisible();

  const log = await page.evaluate(
    () => JSON.parse(localStorage.getItem('errorLog') ?? '[]') as { eventId: string; url: string }[],
  );
  expect(log.length).toBeGreaterThan(0);
  expect(log.at(-1)?.url).toContain('/settings');

  await page.unroute('**/assets/*.js');
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
});
