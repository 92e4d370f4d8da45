import { createHmac, timingSafeEqual } from 'node:crypto';
import { processSettings } from '../config';

/**
 * Short-lived links for files a browser opens itself (a <video src>, a certificate download),
 * where no Authorization header can be sent. The signature binds the user, the resource and the
 * expiry, so a link is useless to anyone else and never guessable from a file name.
 */
const secret = () => processSettings().mediaLinkSecret;

export const VIDEO_LINK_TTL_SECONDS = 2 * 60 * 60;
export const CERTIFICATE_LINK_TTL_SECONDS = 60 * 60;

const signature = (kind: string, resource: string | number, userId: number, expires: number) =>
  createHmac('sha256', secret()).update(`${kind}:${resource}:${userId}:${expires}`).digest();

export const signQuery = (
  kind: 'video' | 'certificate',
  resource: string | number,
  userId: number,
  ttlSeconds: number,
  now = Date.now(),
): string => {
  const expires = Math.floor(now / 1000) + ttlSeconds;
  const s = signature(kind, resource, userId, expires).toString('base64url');
  return `u=${userId}&e=${expires}&s=${s}`;
};

/** True when the query was signed here for this resource and has not expired. */
export const verifyQuery = (
  kind: 'video' | 'certificate',
  resource: string | number,
  query: Partial<Record<'u' | 'e' | 's', string>>,
): number | null => {
  const userId = Number(query.u);
  const expires = Number(query.e);
  if (!Number.isInteger(userId) || userId <= 0 || !Number.isInteger(expires) || !query.s) {
    return null;
  }
  if (expires * 1000 <= Date.now()) return null;
  const expected = signature(kind, resource, userId, expires);
  const given = Buffer.from(query.s, 'base64url');
  return given.length === expected.length && timingSafeEqual(given, expected) ? userId : null;
};

/**
 * The same signature as one path segment (`u.e.s`), for a folder of files that link to each
 * other by relative URLs: an HLS master playlist names its renditions' playlists, and those their
 * segments, so every file under `/hls/<token>/` carries the owner's signature without the
 * playlists being rewritten.
 */
export const signPathToken = (
  kind: 'video',
  resource: string | number,
  userId: number,
  ttlSeconds: number,
  now = Date.now(),
): string => {
  const query = new URLSearchParams(signQuery(kind, resource, userId, ttlSeconds, now));
  return `${query.get('u')}.${query.get('e')}.${query.get('s')}`;
};

/** The user a path token was signed for, or null (`verifyQuery`'s rules). */
export const verifyPathToken = (kind: 'video', resource: string | number, token: string) => {
  const [u, e, s] = token.split('.');
  return verifyQuery(kind, resource, { u, e, s });
};

/** The links of one deployment: signed files on the API, the verification page on the platform. */
export function learningLinks({
  publicUrl,
  platformUrl,
}: {
  publicUrl: string;
  platformUrl: string;
}) {
  const apiBase = publicUrl.replace(/\/+$/, '');
  const siteBase = platformUrl.replace(/\/+$/, '');
  return {
    video: (videoId: number, userId: number) =>
      `${apiBase}/v1/media/videos/${videoId}?${signQuery('video', videoId, userId, VIDEO_LINK_TTL_SECONDS)}`,
    /** The HLS master playlist of a transcoded video, under its signed folder. */
    hls: (videoId: number, userId: number) =>
      `${apiBase}/v1/media/videos/${videoId}/hls/${signPathToken('video', videoId, userId, VIDEO_LINK_TTL_SECONDS)}/master.m3u8`,
    certificate: (code: string, userId: number) =>
      `${apiBase}/v1/certificates/download/${code}?${signQuery('certificate', code, userId, CERTIFICATE_LINK_TTL_SECONDS)}`,
    verify: (code: string) => `${siteBase}/#/certificates/verify/${code}`,
  };
}
