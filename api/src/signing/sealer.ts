import { createHmac, timingSafeEqual } from 'node:crypto';

/** `base64url(json).signature`: state the simulated provider hands to the browser unaltered. */
export const sealer = (secret: string) => {
  const mac = (data: string) => createHmac('sha256', secret).update(data).digest('base64url');
  return {
    mac,
    seal: (value: Record<string, unknown>) => {
      const data = Buffer.from(JSON.stringify(value)).toString('base64url');
      return `${data}.${mac(data)}`;
    },
    open: <T>(sealed: unknown): T | null => {
      if (typeof sealed !== 'string') return null;
      const [data, signature] = sealed.split('.');
      if (!data || !signature) return null;
      const expected = Buffer.from(mac(data));
      const given = Buffer.from(signature);
      if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
      try {
        return JSON.parse(Buffer.from(data, 'base64url').toString('utf8')) as T;
      } catch {
        return null;
      }
    },
    verify: (data: string, signature: unknown) => {
      if (typeof signature !== 'string') return false;
      const expected = Buffer.from(mac(data));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given);
    },
  };
};
export type Sealer = ReturnType<typeof sealer>;
