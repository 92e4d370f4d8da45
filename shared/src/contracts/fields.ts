import { z } from 'zod';

/**
 * Field builders every contract uses, so hostile input is refused in one place: text without
 * control characters or unpaired surrogates (PostgreSQL stores neither) and with a length that
 * fits its meaning, and ids and numbers that fit the database's int4 columns.
 */

/** The largest value of a PostgreSQL `integer` (int4) column. */
export const INT4_MAX = 2_147_483_647;

// C0 and C1 control characters and DEL; a multi-line field may hold tab, line feed and return.
// Matching control characters is the point of these patterns.
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS = /[\u0000-\u001F\u007F-\u009F]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTERS_BUT_LINES = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
// A high surrogate not followed by a low one, or a low surrogate not preceded by a high one.
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text holds nothing a person could have typed into a single- or multi-line box. */
export const isPlainText = (value: string, multiline = false): boolean =>
  !(multiline ? CONTROL_CHARACTERS_BUT_LINES : CONTROL_CHARACTERS).test(value) &&
  !UNPAIRED_SURROGATE.test(value);

export interface TextFieldOptions {
  /** The most characters the field may hold (after trimming). */
  max: number;
  /** A free-text box (message, description, address): tab and line breaks are allowed. */
  multiline?: boolean;
  /** Message key when the text is longer than `max`. */
  tooLong?: string;
  /** Keep surrounding spaces (passwords); other text is trimmed. */
  trim?: boolean;
}

/**
 * A text field: trimmed, at most `max` characters, no control characters or unpaired
 * surrogates. Chain `.min(1, <required key>)` for a required field and `.regex` for a format.
 */
export const textField = ({
  max,
  multiline = false,
  tooLong = 'fieldTooLong',
  trim = true,
}: TextFieldOptions) => {
  const base = trim ? z.string().trim() : z.string();
  return base.max(max, tooLong).refine((value) => isPlainText(value, multiline), {
    message: 'invalidCharacters',
    abort: true,
  });
};

/** A path slug (course, blog, info page): one line, at most 200 characters. */
export const slugField = () => textField({ max: 200 }).min(1, 'invalidSlug');

// The number builders give their message once, to the number: zod gives a schema's own message
// to every check of it that has none (`.int()`, `.min()`, `.max()`), before any error map.

/** A database id in a JSON body: an integer 1..INT4_MAX. */
export const idField = (message = 'invalidId') => z.number(message).int().min(1).max(INT4_MAX);

/** A database id in a path or query string ("12"), coerced to a number 1..INT4_MAX. */
export const idParamField = (message = 'invalidId') =>
  z.coerce.number(message).int().min(1).max(INT4_MAX);

/** A whole number within [min, max] (both within int4 unless the column is wider). */
export const intField = ({
  min = 0,
  max = INT4_MAX,
  message = 'invalidNumber',
}: { min?: number; max?: number; message?: string } = {}) =>
  z.number(message).int().min(min).max(max);

/** A page number, or a page size, in a query string ("2"): a whole number 1..max. */
export const pageParamField = (max: number, message = 'pageInvalid') =>
  z.coerce.number(message).int().min(1).max(max);

/** A query parameter that may be left out; empty (`?status=`) is left out too: no filter. */
export const optionalParam = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (value === '' ? undefined : value), schema.optional());

/** A calendar day that exists, `YYYY-MM-DD` (the API reads it as a day in İstanbul). */
export const dayField = () =>
  textField({ max: 10 })
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'invalidDate')
    .refine((value) => {
      const date = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
    }, 'invalidDate');

/** `:courseId` in a staff route's path: the course whose sections, videos or exams. */
export const courseIdParam = z.object({ courseId: idParamField() });
