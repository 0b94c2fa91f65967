import { afterAll, beforeAll } from 'vitest';
import type { DbKind } from './databases';
import { createTestApp, type TestApp } from './harness';
import { startTestS3, type TestS3 } from './s3-server';

/**
 * A test app whose photos live in a local S3-compatible bucket, reached as an operator sets it up: the
 * standard AWS variables in the environment (put back as they were afterwards), STORAGE_URL on the bucket.
 * `set` receives the app and the bucket's server once both run.
 */
export function withS3TestApp(kind: DbKind, set: (t: TestApp, s3: TestS3) => unknown): void {
  let s3: TestS3 | undefined;
  let app: TestApp | undefined;
  const saved: Record<string, string | undefined> = {};

  beforeAll(async () => {
    s3 = await startTestS3();
    for (const [k, v] of Object.entries(s3.env)) {
      saved[k] = process.env[k];
      process.env[k] = v;
    }
    app = await createTestApp(kind, { STORAGE_URL: `s3://${s3.bucket}/trouvaille` });
    await set(app, s3);
  });
  afterAll(async () => {
    await app?.close();
    await s3?.close();
    for (const [k, v] of Object.entries(saved)) {
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
    }
  });
}
