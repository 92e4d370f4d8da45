import { tcKimlikCheckDigits } from '../contracts/validators';

/**
 * A valid T.C. Kimlik No, different for each `seed`: nine digits drawn from the seed, then the two
 * check digits. For tests that need many people (the API tests, e2e signups, jest), so no test
 * leans on one fixed number.
 */
export const buildTcKimlikNo = (seed: number): string => {
  let state = (Math.abs(Math.trunc(seed)) * 2_654_435_761 + 97) >>> 0;
  const next = () => {
    state = (state * 1_103_515_245 + 12_345) >>> 0;
    return state >>> 16;
  };
  const nine = `${1 + (next() % 9)}${Array.from({ length: 8 }, () => next() % 10).join('')}`;
  return `${nine}${tcKimlikCheckDigits(nine)}`;
};
