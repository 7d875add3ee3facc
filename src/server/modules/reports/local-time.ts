/**
 * Times in exports are written where the plant is (its warehouse's time zone), as a person
 * reads them in a spreadsheet: "2026-11-27 14:05" and "2026-11-27".
 */
export interface LocalTime {
  minute(at: Date | string | null): string;
  day(at: Date | string | null): string;
}

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  const options: Intl.DateTimeFormatOptions = {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  };
  try {
    return new Intl.DateTimeFormat('en-CA', { ...options, timeZone });
  } catch {
    // A zone name this runtime does not know: UTC rather than no report.
    return new Intl.DateTimeFormat('en-CA', { ...options, timeZone: 'UTC' });
  }
}

export function localTime(timeZone: string): LocalTime {
  const format = formatterFor(timeZone);
  const parts = (at: Date | string) => {
    const byType = Object.fromEntries(format.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
    return {
      day: `${byType['year']}-${byType['month']}-${byType['day']}`,
      time: `${byType['hour']}:${byType['minute']}`,
    };
  };
  return {
    minute: (at) => {
      if (at === null) return '';
      const p = parts(at);
      return `${p.day} ${p.time}`;
    },
    day: (at) => (at === null ? '' : parts(at).day),
  };
}
