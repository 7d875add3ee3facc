import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import {
  buildCompliance,
  buildEquipmentCompliance,
  type EquipmentComplianceFixture,
} from '../components/pm-test-fixtures';
import PreventivePage from './preventive-page';

function renderPage(
  path = '/preventive',
  routes: Record<string, FetchHandler> = {},
  role: Role = 'supervisor',
) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  window.localStorage.setItem(STORAGE_KEYS.userId, 'user-1');
  const stub = stubFetch({
    'GET /api/profiles/me': () => jsonResponse(200, buildProfile(role)),
    'GET /api/pm-compliance': () => jsonResponse(200, buildCompliance()),
    'GET /api/pm-compliance/equipment': () => listAnswer(buildCompliance().equipmentCompliance),
    'GET /api/pm-templates': () => jsonResponse(200, []),
    ...routes,
  });
  const view = renderWithApp(<PreventivePage />, { path });
  return { ...stub, ...view };
}

/** A page of the equipment list as the server answers it: the rows, the total and the next cursor. */
function listAnswer(rows: readonly EquipmentComplianceFixture[], total = rows.length, nextCursor?: string) {
  return jsonResponse(200, rows, {
    'X-Total-Count': String(total),
    ...(nextCursor ? { 'X-Next-Cursor': nextCursor } : {}),
  });
}

const tile = (name: string) => screen.getByRole('group', { name });
const equipmentRegion = () => screen.getByRole('region', { name: 'Equipment Compliance' });
const findEquipmentRegion = () => screen.findByRole('region', { name: 'Equipment Compliance' });

