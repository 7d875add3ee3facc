import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { MailMessage } from '@shared/schemas/mail';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildHealth } from '../components/admin-test-fixtures';
import MailLogPage from './mail-log-page';

const NO_SERVER = 'No mail server is configured (SMTP_URL): mails are kept here and not sent.';

function buildMail(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    kind: 'request.received',
    toAddress: 'requester@example.com',
    subject: 'We received your request',
    body: 'Thank you.\nYour request R-1 is with the maintenance team.',
    state: 'not_sent',
    attempts: 0,
    lastError: 'not sent: no mail server configured',
    sentAt: null,
    createdAt: '2026-11-20T09:15:00.000Z',
    ...overrides,
  };
}

const list = (mails: MailMessage[], headers: Record<string, string> = {}) =>
  jsonResponse(200, mails, { 'X-Total-Count': String(mails.length), ...headers });

function renderPage(
  routes: Record<string, FetchHandler> = {},
  mailFeature: 'enabled' | 'disabled' = 'disabled',
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('admin')),
    'GET /api/health': () =>
      jsonResponse(200, buildHealth({ features: { mail: mailFeature, redis: 'disabled' } })),
    'GET /api/admin/mail': () => list([buildMail()]),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<MailLogPage />, { path: '/admin/mail' }) };
}

describe('Mail log', () => {
  it('says plainly that no mail server is configured, and lists the mails kept', async () => {
    renderPage();
    expect(await screen.findByText(NO_SERVER)).toBeTruthy();
    const row = (await screen.findByRole('button', { name: 'We received your request' })).closest('tr')!;
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(1)).toEqual([
      'requester@example.com',
      'We received your request',
      'request.received',
      'Not sent',
      '0',
      'not sent: no mail server configured',
    ]);
    expect(screen.getAllByRole('columnheader').map((h) => h.textContent)).toEqual([
      'Time',
      'To',
      'Subject',
      'Kind',
      'State',
      'Attempts',
      'Last error',
    ]);
  });

  it('does not say so when a mail server is configured; sent and failed mails read as such', async () => {
    renderPage(
      {
        'GET /api/admin/mail': () =>
          list([
            buildMail({
              id: '00000000-0000-4000-8000-000000000002',
              subject: 'Accepted',
              state: 'sent',
              attempts: 1,
              lastError: null,
              sentAt: '2026-11-20T09:16:00.000Z',
            }),
            buildMail({
              id: '00000000-0000-4000-8000-000000000003',
              subject: 'Refused',
              state: 'failed',
              attempts: 8,
              lastError: 'the mail server answered: 550 No such user',
            }),
            buildMail({
              id: '00000000-0000-4000-8000-000000000004',
              subject: 'Waiting',
              state: 'pending',
              attempts: 2,
              lastError: 'the mail could not be sent: Connection timeout',
            }),
          ]),
      },
      'enabled',
    );
    expect(await screen.findByText('Sent')).toBeTruthy();
    expect(screen.getByText('Failed')).toBeTruthy();
    expect(screen.getByText('Pending')).toBeTruthy();
    expect(screen.getByText('the mail server answered: 550 No such user')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('3 mails')).toBeTruthy());
    expect(screen.queryByText(NO_SERVER)).toBeNull();
  });

  it('opens a mail’s body from its row', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'We received your request' }));
    const dialog = await screen.findByRole('dialog', { name: 'We received your request' });
    expect(within(dialog).getByText(/Your request R-1 is with the maintenance team\./)).toBeTruthy();
    expect(within(dialog).getByText(/To requester@example.com/)).toBeTruthy();
  });

  it('filters by state, and pages on with the cursor', async () => {
    const { calls } = renderPage({
      'GET /api/admin/mail': ({ url }) => {
        if (url.includes('state=failed')) return list([]);
        if (url.includes('cursor=next-1'))
          return list([buildMail({ id: '00000000-0000-4000-8000-000000000009', subject: 'Older' })], {
            'X-Total-Count': '2',
          });
        return list([buildMail()], { 'X-Total-Count': '2', 'X-Next-Cursor': 'next-1' });
      },
    });
    await screen.findByRole('button', { name: 'We received your request' });
    expect(screen.getByText('1 mail of 2')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByRole('button', { name: 'Older' })).toBeTruthy();
    expect(screen.getByText('2 mails')).toBeTruthy();

    await userEvent.click(screen.getByRole('combobox', { name: 'State' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Failed' }));
    expect(await screen.findByText('No failed mails')).toBeTruthy();
    expect(calls.map((call) => call.url).filter((url) => url.startsWith('/api/admin/mail'))).toEqual([
      '/api/admin/mail?limit=50',
      '/api/admin/mail?limit=50&cursor=next-1',
      '/api/admin/mail?limit=50&state=failed',
    ]);
  });

  it('has an empty state', async () => {
    renderPage({ 'GET /api/admin/mail': () => list([]) });
    expect(await screen.findByText('No mails yet')).toBeTruthy();
  });

  it('offers to try again when the mails cannot be fetched', async () => {
    renderPage({ 'GET /api/admin/mail': () => jsonResponse(500, { error: 'INTERNAL', message: 'Boom' }) });
    expect(await screen.findByText('Failed to fetch mails', {}, { timeout: 30_000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
