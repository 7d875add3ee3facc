import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { format } from 'date-fns';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { Role } from '@shared/domain';
import { jsonResponse, stubFetch, type FetchHandler } from '@web/test/fetch-stub';
import { buildProfile } from '@web/test/fixtures';
import { renderWithApp } from '@web/test/render';
import { buildCompliance, buildEquipmentCompliance } from '../components/pm-test-fixtures';
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
    'GET /api/pm-templates': () => jsonResponse(200, []),
    ...routes,
  });
  const view = renderWithApp(<PreventivePage />, { path });
  return { ...stub, ...view };
}

const tile = (name: string) => screen.getByRole('group', { name });
const equipmentRegion = () => screen.getByRole('region', { name: 'Equipment Compliance' });

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
          }),
        ),
    });
    expect(await screen.findByText('No PM Data Available')).toBeTruthy();
    expect(screen.getByText('Set up PM templates to start tracking compliance')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Overall Compliance' })).toBeNull();
  });

  it('lists equipment worst first with colour bands, Never/TBD, and filters it', async () => {
    const { currentPath } = renderPage('/preventive', {
      'GET /api/pm-compliance': () =>
        jsonResponse(
          200,
          buildCompliance({
            equipmentCompliance: [
              buildEquipmentCompliance({ assetTag: 'PMP-001', complianceRate: 96 }),
              buildEquipmentCompliance({ assetTag: 'CMP-001', complianceRate: 90 }),
              buildEquipmentCompliance({
                assetTag: 'CNV-001',
                complianceRate: 60,
                lastPMDate: null,
                nextPMDate: null,
                overdueCount: 2,
              }),
            ],
          }),
        ),
    });
    await screen.findByRole('group', { name: 'Overall Compliance' });
    const rows = within(equipmentRegion()).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      'CNV-001',
      'CMP-001',
      'PMP-001',
    ]);
    const band = (row: HTMLElement) => row.querySelector('[data-band]')?.getAttribute('data-band');
    expect(rows.map(band)).toEqual(['at-risk', 'below-target', 'on-target']);
    expect(within(rows[0]!).getByText('Never')).toBeTruthy();
    expect(within(rows[0]!).getByText('TBD')).toBeTruthy();

    const pick = async (option: string) => {
      await userEvent.click(within(equipmentRegion()).getByRole('combobox', { name: 'Filter equipment' }));
      await userEvent.click(screen.getByRole('option', { name: option }));
    };
    const visibleTags = () =>
      within(equipmentRegion())
        .getAllByRole('link')
        .map((link) => link.textContent);
    await pick('Compliant (>=95%)');
    expect(visibleTags()).toEqual(['PMP-001']);
    expect(currentPath()).toBe('/preventive?equipment=compliant');
    await pick('At Risk (<85%)');
    expect(visibleTags()).toEqual(['CNV-001']);
    await pick('Overdue');
    expect(visibleTags()).toEqual(['CNV-001']);
    await pick('All Equipment');
    expect(visibleTags()).toHaveLength(3);
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
    renderPage();
    await screen.findByRole('group', { name: 'Overall Compliance' });
    await userEvent.click(screen.getByRole('button', { name: 'Export Report' }));
    expect(clicked[0]?.download).toBe(`pm-compliance-report-${format(new Date(), 'yyyy-MM-dd')}.csv`);
    const text = await created[0]!.text();
    const [header, ...rows] = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(header).toBe('Asset Tag,Model,Compliance Rate,Last PM Date,Next PM Date,Overdue Count');
    expect(rows).toContain('CNV-001,Hytrol E24,50%,Never,TBD,1');
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
