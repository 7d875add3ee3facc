import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import { LOCALE_KEY } from '@web/lib/i18n/locale-store';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile, buildSessionUser } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { WorkOrderDialog } from './work-order-dialog';

/** The validation errors of the work-order form in the person's language (issue 29 §2, ADR 65). */
async function renderGermanDialog(routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(LOCALE_KEY, 'de');
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, buildSessionUser().id);
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/profiles': () => jsonResponse(200, []),
    'GET /api/work-orders/next-fo-number': () => jsonResponse(200, { foNumber: 'WO-2026-043' }),
    'GET /api/vendors': () => jsonResponse(200, []),
    ...routes,
  });
  await act(async () => {
    renderWithApp(<WorkOrderDialog open onOpenChange={vi.fn()} />);
  });
  const dialog = await screen.findByRole('dialog', { name: 'Neuer Arbeitsauftrag' });
  await within(dialog).findByDisplayValue('WO-2026-043');
  return { dialog, calls: stub.calls };
}

describe('work order dialog errors in German', () => {
  afterEach(() => window.localStorage.removeItem(LOCALE_KEY));

  it('words the shared schema’s too-short description in German', async () => {
    const { dialog } = await renderGermanDialog();
    const description = within(dialog).getByLabelText('Beschreibung');
    await userEvent.type(description, 'Too short');
    await userEvent.tab();

    expect(
      await within(dialog).findByText('Die Beschreibung muss mindestens 10 Zeichen lang sein'),
    ).toBeTruthy();
    expect(within(dialog).queryByText('Description must be at least 10 characters')).toBeNull();
  });

  it('words the server’s refusal by its code, not its English', async () => {
    const { dialog } = await renderGermanDialog({
      'POST /api/work-orders': () =>
        jsonResponse(409, {
          error: 'CONFLICT',
          code: 'workOrder.foNumberTaken',
          params: { foNumber: 'WO-2026-043' },
          message: 'FO number WO-2026-043 is already used in this warehouse',
          details: [
            {
              path: 'foNumber',
              code: 'workOrder.foNumberTakenShort',
              message: 'This FO number is already used',
            },
          ],
        }),
    });
    await userEvent.type(
      within(dialog).getByLabelText('Beschreibung'),
      'Replace the worn drive belt on line 2',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Arbeitsauftrag erstellen' }));

    expect(
      await screen.findByText('Die FO-Nummer WO-2026-043 wird in diesem Lager bereits verwendet'),
    ).toBeTruthy();
    expect(screen.queryByText('FO number WO-2026-043 is already used in this warehouse')).toBeNull();
  });
});
