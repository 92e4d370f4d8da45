import { act, renderHook } from '@testing-library/react';
import i18next from 'i18next';
import { initTestI18n } from '../testing/render';
import { useFormatters } from './use-formatters';

describe('useFormatters', () => {
  afterEach(async () => {
    await act(() => i18next.changeLanguage('tr'));
  });

  it('formats dates, numbers and prices the Turkish way in Turkish', async () => {
    await initTestI18n('tr');
    const { result } = renderHook(() => useFormatters());
    expect(result.current.locale).toBe('tr-TR');
    expect(result.current.date('2027-01-15T09:00:00Z')).toBe('15 Ocak 2027');
    expect(result.current.price(1250)).toBe('1.250,00 TL');
    expect(result.current.number(12500)).toBe('12.500');
    expect(result.current.percent(40)).toBe('%40');
    expect(result.current.monthName(7)).toBe('Ağustos');
  });

  it('follows a switch to English', async () => {
    await initTestI18n('tr');
    const { result } = renderHook(() => useFormatters());
    await act(() => i18next.changeLanguage('en'));
    expect(result.current.locale).toBe('en-GB');
    expect(result.current.date('2027-01-15T09:00:00Z')).toBe('15 January 2027');
    expect(result.current.date('2027-01-15T09:00:00Z', true)).toBe('15 January 2027 at 12:00');
    expect(result.current.price(1250)).toBe('1,250.00 TL');
    expect(result.current.number(12500)).toBe('12,500');
    expect(result.current.percent(40)).toBe('40%');
    expect(result.current.monthName(7)).toBe('August');
  });
});
