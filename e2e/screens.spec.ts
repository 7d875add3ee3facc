import { expect, test, type Page } from '@playwright/test';
import type { Role } from '../src/shared/domain';
import { createPerson } from './support/people';
import { signIn } from './support/session';

/**
 * Every screen at desktop and phone width, saved under test-results/screens/ for a person
 * to look at (architecture §6a). Each shot first waits for the screen's heading.
 */
const SCREENS: { path: string; heading: string; role: Role }[] = [
  { path: '/dashboard', heading: 'Dashboard', role: 'supervisor' },
  { path: '/work-orders', heading: 'Work Orders', role: 'supervisor' },
  { path: '/settings', heading: 'Settings', role: 'supervisor' },
  { path: '/settings', heading: 'Settings', role: 'manager' },
  { path: '/admin/users', heading: 'Users', role: 'admin' },
  { path: '/admin', heading: 'System Administration', role: 'admin' },
  { path: '/analytics', heading: 'Analytics & Reporting', role: 'technician' },
  { path: '/reports', heading: 'Reports', role: 'supervisor' },
];

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 375, height: 812 },
];

const shot = (page: Page, name: string) =>
  page.screenshot({ path: `test-results/screens/${name}.png`, fullPage: true, animations: 'disabled' });

for (const viewport of VIEWPORTS) {
  test.describe(`screens at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('sign-in and 404', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      await shot(page, `sign-in-${viewport.name}`);
      await page.goto('/no-such-page');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      await shot(page, `not-found-${viewport.name}`);
    });

    for (const screen of SCREENS) {
      test(`${screen.path} as ${screen.role}`, async ({ page, request }) => {
        const person = await createPerson(request, screen.role);
        await signIn(page, person.email, person.password);
        await page.goto(screen.path);
        await expect(page.getByRole('heading', { name: screen.heading, level: 1 })).toBeVisible();
        await shot(page, `${screen.path.slice(1).replaceAll('/', '-')}-${screen.role}-${viewport.name}`);
      });
    }
  });
}

test.describe('phone menu', () => {
  test.use({ viewport: { width: 375, height: 812 } });
  test('open', async ({ page, request }) => {
    const admin = await createPerson(request, 'admin');
    await signIn(page, admin.email, admin.password);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('dialog').getByRole('link', { name: 'Dashboard' })).toBeInViewport();
    await shot(page, 'menu-admin-phone');
  });
});
