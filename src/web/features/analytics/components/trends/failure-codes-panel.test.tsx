import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@shared/constants';
import type { FailureCodes } from '@shared/schemas/failure-codes';
import { jsonResponse, stubFetch } from '@web/test/fetch-stub';
import { renderWithApp } from '@web/test/render';
import { buildPeriod } from '../analytics-test-fixtures';
import FailureCodesPanel from './failure-codes-panel';

const PUMP = '3f1c2a4e-0000-4000-8000-0000000000e1';
const FAN = '3f1c2a4e-0000-4000-8000-0000000000e2';

const pair = (
  problem: [string, string] | null,
  cause: [string, string] | null,
  failures: number,
): Pick<
  FailureCodes['byEquipment'][number],
  'problemCode' | 'problemLabel' | 'causeCode' | 'causeLabel' | 'failures'
> => ({
  problemCode: problem?.[0] ?? null,
  problemLabel: problem?.[1] ?? 'No code given',
  causeCode: cause?.[0] ?? null,
  causeLabel: cause?.[1] ?? 'No code given',
  failures,
});

const LEAK: [string, string] = ['leaking', 'Leaking'];
const SEAL: [string, string] = ['seal_wear', 'Seal wear'];

function buildFigures(overrides: Partial<FailureCodes> = {}): FailureCodes {
  return {
    period: buildPeriod(30),
    failures: 4,
    coded: 3,
    byProblem: [
      { code: 'leaking', label: 'Leaking', failures: 3 },
      { code: null, label: 'No code given', failures: 1 },
    ],
    byCause: [
      { code: 'seal_wear', label: 'Seal wear', failures: 3 },
      { code: null, label: 'No code given', failures: 1 },
    ],
    byRemedy: [
      { code: 'replaced', label: 'Replaced', failures: 3 },
      { code: null, label: 'No code given', failures: 1 },
    ],
    byEquipment: [
      { equipmentId: PUMP, assetTag: 'PMP-001', description: 'Boiler feed pump', ...pair(LEAK, SEAL, 3) },
      { equipmentId: FAN, assetTag: 'FAN-001', description: 'Roof fan', ...pair(null, null, 1) },
    ],
    byModel: [{ model: 'CR 32-2', equipmentCount: 1, ...pair(LEAK, SEAL, 3) }],
    ...overrides,
  };
}

function renderPanel(figures: FailureCodes) {
  window.localStorage.setItem(STORAGE_KEYS.authToken, 'token-1');
  stubFetch({ 'GET /api/analytics/failure-codes': () => jsonResponse(200, figures) });
  renderWithApp(<FailureCodesPanel days={30} />);
}

describe('failures by close-out code', () => {
  it('counts each kind, and marks the cause that keeps coming back on an equipment and a model', async () => {
    renderPanel(buildFigures());
    expect(await screen.findByText('4 failures · 3 with all three codes')).toBeTruthy();
    const problems = screen.getByRole('table', { name: 'Failures by problem' });
    expect(
      within(problems)
        .getAllByRole('row')
        .map((row) => row.textContent),
    ).toEqual(['ProblemFailures', 'Leaking3', 'No code given1']);
    const equipment = screen.getByRole('table', { name: 'Problems and causes by equipment' });
    const [pump, fan] = within(equipment).getAllByRole('row').slice(1);
    expect(within(pump!).getByText('Repeated')).toBeTruthy();
    expect(pump!.textContent).toContain('PMP-001Boiler feed pump');
    expect(within(fan!).queryByText('Repeated')).toBeNull();
    expect(within(fan!).getAllByText('No code given')).toHaveLength(2);
    const models = screen.getByRole('table', { name: 'Problems and causes by model' });
    expect(within(models).getByText('On 1 machine')).toBeTruthy();
  });

  it('says so when no failure of the period was closed out with a code', async () => {
    renderPanel(
      buildFigures({
        failures: 2,
        coded: 0,
        byProblem: [{ code: null, label: 'No code given', failures: 2 }],
        byCause: [{ code: null, label: 'No code given', failures: 2 }],
        byRemedy: [{ code: null, label: 'No code given', failures: 2 }],
        byEquipment: [],
        byModel: [],
      }),
    );
    expect(
      await screen.findByText(
        'No close-out codes recorded in this period: 2 failures completed without them.',
      ),
    ).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
