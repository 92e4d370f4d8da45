import { newIdempotencyKey } from './idempotency-key';

const UUID_V4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('newIdempotencyKey', () => {
  it('is a fresh version-4 UUID each time', () => {
    const keys = Array.from({ length: 20 }, () => newIdempotencyKey());
    for (const key of keys) expect(key).toMatch(UUID_V4);
    expect(new Set(keys).size).toBe(20);
  });

  it('builds the same layout from random bytes where crypto.randomUUID is missing (plain http)', () => {
    const randomUUID = Object.getOwnPropertyDescriptor(crypto, 'randomUUID');
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    /** crypto.getRandomValues filling its array with the bytes `byte(i)` gives. */
    const filling = (byte: (index: number) => number) =>
      ((array: Uint8Array) => {
        array.set(Array.from({ length: array.length }, (_, index) => byte(index)));
        return array;
      }) as unknown as typeof crypto.getRandomValues;
    const bytes = jest.spyOn(crypto, 'getRandomValues').mockImplementation(filling(() => 0xff));
    try {
      // Every byte 0xff: the version nibble becomes 4 and the variant bits 10.
      expect(newIdempotencyKey()).toBe('ffffffff-ffff-4fff-bfff-ffffffffffff');
      bytes.mockImplementation(filling((index) => index));
      expect(newIdempotencyKey()).toBe('00010203-0405-4607-8809-0a0b0c0d0e0f');
    } finally {
      bytes.mockRestore();
      if (randomUUID) Object.defineProperty(crypto, 'randomUUID', randomUUID);
      else delete (crypto as { randomUUID?: unknown }).randomUUID;
    }
    expect(newIdempotencyKey()).toMatch(UUID_V4);
  });
});
