import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage, s3ClientFromEnv } from './images/s3-storage';
import { createTestApp, type TestApp } from './test/harness';

describe('health', () => {
  let t: TestApp;
  let broken: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    // A bucket nobody listens for: the store cannot be reached.
    const unreachable = createS3Storage(
      { bucket: 'photos', prefix: '' },
      s3ClientFromEnv({
        AWS_ENDPOINT_URL_S3: 'http://127.0.0.1:9',
        AWS_ACCESS_KEY_ID: 'a',
        AWS_SECRET_ACCESS_KEY: 'b',
      }),
    );
    broken = await createTestApp('pglite', {}, { imageStorage: unreachable });
  });
  afterAll(async () => {
    await t.close();
    await broken.close();
  });

  it('is live while the process serves', async () => {
    const res = await t.app.inject({ url: '/api/health/live' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('is ready when the database, the photo store and the model answer', async () => {
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.json()).toEqual({ status: 'ready', checks: { database: 'ok', storage: 'ok', model: 'ok' } });
    expect(res.statusCode).toBe(200);
  });

  it('is not ready, naming the check, when the photo store cannot be reached', async () => {
    const res = await broken.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'ok', storage: 'failed' },
    });
  });

  it('is not ready once draining before a stop', async () => {
    t.app.health.drain();
    const res = await t.app.inject({ url: '/api/health/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json().status).toBe('draining');
    expect((await t.app.inject({ url: '/api/health/live' })).statusCode).toBe(200);
  });
});
