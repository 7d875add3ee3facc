import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PASSWORD } from './accounts';
import { createPerson } from './people';

/** The socket's topic rooms (work orders, equipment, inventory, PM), each acknowledged on joining. */
const TOPIC_ROOMS = 4;

/** Signs in through the form, as a person does, and waits for the dashboard. */
export async function signIn(page: Page, email: string, password = E2E_PASSWORD): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/**
 * Signs in and waits until the socket has joined its topic rooms (their acknowledgements
 * arrive as frames): from then on, no change can slip past it.
 */
export async function signInLive(page: Page, email: string, password?: string): Promise<void> {
  let acknowledged = 0;
  const joined = new Promise<void>((resolve) => {
    page.on('websocket', (socket) => {
      if (!socket.url().includes('/socket.io/')) return;
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes('"ok":true')) acknowledged += 1;
        if (acknowledged === TOPIC_ROOMS) resolve();
      });
    });
  });
  await signIn(page, email, password);
  await joined;
}

/** A technician of the journey's own, signed in: no other journey's notification can take the place of its toast. */
export async function signInTechnician(page: Page, request: APIRequestContext): Promise<void> {
  const technician = await createPerson(request, 'technician');
  await signIn(page, technician.email, technician.password);
}
