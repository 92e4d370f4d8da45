import assert from './support/assert';
import { test } from 'node:test';
import { inLocale } from '../src/i18n/content-locale';

const row = {
  id: 7,
  title: 'Sıkça sorulanlar',
  summary: ['Süre: 20 saat'],
  body: '<p>Merhaba</p>',
};

test('Turkish readers get the row as stored, whatever English it has', () => {
  assert.deepEqual(inLocale(row, { title: 'FAQ' }, 'tr'), row);
});

test('English readers get each English version staff wrote, and Turkish for the rest', () => {
  assert.deepEqual(inLocale(row, { title: 'FAQ', summary: ['Duration: 20 hours'] }, 'en'), {
    id: 7,
    title: 'FAQ',
    summary: ['Duration: 20 hours'],
    body: '<p>Merhaba</p>',
  });
});

test('a blank English text or list counts as missing, and never adds a field', () => {
  const en = { title: '  ', summary: ['', ' '], body: '', extra: 'x' } as Record<string, unknown>;
  assert.deepEqual(inLocale(row, en, 'en'), row);
  assert.deepEqual(inLocale(row, null, 'en'), row);
  assert.deepEqual(inLocale(row, { summary: ['Duration', ''] }, 'en').summary, ['Duration']);
});