describe('compliance dashboard', () => {
  it('shows the four tiles: rate against the 95% target, completed of scheduled, overdue, on schedule', async () => {
    const { calls } = renderPage();
    const overall = await screen.findByRole('group', { name: 'Overall Compliance' });
    expect(within(overall).getByText('88.9%')).toBeTruthy();
    expect(within(overall).getByText('Target: 95%')).toBeTruthy();
    expect(tile('PMs Completed').textContent).toContain('16 of 18');
    expect(within(tile('Overdue PMs')).getByText('2')).toBeTruthy();
    // On Schedule = scheduled − overdue = 18 − 2.
    expect(within(tile('On Schedule')).getByText('16')).toBeTruthy();
    expect(calls.find((call) => call.url.startsWith('/api/pm-compliance'))?.url).toBe(
      '/api/pm-compliance?days=30',
    );
  });

  it('asks for the period in the URL and offers the four periods', async () => {
    const { calls } = renderPage('/preventive?days=90');
    await screen.findByRole('group', { name: 'Overall Compliance' });
    expect(calls.some((call) => call.url === '/api/pm-compliance?days=90')).toBe(true);
    await userEvent.click(screen.getByRole('combobox', { name: 'Compliance period' }));
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual(['Last 7 days', 'Last 30 days', 'Last 90 days', 'Last year']);
    await userEvent.click(screen.getByRole('option', { name: 'Last year' }));
    expect(await screen.findByRole('combobox', { name: 'Compliance period' })).toBeTruthy();
    expect(calls.some((call) => call.url === '/api/pm-compliance?days=365')).toBe(true);
  });

  it('says "No PM Data Available" when nothing was scheduled', async () => {
    renderPage('/preventive', {
      'GET /api/pm-compliance': () =>
        jsonResponse(
          200,
          buildCompliance({
            overallComplianceRate: null,
            totalPMsCompleted: 0,
            totalPMsScheduled: 0,
            completedOnTime: 0,
            overdueCount: 0,
            equipmentCompliance: [],
            equipmentTotal: 0,
          }),
        ),
    });
    expect(await screen.findByText('No PM Data Available')).toBeTruthy();
    expect(screen.getByText('Set up PM templates to start tracking compliance')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Overall Compliance' })).toBeNull();
  });

  it('lists the server’s page with colour bands and Never/TBD, and asks the server to filter and search', async () => {
    const fleet = [
      buildEquipmentCompliance({ assetTag: 'CMP-001', complianceRate: 90 }),
      buildEquipmentCompliance({
        assetTag: 'CNV-001',
        complianceRate: 60,
        lastPMDate: null,
        nextPMDate: null,
        overdueCount: 2,
      }),
      buildEquipmentCompliance({ assetTag: 'PMP-001', complianceRate: 96 }),
    ];
    // The server's rule, as far as this screen needs it: the filter and the search it was sent.
    const { calls, currentPath } = renderPage('/preventive', {
      'GET /api/pm-compliance/equipment': ({ url }) => {
        const query = new URL(url, 'http://test').searchParams;
        const shown = fleet.filter(
          (row) =>
            (query.get('filter') !== 'compliant' || (row.complianceRate ?? 0) >= 95) &&
            row.assetTag.toLowerCase().includes((query.get('q') ?? '').toLowerCase()),
        );
        return listAnswer(shown);
      },
    });
    const region = await findEquipmentRegion();
    const rowsOf = () => within(equipmentRegion()).getAllByRole('row').slice(1);
    await within(region).findByRole('link', { name: 'PMP-001' });
    expect(rowsOf().map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'CMP-001',
      'CNV-001',
      'PMP-001',
    ]);
    const band = (row: HTMLElement) => row.querySelector('[data-band]')?.getAttribute('data-band');
    expect(rowsOf().map(band)).toEqual(['below-target', 'at-risk', 'on-target']);
    expect(within(rowsOf()[1]!).getByText('Never')).toBeTruthy();
    expect(within(rowsOf()[1]!).getByText('TBD')).toBeTruthy();
    expect(within(region).getByText('3 assets with preventive maintenance, by asset tag')).toBeTruthy();

    const visibleTags = () =>
      within(equipmentRegion())
        .getAllByRole('link')
        .map((link) => link.textContent);
    await userEvent.click(within(region).getByRole('combobox', { name: 'Filter equipment' }));
    await userEvent.click(screen.getByRole('option', { name: 'Compliant (>=95%)' }));
    await waitFor(() => expect(visibleTags()).toEqual(['PMP-001']));
    expect(currentPath()).toBe('/preventive?equipment=compliant');
    expect(calls.map((call) => call.url)).toContain(
      '/api/pm-compliance/equipment?days=30&limit=50&filter=compliant',
    );
    expect(within(region).getByText('1 matching asset')).toBeTruthy();

    await userEvent.click(within(region).getByRole('combobox', { name: 'Filter equipment' }));
    await userEvent.click(screen.getByRole('option', { name: 'All Equipment' }));
    await userEvent.type(within(region).getByRole('searchbox', { name: 'Search equipment' }), 'cnv');
    await waitFor(() => expect(visibleTags()).toEqual(['CNV-001']));
    expect(calls.map((call) => call.url)).toContain('/api/pm-compliance/equipment?days=30&limit=50&q=cnv');

    await userEvent.type(within(region).getByRole('searchbox', { name: 'Search equipment' }), 'x');
    expect(await within(region).findByText('No equipment matches “cnvx”.')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Show all equipment' }));
    await waitFor(() => expect(visibleTags()).toHaveLength(3));
  });

  it('loads the next page of the list on request', async () => {
    const { calls } = renderPage('/preventive', {
      'GET /api/pm-compliance/equipment': ({ url }) =>
        url.includes('cursor=page-2')
          ? listAnswer([buildEquipmentCompliance({ assetTag: 'PMP-051' })], 51)
          : listAnswer(
              Array.from({ length: 50 }, (_, n) =>
                buildEquipmentCompliance({ assetTag: `PMP-${String(n + 1).padStart(3, '0')}` }),
              ),
              51,
              'page-2',
            ),
    });
    const region = await findEquipmentRegion();
    expect(await within(region).findByText('Showing 50 of 51')).toBeTruthy();
    await userEvent.click(within(region).getByRole('button', { name: 'Load more' }));
    expect(await within(region).findByRole('link', { name: 'PMP-051' })).toBeTruthy();
    expect(within(region).getByText('51 assets')).toBeTruthy();
    expect(calls.map((call) => call.url)).toContain(
      '/api/pm-compliance/equipment?days=30&limit=50&cursor=page-2',
    );
  });

  it('exports the equipment list as pm-compliance-report-{today}.csv', async () => {
    const created: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      created.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    // The whole list, however many pages: here two of the largest size.
    const { calls } = renderPage('/preventive', {
      'GET /api/pm-compliance/equipment': ({ url }) =>
        url.includes('cursor=rest')
          ? listAnswer([buildEquipmentCompliance({ assetTag: 'ZZZ-999', model: 'Haas VF-2' })], 4)
          : listAnswer(
              buildCompliance().equipmentCompliance,
              4,
              url.includes('limit=500') ? 'rest' : undefined,
            ),
    });
    await screen.findByRole('group', { name: 'Overall Compliance' });
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    await waitFor(() => expect(clicked).toHaveLength(1));
    expect(calls.map((call) => call.url)).toContain(
      '/api/pm-compliance/equipment?days=30&limit=500&cursor=rest',
    );
    expect(clicked[0]?.download).toBe(`pm-compliance-report-${format(new Date(), 'yyyy-MM-dd')}.csv`);
    const text = await created[0]!.text();
    const [header, ...rows] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Asset Tag,Model,Compliance Rate,Last PM Date,Next PM Date,Overdue Count');
    expect(rows).toContain('CNV-001,Hytrol E24,50%,Never,TBD,1');
    expect(rows.filter(Boolean)).toHaveLength(4);
    expect(rows).toContain('ZZZ-999,Haas VF-2,100%,2026-04-20,2026-05-20,0');
  });

  it('says what failed when the compliance call fails', async () => {
    renderPage('/preventive', {
      'GET /api/pm-compliance': () => jsonResponse(500, { error: 'INTERNAL', message: 'Database down' }),
    });
    expect(await screen.findByText('Failed to fetch PM compliance data')).toBeTruthy();
  });

  it('keeps the tab in the URL', async () => {
    const { currentPath } = renderPage('/preventive?tab=templates');
    expect(await screen.findByText('No PM templates yet')).toBeTruthy();
    await userEvent.click(screen.getByRole('tab', { name: 'Compliance Dashboard' }));
    expect(currentPath()).toBe('/preventive');
    expect(await screen.findByRole('group', { name: 'Overall Compliance' })).toBeTruthy();
  });
});
