import { expect, test, type Page } from '@playwright/test';
import { startTestOidcProvider, type TestOidcProvider } from '../src/server/test/oidc-test-provider';
import type { Warehouse } from '../src/shared/schemas/profiles';
import { ACCOUNTS } from './support/accounts';
import { apiCall, apiToken } from './support/api';
import { createPerson, type Person } from './support/people';
import { unique } from './support/unique';
import { WAREHOUSES } from './support/warehouses';

const LABEL = 'E2E Provider';
let provider: TestOidcProvider;
let adminToken: string;
let person: Person;
let leaver: Person;
let mainPlantId: string;
// Nobody in Fieldwork has this e-mail yet: the provider's group makes them a supervisor.
const newcomer = {
  email: `jit.${unique().toLowerCase()}@e2e.example`,
  givenName: 'Jo',
  familyName: `Newcomer ${unique()}`,
  groups: ['e2e-leads'],
};

const ssoSettings = (enabled: boolean) => ({
  enabled,
  issuerUrl: provider.issuerUrl,
  clientId: provider.clientId,
  clientSecret: provider.clientSecret,
  buttonLabel: LABEL,
  createUsers: true,
  defaultRole: 'technician',
  defaultWarehouseId: mainPlantId,
  groupsClaim: 'groups',
  groupRoles: { 'e2e-leads': 'supervisor' },
  requireSso: false,
  breakGlassUserId: null,
});

// One provider and one setting for every journey; passwords keep working for every other spec.
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ request, baseURL }) => {
  person = await createPerson(request, 'technician', { firstName: 'Sid' });
  leaver = await createPerson(request, 'technician', { firstName: 'Lee' });
  provider = await startTestOidcProvider(
    [{ email: person.email }, { email: leaver.email }, newcomer],
    [`${baseURL}/api/auth/sso/callback`],
  );
  adminToken = await apiToken(request, ACCOUNTS.admin.email);
  const warehouses = await apiCall<Warehouse[]>(request, adminToken, 'GET', '/api/warehouses');
  const mainPlant = warehouses.find((warehouse) => warehouse.name === WAREHOUSES.main);
  if (!mainPlant) throw new Error(`the e2e server has no warehouse "${WAREHOUSES.main}"`);
  mainPlantId = mainPlant.id;
  await apiCall(request, adminToken, 'PUT', '/api/sso/settings', ssoSettings(true));
  await apiCall(request, adminToken, 'POST', `/api/users/${leaver.id}/deactivate`);
});

test.afterAll(async ({ request }) => {
  await apiCall(request, adminToken, 'PUT', '/api/sso/settings', ssoSettings(false));
  await provider.close();
});

/** Starts this browser's sign-in (its flow cookie is then set) and waits at the provider's page. */
async function openProvider(page: Page) {
  await page.goto('/login');
  await page.getByRole('link', { name: `Sign in with ${LABEL}` }).click();
  await expect(page.getByRole('heading', { name: 'Test identity provider' })).toBeVisible();
}

async function signInThroughProvider(page: Page, email: string) {
  await openProvider(page);
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

test('a newcomer is created on first sign-in with the role their provider group maps to', async ({
  page,
}) => {
  await signInThroughProvider(page, newcomer.email);
  await expect(page).toHaveURL(/\/dashboard$/);
  const sidebar = page.getByRole('complementary');
  await expect(sidebar.getByText(`${newcomer.givenName} ${newcomer.familyName}`)).toBeVisible();
  await expect(sidebar.getByText('supervisor', { exact: true })).toBeVisible();
  await expect(sidebar.getByRole('navigation').getByRole('link', { name: 'Planning' })).toBeVisible();
});

test('a callback whose state is not this browser’s sign-in is refused as tampered', async ({ page }) => {
  await openProvider(page);
  // The answer that comes back carries another sign-in's state, not the one in this browser's cookie.
  await page.goto(
    '/api/auth/sso/callback?code=a-code-from-another-sign-in&state=a-state-from-another-sign-in',
  );
  await expect(page).toHaveURL(/\/login\?ssoError=tampered$/);
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in took too long or was tampered with. Try again.',
  );
});

test('an ID token made for another sign-in’s nonce is refused as tampered', async ({ page }) => {
  // The state stays this browser's; the nonce the provider is asked to sign is swapped on the way,
  // as when a code issued to another sign-in is replayed into this one. The browser follows a
  // redirect without asking Playwright, so the redirect itself is rewritten.
  await page.route('**/api/auth/sso/start', async (route) => {
    const response = await route.fetch({ maxRedirects: 0 });
    const location = new URL(response.headers()['location'] ?? '');
    expect(location.searchParams.get('nonce')).toBeTruthy();
    location.searchParams.set('nonce', 'a-nonce-from-another-sign-in');
    await route.fulfill({ response, headers: { ...response.headers(), location: location.href } });
  });
  await signInThroughProvider(page, person.email);
  await expect(page).toHaveURL(/\/login\?ssoError=tampered$/);
  await expect(page.getByRole('alert')).toHaveText(
    'The sign-in took too long or was tampered with. Try again.',
  );
});
