import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useT } from '@web/lib/i18n/use-t';
import { equipmentMessages } from '../../messages';
import { buildForecast } from './meter-fixtures.test-helper';
import { forecastText, limitsText } from './meter-words';

const GB = { locale: 'en-GB', timeZone: 'UTC' };
const t = renderHook(() => useT(equipmentMessages)).result.current;

describe('meter words', () => {
  it('words a forecast: the interval, the expected day, its range and the rate', () => {
    // The range as en-GB writes one: thin spaces around the dash.
    expect(forecastText(t, buildForecast(), 500, GB)).toBe(
      'Next 500 h service ≈ 14 Dec (11\u2009–\u200919 Dec), at 38 h/day',
    );
  });

  it('keeps one decimal of a slow rate, and says "Next service" while the interval is unknown', () => {
    expect(forecastText(t, buildForecast({ rate: 2.46 }), null, GB)).toBe(
      'Next service ≈ 14 Dec (11\u2009–\u200919 Dec), at 2.5 h/day',
    );
  });

  it('gives the reason when there is no forecast', () => {
    const none = buildForecast({
      nextDueAt: null,
      earliest: null,
      latest: null,
      rate: null,
      reason: 'not enough readings',
    });
    expect(forecastText(t, none, 500, GB)).toBe('Next 500 h service: not enough readings');
    expect(forecastText(t, none, null, GB)).toBe('Next service: not enough readings');
  });

  it('words a gauge’s limits', () => {
    expect(limitsText(t, { minValue: 20, maxValue: 80, unit: '°C' })).toBe('20 – 80 °C');
    expect(limitsText(t, { minValue: null, maxValue: 80, unit: '°C' })).toBe('At most 80 °C');
    expect(limitsText(t, { minValue: 20, maxValue: null, unit: '°C' })).toBe('At least 20 °C');
    expect(limitsText(t, { minValue: null, maxValue: null, unit: '°C' })).toBeNull();
  });
});
