import { formatDuration } from './duration';

describe('formatDuration', () => {
  it('says a typed Turkish duration in English words', () => {
    expect(formatDuration('20 saat', 'en-GB')).toBe('20 hours');
    expect(formatDuration('1 saat', 'en-GB')).toBe('1 hour');
    expect(formatDuration('3 Gün', 'en-GB')).toBe('3 days');
    expect(formatDuration('1,5 ay', 'en-GB')).toBe('1.5 months');
  });

  it('says an English one in Turkish words, with a decimal comma', () => {
    expect(formatDuration('6 weeks', 'tr-TR')).toBe('6 hafta');
    expect(formatDuration('2.5 hours', 'tr-TR')).toBe('2,5 saat');
    expect(formatDuration('96 saat', 'tr-TR')).toBe('96 saat');
  });

  it('leaves text it cannot read as staff typed it', () => {
    expect(formatDuration('Hafta sonları, 4 hafta', 'en-GB')).toBe('Hafta sonları, 4 hafta');
    expect(formatDuration('20 parsec', 'en-GB')).toBe('20 parsec');
    expect(formatDuration('', 'en-GB')).toBe('');
  });
});
