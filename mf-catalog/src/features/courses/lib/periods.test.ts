import { groupEndDates, groupPeriods, periodOf } from './periods';

describe('course end-date grouping', () => {
  it('lists years newest first and months ascending with Turkish names', () => {
    const groups = groupEndDates([
      '2026-03-13T14:30:00.000Z',
      '2027-12-18T14:30:00.000Z',
      '2026-01-30T14:30:00.000Z',
      '2027-02-26T14:30:00.000Z',
      '2026-03-01T10:00:00.000Z',
      null,
      '2025-08-29T14:30:00.000Z',
    ]);
    expect(groups).toEqual([
      {
        year: 2027,
        months: [
          { month: 2, name: 'Şubat' },
          { month: 12, name: 'Aralık' },
        ],
      },
      {
        year: 2026,
        months: [
          { month: 1, name: 'Ocak' },
          { month: 3, name: 'Mart' },
        ],
      },
      { year: 2025, months: [{ month: 8, name: 'Ağustos' }] },
    ]);
  });

  it('counts months in İstanbul time: 31 December 22:00 UTC is already January', () => {
    expect(periodOf('2026-12-31T22:00:00.000Z')).toEqual({ year: 2027, month: 1 });
    expect(periodOf('2026-12-31T20:59:00.000Z')).toEqual({ year: 2026, month: 12 });
    expect(periodOf('not a date')).toBeNull();
  });

  it('names every month in Turkish, and in English when asked', () => {
    const all = groupPeriods(
      Array.from({ length: 12 }, (_, index) => ({ year: 2027, month: 12 - index })),
    );
    expect(all[0]?.months.map((month) => month.name)).toEqual([
      'Ocak',
      'Şubat',
      'Mart',
      'Nisan',
      'Mayıs',
      'Haziran',
      'Temmuz',
      'Ağustos',
      'Eylül',
      'Ekim',
      'Kasım',
      'Aralık',
    ]);
    expect(groupPeriods([{ year: 2027, month: 5 }], 'en-GB')[0]?.months[0]?.name).toBe('May');
  });
});
