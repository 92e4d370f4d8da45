import { z } from 'zod';
import {
  INT4_MAX,
  courseIdParam,
  dayField,
  idField,
  idParamField,
  intField,
  isPlainText,
  optionalParam,
  pageParamField,
  slugField,
  textField,
} from './fields';
import { contactSchema } from './content';
import { participantSchema } from './commerce';
import { courseListFilterSchema, videoProgressSchema } from './courses';
import { registerSchema } from './auth';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message) ?? [];

describe('textField', () => {
  const name = textField({ max: 10 }).min(1, 'nameRequired');
  const message = textField({ max: 50, multiline: true });

  it('trims, and keeps Turkish letters, emoji and other well-formed text', () => {
    expect(name.parse('  Ayşe  ')).toBe('Ayşe');
    expect(name.parse('İğüşöç 😀')).toBe('İğüşöç 😀');
  });

  it('refuses control characters with invalidCharacters', () => {
    for (const value of [
      'a\u0000b',
      '\u0007',
      'a\u001bb',
      'a\u007f',
      'a\u0085b',
      'Ali\nKaya',
      'a\tb',
    ]) {
      expect(messagesOf(name.safeParse(value))).toEqual(['invalidCharacters']);
    }
  });

  it('lets a multi-line field keep line breaks and tabs, but not other controls', () => {
    expect(message.parse('Merhaba,\r\n\tikinci satır')).toBe('Merhaba,\r\n\tikinci satır');
    expect(messagesOf(message.safeParse('a\u0000b'))).toEqual(['invalidCharacters']);
    expect(messagesOf(message.safeParse('a\u000bb'))).toEqual(['invalidCharacters']);
  });

  it('refuses unpaired surrogates, high or low', () => {
    for (const value of ['\ud800', 'Ali\ud800', '\udc00Ali', 'a\udbffb']) {
      expect(messagesOf(name.safeParse(value))).toEqual(['invalidCharacters']);
    }
  });

  it('bounds the length, with the given key or fieldTooLong', () => {
    expect(messagesOf(name.safeParse('a'.repeat(11)))).toEqual(['fieldTooLong']);
    expect(messagesOf(textField({ max: 3, tooLong: 'searchTooLong' }).safeParse('abcd'))).toEqual([
      'searchTooLong',
    ]);
    expect(name.parse(`${'a'.repeat(10)}   `)).toBe('a'.repeat(10));
  });

  it('keeps the required key first for an empty field', () => {
    expect(messagesOf(name.safeParse('   '))).toEqual(['nameRequired']);
  });

  it('refuses what is not a string', () => {
    for (const value of [1, null, [], {}, true]) expect(name.safeParse(value).success).toBe(false);
  });

  it('isPlainText agrees', () => {
    expect(isPlainText('Ayşe')).toBe(true);
    expect(isPlainText('a\nb')).toBe(false);
    expect(isPlainText('a\nb', true)).toBe(true);
    expect(isPlainText('😀\ud83d')).toBe(false);
  });
});

describe('slugField', () => {
  it('takes a slug and refuses NUL, empty and overlong ones', () => {
    expect(slugField().parse('dis-ticaret-101')).toBe('dis-ticaret-101');
    expect(messagesOf(slugField().safeParse('a\u0000'))).toEqual(['invalidCharacters']);
    expect(messagesOf(slugField().safeParse(''))).toEqual(['invalidSlug']);
    expect(messagesOf(slugField().safeParse('a'.repeat(201)))).toEqual(['fieldTooLong']);
  });
});

describe('idField and idParamField', () => {
  it('take 1..2147483647 (a PostgreSQL integer)', () => {
    expect(idField().parse(1)).toBe(1);
    expect(idField().parse(INT4_MAX)).toBe(INT4_MAX);
    expect(idParamField().parse('2147483647')).toBe(INT4_MAX);
  });

  it('refuse anything else with invalidId', () => {
    for (const value of [0, -1, 1.5, INT4_MAX + 1, 1e20, Number.MAX_SAFE_INTEGER, '1', null]) {
      expect(messagesOf(idField().safeParse(value))).toContain('invalidId');
    }
    for (const value of ['0', '-1', '1.5', '2147483648', '99999999999999999999', 'abc', '']) {
      expect(messagesOf(idParamField().safeParse(value))).toContain('invalidId');
    }
  });
});

describe('intField', () => {
  it('bounds a whole number', () => {
    expect(intField({ min: 0 }).parse(0)).toBe(0);
    expect(messagesOf(intField({ min: 0 }).safeParse(INT4_MAX + 1))).toEqual(['invalidNumber']);
    expect(messagesOf(intField().safeParse(-1))).toEqual(['invalidNumber']);
  });
});

