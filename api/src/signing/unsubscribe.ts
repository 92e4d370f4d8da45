import { createHmac, timingSafeEqual } from 'node:crypto';
import { processSettings } from '../config';

/**
 * The newsletter's one-click unsubscribe links: the address and an HMAC of it, so a
 * link works without logging in, for that address only, and cannot be made for another. It does
 * not expire: a mail read months later must still unsubscribe (Turkish commercial-message rules).
 */
const signature = (email: string) =>
  createHmac('sha256', processSettings().mediaLinkSecret).update(`unsubscribe:${email}`).digest();

export const unsubscribeToken = (email: string): string => {
  const address = email.trim().toLowerCase();
  return `${Buffer.from(address).toString('base64url')}.${signature(address).toString('base64url')}`;
};

/** The address a link was made for, or null when the link was not made here. */
export const emailOfUnsubscribeToken = (token: string): string | null => {
  const [address, mac, extra] = token.split('.');
  if (!address || !mac || extra !== undefined) return null;
  const email = Buffer.from(address, 'base64url').toString('utf8');
  const given = Buffer.from(mac, 'base64url');
  const wanted = signature(email);
  return given.length === wanted.length && timingSafeEqual(given, wanted) ? email : null;
};
