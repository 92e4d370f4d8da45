import { formatDate, formatParticipants, formatPrice, isFree, turkishMonthName } from './format';

describe('formatters (spec §9)', () => {
  it('writes dates in Turkish: day, long month name, year, optionally time', () => {
    expect(formatDate('2026-03-12T11:30:00Z')).toBe('12 Mart 2026');
    expect(formatDate('2026-03-12T11:30:00Z', true)).toBe('12 Mart 2026 14:30');
    expect(formatDate(null)).toBe('');
    expect(formatDate('not a date')).toBe('');
  });

  it('writes prices in TL with Turkish separators', () => {
    expect(formatPrice(1250)).toBe('1.250,00 TL');
    expect(formatPrice(99.9)).toBe('99,90 TL');
    expect(formatPrice(1250, 'en-GB')).toBe('1,250.00 TL');
    expect(isFree(0)).toBe(true);
    expect(isFree(-1)).toBe(true);
    expect(isFree(0.01)).toBe(false);
  });

  it('names months in Turkish', () => {
    expect(turkishMonthName(0)).toBe('Ocak');
    expect(turkishMonthName(7)).toBe('Ağustos');
    expect(turkishMonthName(11)).toBe('Aralık');
  });

  it('names who gets a course on one line, each with their e-mail address', () => {
    expect(
      formatParticipants([
        { name: 'Ali', surname: 'Demir', email: 'ali@ornek.com.tr' },
        { name: 'Can', surname: 'Öz', email: 'can@ornek.com.tr' },
      ]),
    ).toBe('Ali Demir (ali@ornek.com.tr), Can Öz (can@ornek.com.tr)');
  });
});