describe('the contracts use the builders', () => {
  it('refuse NUL and lone surrogates in every text field of contact, participant and signup', () => {
    const contact = {
      fullName: 'Ali Kaya',
      email: 'ali@ornek.com.tr',
      phoneNumber: '5321234567',
      title: 'Konu',
      description: 'Mesaj',
    };
    for (const field of ['fullName', 'email', 'title', 'description'] as const) {
      const result = contactSchema.safeParse({ ...contact, [field]: 'a\u0000' });
      expect(messagesOf(result)).toContain('invalidCharacters');
    }
    const participant = { name: 'Ali', surname: 'Kaya', email: 'ali@ornek.com.tr' };
    for (const field of ['name', 'surname', 'email'] as const) {
      for (const bad of ['x\u0000', 'x\ud800']) {
        const result = participantSchema.safeParse({ ...participant, [field]: bad });
        expect(messagesOf(result)).toContain('invalidCharacters');
      }
    }
    const result = courseListFilterSchema.safeParse({ searchText: '\u0000' });
    expect(messagesOf(result)).toEqual(['invalidCharacters']);
  });

  it('bound the corporate fields of a signup', () => {
    const corporate = {
      isCorporate: true,
      name: 'Ali',
      surname: 'Kaya',
      citizenNumber: '10000000146',
      phone: '05321234567',
      email: 'ali@ornek.com.tr',
      password: 'Guclu.Sifre1',
      confirmPassword: 'Guclu.Sifre1',
      chk_privacy: true,
      chk_membership: true,
      taxNumber: '1234567890',
      taxOffice: 'Kozyatağı',
      companyName: 'Ege',
      address: 'Kadıköy\nİstanbul',
    };
    expect(registerSchema.safeParse(corporate).success).toBe(true);
    for (const field of ['taxOffice', 'companyName', 'address'] as const) {
      const result = registerSchema.safeParse({ ...corporate, [field]: 'ş'.repeat(30_000) });
      expect(messagesOf(result)).toContain('fieldTooLong');
    }
  });

  it('bound video progress to int4', () => {
    expect(
      videoProgressSchema.safeParse({ courseVideoId: INT4_MAX + 1, timestamp: 0 }).success,
    ).toBe(false);
    expect(videoProgressSchema.safeParse({ courseVideoId: 1, currentTime: 1e12 }).success).toBe(
      false,
    );
  });
});

describe('a text with a format after it', () => {
  it('says invalidCharacters alone: the format is not checked on text nobody could type', () => {
    const code = textField({ max: 10 }).regex(/^[a-z]+$/, 'codeInvalid');
    expect(messagesOf(code.safeParse('abc\u0000'))).toEqual(['invalidCharacters']);
    expect(messagesOf(code.safeParse('ABC'))).toEqual(['codeInvalid']);
  });
});

describe('query strings: pages, empty parameters, days and a course in the path', () => {
  it('takes a page of 1..max, and says pageInvalid or the given key for anything else', () => {
    const page = pageParamField(50);
    expect(page.parse('1')).toBe(1);
    expect(page.parse('50')).toBe(50);
    for (const wrong of ['0', '51', '1.5', 'son', '-1']) {
      expect(messagesOf(page.safeParse(wrong))).toEqual(['pageInvalid']);
    }
    expect(messagesOf(pageParamField(100, 'invalidNumber').safeParse('101'))).toEqual([
      'invalidNumber',
    ]);
  });

  it('takes an empty parameter as left out, and checks any other value', () => {
    const query = z.object({ q: optionalParam(textField({ max: 5 })) });
    expect(query.parse({})).toEqual({});
    expect(query.parse({ q: '' })).toEqual({});
    expect(query.parse({ q: ' ab ' })).toEqual({ q: 'ab' });
    expect(messagesOf(query.safeParse({ q: 'abcdef' }))).toEqual(['fieldTooLong']);
    const page = z.object({ page: optionalParam(pageParamField(9)) });
    expect(page.parse({ page: '' })).toEqual({});
    expect(messagesOf(page.safeParse({ page: '0' }))).toEqual(['pageInvalid']);
  });

  it('takes a calendar day that exists, as YYYY-MM-DD only', () => {
    const day = dayField();
    for (const value of ['2026-11-28', '2028-02-29', '2026-12-31', '2026-01-01']) {
      expect(day.parse(value)).toBe(value);
    }
    expect(day.parse(' 2026-11-28 ')).toBe('2026-11-28');
    for (const value of ['2026-02-29', '2026-04-31', '2026-13-01', '2026-00-01', '2026-01-00']) {
      expect(messagesOf(day.safeParse(value))).toEqual(['invalidDate']);
    }
    for (const value of [
      '26-11-28',
      '2026-1-28',
      '2026-11-8',
      'x026-11-28',
      '2026-11-2x',
      '20261128',
      '2026/11/28',
      '',
    ]) {
      // The format and the calendar may both say so: one key either way.
      expect(new Set(messagesOf(day.safeParse(value)))).toEqual(new Set(['invalidDate']));
    }
    expect(messagesOf(day.safeParse('2026-11-28T'))[0]).toBe('fieldTooLong');
  });

  it("reads a staff route's course from its path", () => {
    expect(courseIdParam.parse({ courseId: '5' })).toEqual({ courseId: 5 });
    expect(messagesOf(courseIdParam.safeParse({ courseId: 'x' }))).toEqual(['invalidId']);
  });
});
