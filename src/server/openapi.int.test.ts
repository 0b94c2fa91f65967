import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test/harness';

describe('OpenAPI document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('describes the routes from their zod contracts at /api/docs', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/objects', '/api/rooms', '/api/analyze-complete']),
    );
    // A body schema taken from the contracts, not an empty placeholder.
    expect(
      doc.paths['/api/rooms'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('name');
    expect(Object.keys(doc.paths)).not.toContain('/api/docs');
  });
});
