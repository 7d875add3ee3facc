import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { WorkOrderSheet } from '@shared/schemas/reports';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildProcedureSheet, PHOTO_ID, SIGNATURE_ID } from '../procedure-sheet-fixtures';
import { buildSheets } from '../test-fixtures';
import WorkOrderSheetsPage from './work-order-sheets-page';

const PHOTO_PATH = `GET /api/attachments/${PHOTO_ID}/thumbnail`;
const SIGNATURE_PATH = `GET /api/attachments/${SIGNATURE_ID}/file`;
const png = () => new Response(new Blob(['png'], { type: 'image/png' }), { status: 200 });

function renderSheet(sheet: WorkOrderSheet, routes: Record<string, FetchHandler> = {}) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    'GET /api/reports/work-order-sheets': () =>
      jsonResponse(200, { ...buildSheets(), sheets: [sheet], missingIds: [] }),
    [PHOTO_PATH]: png,
    [SIGNATURE_PATH]: png,
    ...routes,
  });
  renderWithApp(<WorkOrderSheetsPage />, {
    path: `/reports/print/work-orders?ids=${sheet.workOrder.id}`,
  });
  return stub;
}

const preview = () => within(screen.getByRole('region', { name: 'Print preview' }));
const stepNamed = (list: HTMLElement, title: string) =>
  within(
    within(list)
      .getAllByRole('listitem')
      .find((item) => item.textContent?.includes(title))!,
  );

describe('the printed sheet of an order issued with a procedure (issue 25 §6)', () => {
  it('prints every answer with its value, limits, finding, who and when, the photo and the signature', async () => {
    const { calls } = renderSheet(buildProcedureSheet({ answered: true }));
    await screen.findByRole('article', { name: 'Work order WO-2026-114' });
    const sheet = within(preview().getByRole('article'));
    const procedure = within(sheet.getByRole('region', { name: 'Procedure: Conveyor belt inspection · v2' }));
    expect(procedure.getAllByRole('heading').map((h) => h.textContent)).toEqual([
      'Procedure: Conveyor belt inspection · v2',
      'Belt',
      'Evidence',
      'Added to this order',
    ]);

    const belt = procedure.getByRole('list', { name: 'Belt' });
    const tension = stepNamed(belt, 'Belt tension');
    expect(tension.getByText('1.')).toBeTruthy();
    expect(tension.getByText('· limits 40–60 N · required')).toBeTruthy();
    const finding = tension.getByText('72 N — outside 40–60 N');
    expect(finding.className).toContain('font-bold');
    expect(
      tension.getByText(
        'Tom Rivera · 2 Mar 2026, 08:10 · Belt slack at the drive end · Follow-up WO-2026-115',
      ),
    ).toBeTruthy();

    const guard = stepNamed(belt, 'Guard refitted');
    expect(guard.getByText('Fail').className).toContain('font-bold');
    const oil = stepNamed(belt, 'Oil level');
    expect(oil.getByText('Flag').className).toContain('font-bold');
    expect(oil.getByText(/Flagged for the planner/)).toBeTruthy();
    expect(stepNamed(belt, 'Belt wear').getByText('Even')).toBeTruthy();

    const evidence = procedure.getByRole('list', { name: 'Evidence' });
    const photo = await stepNamed(evidence, 'Guard photo').findByRole('img', { name: 'Photo: Guard photo' });
    expect(photo.getAttribute('src')).toMatch(/^blob:/);
    expect(photo.className).toContain('w-[25mm]');
    const signing = stepNamed(evidence, 'Shift lead sign-off');
    expect(signing.getByRole('img', { name: 'Signature of Tom Rivera' }).getAttribute('src')).toMatch(
      /^blob:/,
    );
    expect(signing.getByText('Signed by Tom Rivera · 2 Mar 2026, 08:10')).toBeTruthy();
    // Fetched once, with the token, for the preview and the paper copy alike.
    const pictureCalls = calls.filter((call) => call.url.startsWith('/api/attachments/'));
    expect(pictureCalls.map((call) => call.url).sort()).toEqual([
      `/api/attachments/${PHOTO_ID}/thumbnail`,
      `/api/attachments/${SIGNATURE_ID}/file`,
    ]);
    expect(pictureCalls.every((call) => call.headers.get('Authorization') === 'Bearer token-1')).toBe(true);

    const added = procedure.getByRole('list', { name: 'Added to this order' });
    expect(within(added).getByText('7.')).toBeTruthy();
    expect(within(added).getByText('Done · Tom Rivera · 2 Mar 2026, 08:20')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(false);
  });

  it('waits for the pictures before it prints', async () => {
    let deliver: (response: Response) => void = () => undefined;
    const held = new Promise<Response>((resolve) => {
      deliver = resolve;
    });
    renderSheet(buildProcedureSheet({ answered: true }), { [PHOTO_PATH]: () => held });
    expect(await screen.findByText('Loading 1 picture to print…')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(true);
    expect(preview().getByText('Photo loading…')).toBeTruthy();

    deliver(png());
    expect(await preview().findByRole('img', { name: 'Photo: Guard photo' })).toBeTruthy();
    expect(screen.queryByText('Loading 1 picture to print…')).toBeNull();
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(false);
  });

  it('leaves blanks to fill in on an open order', async () => {
    const { calls } = renderSheet(buildProcedureSheet({ answered: false }));
    await screen.findByRole('article', { name: 'Work order WO-2026-114' });
    const procedure = within(
      preview().getByRole('region', { name: 'Procedure: Conveyor belt inspection · v2' }),
    );
    const belt = procedure.getByRole('list', { name: 'Belt' });

    const tension = stepNamed(belt, 'Belt tension');
    expect(tension.getByText('· limits 40–60 N · required')).toBeTruthy();
    expect(tension.getByText('N')).toBeTruthy();
    expect(tension.queryByText(/Tom Rivera/)).toBeNull();
    const guard = stepNamed(belt, 'Guard refitted');
    expect(['Pass', 'Flag', 'Fail'].map((option) => guard.getByText(option).textContent)).toEqual([
      'Pass',
      'Flag',
      'Fail',
    ]);
    expect(['Even', 'Frayed'].every((option) => stepNamed(belt, 'Belt wear').getByText(option))).toBe(true);

    const evidence = procedure.getByRole('list', { name: 'Evidence' });
    expect(stepNamed(evidence, 'Guard photo').getByText('Photo')).toBeTruthy();
    expect(stepNamed(evidence, 'Shift lead sign-off').getByText('Name and signature')).toBeTruthy();
    expect(calls.some((call) => call.url.startsWith('/api/attachments/'))).toBe(false);
    expect(screen.getByRole('button', { name: 'Print' }).hasAttribute('disabled')).toBe(false);
  });

  it('says a step of a completed order was not answered instead of leaving a blank', async () => {
    const sheet = buildProcedureSheet({ answered: false });
    renderSheet({ ...sheet, workOrder: { ...sheet.workOrder, status: 'completed' } });
    await screen.findByRole('article', { name: 'Work order WO-2026-114' });
    const belt = preview().getByRole('list', { name: 'Belt' });
    expect(stepNamed(belt, 'Belt tension').getByText('Not answered')).toBeTruthy();
  });
});
