import { expect, test, type Page } from '@playwright/test';
import { startTestOidcProvider, type TestOidcProvider } from '../src/server/test/oidc-test-provider';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { createPerson, type Person } from './support/people';

const LABEL = 'E2E Provider';
let provider: TestOidcProvider;
let adminToken: string;
let person: Person;
let leaver: Person;

const ssoSettings = (enabled: boolean) => ({
  enabled,
  issuerUrl: provider.issuerUrl,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  buttonLabel: LABEL,
  createUsers: false,
  defaultRole: 'technician',
  defaultWarehouseId: null,
  groupsClaim: null,
  groupRoles: {},
  requireSso: false,
  breakGlassUserId: null,
});

// One provider and one setting for both journeys; passwords keep working for every other spec.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request, baseURL }) => {
  person = await createPerson(request, 'technician', { firstName: 'Sid' });
  leaver = await createPerson(request, 'technician', { firstName: 'Lee' });
  provider = await startTestOidcProvider(
    [{ email: person.email }, { email: leaver.email }],
    [`${baseURL}/api/auth/sso/callback`],
  );
  adminToken = await apiToken(request, ACCOUNTS.admin.email);
  await apiCall(request, adminToken, 'PUT', '/api/sso/settings', ssoSettings(true));
  await apiCall(request, adminToken, 'POST', `/api/users/${leaver.id}/deactivate`);
});

test.afterAll(async ({ request }) => {
  await apiCall(request, adminToken, 'PUT', '/api/sso/settings', ssoSettings(false));
  await provider.close();
});

async function signInThroughProvider(page: Page, email: string) {
  await page.goto('/login');
  await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
  await page.getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Sign in at the provider' }).click();
}

test('a person signs in through the identity provider and lands in Fieldwork signed in', async ({ page }) => {
  await signInThroughProvider(page, person.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByText(person.name).first()).toBeVisible();
  // The session is ours: it survives a reload like a password sign-in's.
  await page.reload();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('a deactivated person is refused, with the reason on the sign-in page', async ({ page }) => {
  await signInThroughProvider(page, leaver.email);
  await expect(page).toHaveURL(/\/login\?ssoError=deactivated$/);
  await expect(page.getByRole('alert')).toHaveText('Your account is deactivated. Ask an administrator.');
});
