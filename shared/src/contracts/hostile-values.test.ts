import fc from 'fast-check';
import { z } from 'zod';
import * as contracts from './index';

/**
 * Every request schema of the contracts, whatever a client puts where a scalar belongs: an object
 * with a hostile toString, an array, a number, null. A schema answers with issues (a 400), never
 * by throwing (a 500): cross-field rules too, which run along field errors.
 */
const objectSchemas = Object.entries(contracts).flatMap(([name, value]) => {
  if (!(value instanceof z.ZodType)) return [];
  const inner: unknown = value instanceof z.ZodPipe ? (value as z.ZodPipe).in : value;
  const shape = (inner as { shape?: Record<string, unknown> }).shape;
  return shape && typeof shape === 'object'
    ? [{ name, schema: value, keys: Object.keys(shape) }]
    : [];
});

/** Each of these is tried in every field of every schema, for an individual and a company. */
const HOSTILE: unknown[] = [
  { toString: 1 },
  { toString: () => '10000000146', valueOf: 1 },
  Object.create(null),
  [['1']],
  null,
  -1,
  true,
];

describe('hostile values in place of scalars', () => {
  it('finds the request schemas it checks', () => {
    const names = objectSchemas.map((entry) => entry.name);
    expect(names).toEqual(expect.arrayContaining(['registerSchema', 'userProfileSchema']));
  });

  it.each(objectSchemas.map((entry) => [entry.name, entry] as const))(
    '%s refuses them with issues, never an exception',
    (_name, { schema, keys }) => {
      for (const key of keys) {
        for (const value of HOSTILE) {
          for (const isCorporate of [true, false]) {
            const result = schema.safeParse({ isCorporate, [key]: value });
            expect(typeof result.success).toBe('boolean');
          }
        }
      }
      // And random objects anywhere.
      fc.assert(
        fc.property(
          fc.constantFrom(...keys),
          fc.dictionary(fc.string(), fc.oneof(fc.string(), fc.integer(), fc.constant(null))),
          (key, value) => typeof schema.safeParse({ [key]: value }).success === 'boolean',
        ),
        { numRuns: 30 },
      );
    },
  );

  it('the profile checks the T.C. number as signup does', () => {
    for (const citizenId of ['0', '00000000000', '12345678901']) {
      const result = contracts.userProfileSchema.safeParse({ citizenId });
      expect(result.error?.issues).toContainEqual(
        expect.objectContaining({ path: ['citizenId'], message: 'citizenNumberInvalid' }),
      );
    }
  });
});
