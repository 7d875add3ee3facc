import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { ImportPreview } from '@shared/schemas/imports';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import ImportPage from './import-page';

const ID = '00000000-0000-4000-8000-0000000000aa';

function buildPreview(overrides: Partial<ImportPreview> = {}): ImportPreview {
  return {
    id: ID,
    kind: 'equipment',
    fileName: 'plant.csv',
    rowCount: 3,
    create: 2,
    update: 1,
    unchanged: 0,
    errorCount: 0,
    errors: [],
    rows: [
      { row: 2, action: 'create', key: 'PMP-1' },
      { row: 3, action: 'create', key: 'PMP-2' },
      { row: 4, action: 'update', key: 'PMP-3' },
    ],
    expiresAt: '2026-11-30T10:30:00.000Z',
    committedAt: null,
    ...overrides,
  };
}

function renderPage(routes: Record<string, FetchHandler>, path = '/import') {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile('supervisor')),
    ...routes,
  });
  return { ...stub, ...renderWithApp(<ImportPage />, { path }) };
}

async function chooseFile() {
  const input = await screen.findByLabelText('CSV file');
  fireEvent.change(input, {
    target: { files: [new File(['Asset Tag\n'], 'plant.csv', { type: 'text/csv' })] },
  });
  await userEvent.click(screen.getByRole('button', { name: 'Check file' }));
}

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, value: true });
});

describe('Import', () => {
  it('shows the dry run’s errors with row and column, and keeps Import disabled until they are fixed', async () => {
    renderPage({
      'POST /api/imports/equipment': () =>
        jsonResponse(
          201,
          buildPreview({
            create: 1,
            errorCount: 1,
            errors: [
              { row: 3, column: 'Criticality', message: 'Criticality must be low, medium, high or critical' },
            ],
            rows: [
              { row: 2, action: 'create', key: 'PMP-1' },
              { row: 3, action: 'error', key: 'PMP-2' },
            ],
          }),
        ),
    });
    await chooseFile();
    const errors = await screen.findByRole('table', { name: 'Errors' });
    const cells = within(errors)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells).toEqual(['3', 'Criticality', 'Criticality must be low, medium, high or critical']);
    expect(within(screen.getByRole('group', { name: 'Errors' })).getByText('1')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Import 2 assets' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByText('Fix the errors in the file and check it again.')).toBeTruthy();
  });

  it('imports every row of a clean dry run and says what it did', async () => {
    const { calls } = renderPage({
      'POST /api/imports/equipment': () => jsonResponse(201, buildPreview()),
      [`POST /api/imports/equipment/${ID}/commit`]: () =>
        jsonResponse(200, buildPreview({ committedAt: '2026-11-30T10:01:00.000Z' })),
    });
    await chooseFile();
    await userEvent.click(await screen.findByRole('button', { name: 'Import 3 assets' }));
    expect(await screen.findByText('2 assets created, 1 asset updated, 0 assets unchanged.')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/imports/equipment',
      `/api/imports/equipment/${ID}/commit`,
    ]);
  });

  it('imports parts, matched by part number, when Parts is chosen', async () => {
    const { calls } = renderPage({
      'POST /api/imports/parts': () => jsonResponse(201, buildPreview({ kind: 'parts' })),
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'What to import' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Parts' }));
    expect(screen.getByText(/Rows match existing records by part number\./)).toBeTruthy();
    await chooseFile();
    expect(await screen.findByRole('button', { name: 'Import 3 parts' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/imports/parts']);
  });

  it('imports meter readings, matched by asset tag, meter and time, when Meter readings is chosen', async () => {
    const { calls } = renderPage({
      'POST /api/imports/meter-readings': () => jsonResponse(201, buildPreview({ kind: 'meter-readings' })),
    });
    await userEvent.click(await screen.findByRole('combobox', { name: 'What to import' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Meter readings' }));
    expect(
      screen.getByText(/Rows match existing records by asset tag, meter and read-at time\./),
    ).toBeTruthy();
    await chooseFile();
    expect(await screen.findByRole('button', { name: 'Import 3 readings' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual([
      '/api/imports/meter-readings',
    ]);
  });

  it('opens on PM templates from the templates list, matched by model, component and action', async () => {
    const { calls } = renderPage(
      { 'POST /api/imports/pm-templates': () => jsonResponse(201, buildPreview({ kind: 'pm-templates' })) },
      '/import?kind=pm-templates',
    );
    // The kinds on offer follow the person's permissions: the choice shows once their profile is in.
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'What to import' }).textContent).toContain('PM templates'),
    );
    expect(screen.getByText(/Rows match existing records by model, component and action\./)).toBeTruthy();
    await chooseFile();
    expect(await screen.findByRole('button', { name: 'Import 3 templates' })).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.url)).toEqual(['/api/imports/pm-templates']);
  });

  it('says plainly that imports need a connection when offline', async () => {
    Object.defineProperty(navigator, 'onLine', { configurable: true, value: false });
    renderPage({});
    expect(await screen.findByText('You are offline')).toBeTruthy();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Check file' }).hasAttribute('disabled')).toBe(true),
    );
    expect(screen.getByRole('button', { name: /Download template/ }).hasAttribute('disabled')).toBe(true);
  });
});
