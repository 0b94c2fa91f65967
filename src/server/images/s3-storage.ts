import {
  DeleteObjectsCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  DeleteObjectCommand,
  S3Client,
  type S3ClientConfig,
} from '@aws-sdk/client-s3';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import { assertValidKey, type ImageStorage } from './storage';

export interface S3Location {
  bucket: string;
  /** Key prefix inside the bucket, without leading or trailing slash; '' for the bucket's root. */
  prefix: string;
}

/** `s3://bucket/some/prefix` → { bucket, prefix }; anything else is an error with the reason. */
export function parseS3Url(url: string): S3Location {
  const m = /^s3:\/\/([a-z0-9][a-z0-9.-]{1,61}[a-z0-9])(\/.*)?$/.exec(url);
  if (!m) throw new Error('must look like s3://bucket or s3://bucket/prefix (a valid bucket name)');
  const prefix = (m[2] ?? '').replace(/^\/+|\/+$/g, '');
  if (prefix && !/^[A-Za-z0-9_.\-/]+$/.test(prefix))
    throw new Error('the prefix may hold letters, digits, - _ . and /');
  return { bucket: m[1], prefix };
}

/**
 * The client as AWS, MinIO, Garage, Ceph RGW and R2 all accept it. Credentials, region and endpoint come
 * from the standard variables (AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY, AWS_REGION,
 * AWS_ENDPOINT_URL_S3 / AWS_ENDPOINT_URL), read by the SDK itself. A custom endpoint gets path-style
 * addressing (bucket in the path), which every S3-compatible server understands. Checksums are sent only
 * when an operation requires them: the SDK's default CRC32 headers are refused by some compatible stores.
 */
export function s3ClientFromEnv(env: NodeJS.ProcessEnv = process.env): S3Client {
  const endpoint = env.AWS_ENDPOINT_URL_S3 || env.AWS_ENDPOINT_URL;
  const config: S3ClientConfig = {
    region: env.AWS_REGION || env.AWS_DEFAULT_REGION || 'us-east-1',
    forcePathStyle: Boolean(endpoint),
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
    maxAttempts: 3,
  };
  if (endpoint) config.endpoint = endpoint;
  // Keys given in the environment; without them the SDK's own chain (instance role, profile, SSO).
  if (env.AWS_ACCESS_KEY_ID && env.AWS_SECRET_ACCESS_KEY) {
    config.credentials = {
      accessKeyId: env.AWS_ACCESS_KEY_ID,
      secretAccessKey: env.AWS_SECRET_ACCESS_KEY,
      ...(env.AWS_SESSION_TOKEN ? { sessionToken: env.AWS_SESSION_TOKEN } : {}),
    };
  }
  return new S3Client(config);
}

const isMissing = (err: unknown) => {
  const e = err as { name?: string; $metadata?: { httpStatusCode?: number } };
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.$metadata?.httpStatusCode === 404;
};

/** Photos as objects in a bucket (private: the app reads them for their owner; nothing is public). */
export function createS3Storage(location: S3Location, client: S3Client = s3ClientFromEnv()): ImageStorage {
  const { bucket } = location;
  const base = location.prefix ? `${location.prefix}/` : '';
  const keyOf = (key: string) => {
    assertValidKey(key);
    return base + key;
  };

  async function* list(prefix?: string): AsyncIterable<string> {
    if (prefix) assertValidKey(prefix);
    const from = base + (prefix ? `${prefix}/` : '');
    let token: string | undefined;
    do {
      const page = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: from, ContinuationToken: token }),
      );
      for (const o of page.Contents ?? []) if (o.Key) yield o.Key.slice(base.length);
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }

  return {
    describe: () => `s3://${bucket}/${location.prefix}`,
    async put(key, data) {
      // A PUT is atomic on S3: readers see the old object or the whole new one, never a part.
      await client.send(new PutObjectCommand({ Bucket: bucket, Key: keyOf(key), Body: data }));
    },
    async putFile(key, file) {
      const { size } = await stat(file);
      await client.send(
        new PutObjectCommand({
          Bucket: bucket,
          Key: keyOf(key),
          Body: createReadStream(file),
          ContentLength: size,
        }),
      );
    },
    async stream(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return res.Body as Readable;
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async get(key) {
      try {
        const res = await client.send(new GetObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return Buffer.from(await res.Body!.transformToByteArray());
      } catch (err) {
        if (isMissing(err)) return null;
        throw err;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(key) }));
        return true;
      } catch (err) {
        if (isMissing(err)) return false;
        throw err;
      }
    },
    async deleteAll(prefix) {
      assertValidKey(prefix);
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const Objects = batch.map((k) => ({ Key: base + k }));
        batch = [];
        // DeleteObjects requires a Content-MD5 or checksum: the SDK adds it for this operation.
        await client.send(new DeleteObjectsCommand({ Bucket: bucket, Delete: { Objects, Quiet: true } }));
      };
      for await (const key of list(prefix)) {
        batch.push(key);
        if (batch.length === 1000) await flush();
      }
      await flush();
    },
    list,
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    // Nothing to sweep: a PUT is atomic, no partial object is ever visible.
    sweepTemporary: async () => 0,
  };
}
