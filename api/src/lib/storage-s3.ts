import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { checkKey, type ByteRange, type Storage, type StoredObject } from './storage';

/**
 * The storage interface on any S3-compatible object store (MEDIA_S3_URL), through the AWS SDK:
 * every API instance reads and writes the same bucket, so a file uploaded through one instance
 * is served by all. Path-style addressing (`http://host:port/bucket/key`), which MinIO, Ceph,
 * Garage and the test server take; AWS itself takes it too.
 *
 * `MEDIA_S3_URL=http://ACCESS_KEY:SECRET@host:9000/bucket[/prefix][?region=eu-central-1]`
 */
export interface S3Location {
  endpoint: string;
  bucket: string;
  /** Inside the bucket, with a trailing slash; '' for the bucket's root. */
  prefix: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/** Reads MEDIA_S3_URL; throws a sentence naming what is missing. */
export function parseS3Url(raw: string): S3Location {
  const url = new URL(raw);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error('must be an http or https URL');
  }
  const [bucket, ...rest] = url.pathname.split('/').filter(Boolean);
  if (!bucket) throw new Error('must name the bucket as its path (http://host:9000/bucket)');
  if (!url.username || !url.password) {
    throw new Error('must carry the access key and secret (http://KEY:SECRET@host/bucket)');
  }
  return {
    endpoint: `${url.protocol}//${url.host}`,
    bucket,
    prefix: rest.length > 0 ? `${rest.join('/')}/` : '',
    region: url.searchParams.get('region') ?? 'us-east-1',
    accessKeyId: decodeURIComponent(url.username),
    secretAccessKey: decodeURIComponent(url.password),
  };
}

const missing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' ||
    error.name === 'NotFound' ||
    error.$metadata.httpStatusCode === 404);

export function createS3Storage(raw: string): Storage & { client: S3Client; location: S3Location } {
  const location = parseS3Url(raw);
  const client = new S3Client({
    endpoint: location.endpoint,
    region: location.region,
    forcePathStyle: true,
    credentials: {
      accessKeyId: location.accessKeyId,
      secretAccessKey: location.secretAccessKey,
    },
    // The SDK's newer checksum headers are not understood by every S3-compatible store.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const Bucket = location.bucket;
  const keyOf = (key: string) => `${location.prefix}${checkKey(key)}`;

  return {
    client,
    location,

    async put(key, body, { contentType } = {}) {
      if (Buffer.isBuffer(body)) {
        await client.send(
          new PutObjectCommand({ Bucket, Key: keyOf(key), Body: body, ContentType: contentType }),
        );
        return;
      }
      // A stream of unknown length goes up in parts; a failed part aborts the whole upload,
      // so no half-written object is left behind.
      await new Upload({
        client,
        params: { Bucket, Key: keyOf(key), Body: body, ContentType: contentType },
        queueSize: 2,
        leavePartsOnError: false,
      }).done();
    },

    async get(key: string, range?: ByteRange): Promise<StoredObject | null> {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: keyOf(key),
            Range: range ? `bytes=${range.start}-${range.end}` : undefined,
          }),
        );
        const body = answer.Body as Readable | undefined;
        if (!body) return null;
        // A ranged answer says the whole size after the slash of its Content-Range.
        const whole = answer.ContentRange ? Number(answer.ContentRange.split('/')[1]) : NaN;
        return { body, size: Number.isFinite(whole) ? whole : (answer.ContentLength ?? 0) };
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async size(key: string): Promise<number | null> {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket, Key: keyOf(key) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (missing(error)) return null;
        throw error;
      }
    },

    async delete(key: string): Promise<void> {
      await client.send(new DeleteObjectCommand({ Bucket, Key: keyOf(key) }));
    },

    async deletePrefix(prefix: string): Promise<void> {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({
            Bucket,
            Prefix: `${keyOf(prefix)}/`,
            ContinuationToken: token,
          }),
        );
        const keys = (page.Contents ?? []).flatMap((item) => (item.Key ? [{ Key: item.Key }] : []));
        if (keys.length > 0) {
          await client.send(new DeleteObjectsCommand({ Bucket, Delete: { Objects: keys } }));
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },

    async close() {
      client.destroy();
    },
  };
}
