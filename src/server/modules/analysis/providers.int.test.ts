import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyses } from '../../db/schema';
import { type FakeProvider, openAiAt, startFakeProvider } from '../../test/model-providers';
import { modelAnswer } from '../../test/model-answers';
import { categories } from '../../analysis/knowledge';
import * as fx from '../../test/images';
import { testDbKinds } from '../../test/databases';
import { createTestApp, filesUnder, signedInUser, type TestApp } from '../../test/harness';
import { savedObject } from '../../test/objects';
import { analyze, rowCounts } from '../../test/analyses';
import { get, postJson, setPlan } from '../../test/members';
import { imagesDir } from '../../test/photos';

describe.each(testDbKinds())('a remote provider behind the API on %s', (kind) => {
  let fake: FakeProvider;
  let t: TestApp;
  let cookie: string;
  let other: string;
  /** An object the owner saved from an analysis, through the collection's own route. */
  let objectId: number;

  beforeAll(async () => {
    fake = await startFakeProvider('openai');
    t = await createTestApp(kind, {
      ...openAiAt(fake),
      AI_TIMEOUT_MS: '1000',
    });
    cookie = await signedInUser(t, 'owner@example.com');
    other = await signedInUser(t, 'other@example.com');
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const used = async () => (await get(t, cookie, '/api/usage/stats')).json().completeAnalysis.used;

  it('answers 502 for an unusable answer and 504 for a silent provider; neither counts nor stores photos', async () => {
    fake.set('malformed');
    const bad = await analyze(t, cookie, [await fx.jpeg()]);
    expect(bad.statusCode).toBe(502);
    expect(bad.json()).toMatchObject({ code: 'PROVIDER_ERROR' });
    expect(bad.json().error).toMatch(/no usable answer/);

    fake.set('hang');
    const slow = await analyze(t, cookie, [await fx.jpeg()]);
    expect(slow.statusCode).toBe(504);
    expect(slow.json()).toMatchObject({ code: 'PROVIDER_TIMEOUT' });

    expect(await used()).toBe(0);
    expect(filesUnder(imagesDir(t))).toEqual([]);
    // Kept for the admin figures, as failures.
    expect(await rowCounts(t.database.db)).toEqual({ photos: 0, analyses: 2 });
    const rows = await t.database.db.select().from(analyses);
    expect(rows.map((r) => r.status)).toEqual(['failed', 'failed']);
    expect(rows[0]).toMatchObject({ provider: 'openai', model: 'test-model' });
  });

  it('answers the model’s validated appraisal and persists it', async () => {
    fake.set('valid', modelAnswer({ estimatedValueMin: 90, estimatedValueMax: 30 }));
    const res = await analyze(t, cookie, [await fx.jpeg(), await fx.png()]);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      provider: 'openai',
      model: 'test-model',
      name: 'Assiette en faïence de Gien',
    });
    // The model named a plate: its range is the plates' recorded prices, not its own (swapped) figures.
    const plates = categories.find((c) => c.id === 'plates')!;
    expect(body.valuationBasis.of).toBe('Assiettes et plats');
    expect(body.estimatedValueMin).toBeGreaterThanOrEqual(plates.band.quantiles[0]);
    expect(body.estimatedValueMax).toBeLessThanOrEqual(plates.band.quantiles[6]);
    expect(await used()).toBe(1);
    const [row] = await t.database.db.select().from(analyses).where(eq(analyses.id, body.analysisId));
    expect(row).toMatchObject({
      status: 'success',
      kind: 'complete',
      language: 'fr',
      photoIds: body.photos.map((p: { id: string }) => p.id),
    });
    expect(row.durationMs).toBeGreaterThanOrEqual(0);
    expect(row.result?.name).toBe(body.name);
  });

  it('enhances a stored analysis with a deeper report', async () => {
    // A category no type matches: the model's own range (30–90) stands, and the report is checked against it.
    fake.set('valid', modelAnswer({ category: 'Misc.', name: 'Thing' }));
    const first = (await analyze(t, cookie, [await fx.jpeg()])).json();
    const report = modelAnswer().expertiseReport as Record<string, unknown>;
    fake.set('valid', {
      ...report,
      valuationDetails: {
        baseValue: 55,
        highEndValue: 120,
        marketConditions: 'Demande soutenue',
        factorsInfluencingPrice: ['décor'],
      },
    });
    const res = await postJson(t, cookie, `/api/analyze/${first.analysisId}/enhance`, {});
    expect(res.statusCode).toBe(200);
    // A best case above the analysis's own maximum is brought back to it: an estimate never contradicts itself.
    expect(res.json().expertiseReport.valuationDetails).toMatchObject({
      baseValue: 55,
      highEndValue: res.json().estimatedValueMax,
    });
    expect(res.json().estimatedValueMax).toBeLessThan(120);
    const stored = (await get(t, cookie, `/api/analyses/${first.analysisId}`)).json();
    expect(stored.expertiseReport.valuationDetails.baseValue).toBe(55);

    fake.set('error500');
    const failed = await postJson(t, cookie, `/api/analyze/${first.analysisId}/enhance`, {});
    expect([502, 504]).toContain(failed.statusCode);
  });

  it('re-analyses a saved object on its stored photos, only for its owner', async () => {
    fake.set('valid', modelAnswer());
    const first = (await analyze(t, cookie, [await fx.jpeg(), await fx.webp()])).json();
    const saved = await postJson(
      t,
      cookie,
      '/api/objects',
      savedObject({ name: first.name, imageUrl: first.imageUrl, additionalImages: first.additionalImages }),
    );
    expect(saved.statusCode).toBe(201);
    objectId = saved.json().id;

    fake.requests.length = 0;
    const res = await postJson(t, cookie, '/api/reanalyze', { objectId });
    expect(res.statusCode).toBe(200);
    expect(res.json().photos).toEqual(first.photos);
    expect(JSON.stringify(fake.requests[0].body).match(/"type":"image_url"/g)).toHaveLength(2);
    expect((await postJson(t, other, '/api/reanalyze', { objectId })).statusCode).toBe(404);
  });

  it('searches the market for entitled plans only', async () => {
    const body = { name: 'Assiette Gien', category: 'Céramique', searchTerms: ['assiette Gien'] };
    const free = await postJson(t, cookie, '/api/search-marketplace', body);
    expect(free.statusCode).toBe(403);
    expect(free.json()).toMatchObject({ code: 'ENTITLEMENT_REQUIRED' });

    await setPlan(t, 'owner@example.com', 'patrimoine-collection');
    fake.set('valid', {
      sources: [{ name: 'Catawiki', priceRange: '40 € – 90 €', description: 'Enchères en ligne' }],
    });
    const res = await postJson(t, cookie, '/api/search-marketplace', body);
    expect(res.statusCode).toBe(200);
    const sources = res.json().marketData.sources;
    expect(sources[0]).toMatchObject({ name: 'Catawiki', priceRange: '40 € – 90 €' });
    expect(sources[0].url).toMatch(/^https:\/\/www\.catawiki\.com\//);

    expect((await postJson(t, cookie, '/api/search-marketplace', { category: 'x' })).statusCode).toBe(400);
    // The body is enough; an object id must still be the user's own.
    expect((await postJson(t, cookie, '/api/search-marketplace', { ...body, objectId })).statusCode).toBe(
      200,
    );
    await setPlan(t, 'other@example.com', 'patrimoine-collection');
    expect((await postJson(t, other, '/api/search-marketplace', { ...body, objectId })).statusCode).toBe(404);

    fake.set('malformed');
    expect((await postJson(t, cookie, '/api/search-marketplace', body)).statusCode).toBe(502);
  });
});
