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
    // The creating routes say they take an Idempotency-Key; the others do not.
    const headerOf = (op: { parameters?: { in: string; name: string }[] }) =>
      op.parameters?.find((p) => p.in === 'header' && p.name === 'Idempotency-Key');
    for (const [path, method] of [
      ['/api/rooms', 'post'],
      ['/api/objects', 'post'],
      ['/api/houses', 'post'],
      ['/api/analyze-complete', 'post'],
      ['/api/subscription/upgrade', 'post'],
    ]) {
      expect(headerOf(doc.paths[path][method]), `${method} ${path}`).toMatchObject({ required: false });
    }
    expect(headerOf(doc.paths['/api/rooms'].get)).toBeUndefined();
    // A body given per content type (JSON or a ZIP archive) is described per type.
    expect(
      doc.paths['/api/import'].post.requestBody.content['application/json'].schema.properties,
    ).toHaveProperty('rooms');
  });
});
