import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { analysisResponseSchema } from '../../../contracts/analysis-api';
import * as fx from '../../test/images';
import { testDbKinds } from '../../test/databases';
import { filesUnder, signedInUser, type TestApp, withTestApp } from '../../test/harness';
import { analyze, rowCounts, withoutModel } from '../../test/analyses';
import { get, postJson, setPlan } from '../../test/members';
import { imagesDir } from '../../test/photos';

describe.each(testDbKinds())('analyze-complete on %s', (kind) => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let admin: string;

  withTestApp(
    async (app) => {
      t = app;
      alice = await signedInUser(t, 'alice@example.com');
      bob = await signedInUser(t, 'bob@example.com');
      admin = await signedInUser(t, 'admin@example.com');
      // More analyses than the free plan's five; the limit itself is tested in usage.int.test.ts.
      await setPlan(t, 'alice@example.com', 'pro-expert');
    },
    kind,
    { ...withoutModel, ADMIN_EMAILS: 'admin@example.com' },
  );

  it('answers 401 without a session', async () => {
    const res = await analyze(t, '', [await fx.jpeg()]);
    expect(res.statusCode).toBe(401);
  });

  it('analyses JPEG, PNG and WebP photos and answers every field with the stored photos', async () => {
    const res = await analyze(t, alice, [await fx.jpeg(1920, 1080), await fx.png(), await fx.webp()]);
    expect(res.statusCode).toBe(200);
    const body = analysisResponseSchema.parse(res.json());
    // The embedded analyzer without a model says honestly that it cannot identify the object.
    expect(body.provider).toBe('embedded');
    expect(body.confidenceScore).toBeLessThan(20);
    expect(body.language).toBe('fr');
    expect(body.photos).toHaveLength(3);
    expect(body.imageUrl).toBe(body.photos[0].url);
    expect(body.additionalImages).toEqual([body.photos[1].url, body.photos[2].url]);
    expect(body.photos[0]).toMatchObject({ width: 1920, height: 1080 });
    for (const key of [
      'name',
      'description',
      'category',
      'estimatedValueMin',
      'estimatedValueMax',
      'period',
      'style',
      'origin',
      'condition',
      'author',
      'manufacturer',
      'brand',
      'keyCharacteristics',
      'possibleOrigin',
      'expertiseReport',
      'marketData',
      'analysisData',
    ]) {
      expect(body).toHaveProperty(key);
    }
    // 3 photos, each a normalised JPEG and a WebP thumbnail
    expect(filesUnder(imagesDir(t))).toHaveLength(6);

    const full = await get(t, alice, body.photos[0].url);
    expect(full.statusCode).toBe(200);
    expect(full.headers['content-type']).toBe('image/jpeg');
    expect(full.headers['cache-control']).toMatch(/private.*max-age=31536000/);
    const thumb = await get(t, alice, body.photos[0].thumbnailUrl);
    expect(thumb.headers['content-type']).toBe('image/webp');
    const meta = await sharp(thumb.rawPayload).metadata();
    expect(Math.max(meta.width!, meta.height!)).toBeLessThanOrEqual(320);
    const again = await get(t, alice, body.photos[0].url, { 'if-none-match': String(full.headers.etag) });
    expect(again.statusCode).toBe(304);
  });

  it('answers in the language asked for, else the user’s', async () => {
    const res = await analyze(t, alice, [await fx.jpeg()], [{ name: 'language', data: 'en' }]);
    expect(res.json()).toMatchObject({ language: 'en', name: 'Unidentified object' });
  });

  it('stores a GPS-tagged photo without any EXIF and a sideways photo upright', async () => {
    const res = await analyze(t, alice, [await fx.jpegWithGps(), await fx.sidewaysJpeg()]);
    expect(res.statusCode).toBe(200);
    const [gps, sideways] = res.json().photos;
    const stored = (await get(t, alice, gps.url)).rawPayload;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(stored.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(stored.includes(Buffer.from('TestCam'))).toBe(false);
    const upright = await sharp((await get(t, alice, sideways.url)).rawPayload).metadata();
    expect([upright.width, upright.height]).toEqual([200, 300]);
    expect(upright.orientation ?? 1).toBe(1);
  });

  it('keeps each user’s photos and analyses private; administrators can see photos', async () => {
    const res = await analyze(t, alice, [await fx.jpeg()]);
    const { analysisId, photos } = res.json();
    for (const url of [photos[0].url, photos[0].thumbnailUrl, `/api/analyses/${analysisId}`]) {
      expect((await get(t, bob, url)).statusCode).toBe(404);
      expect((await get(t, alice, url)).statusCode).toBe(200);
    }
    expect((await get(t, '', photos[0].url)).statusCode).toBe(401);
    expect((await get(t, admin, photos[0].url)).statusCode).toBe(200);

    const before = await rowCounts(t.database.db);
    expect((await postJson(t, bob, '/api/reanalyze', { analysisId })).statusCode).toBe(404);
    expect((await postJson(t, bob, `/api/analyze/${analysisId}/enhance`, {})).statusCode).toBe(404);
    expect(await rowCounts(t.database.db)).toEqual(before);
    const history = (await get(t, bob, '/api/analyses')).json();
    expect(history.analyses.some((a: { analysisId: string }) => a.analysisId === analysisId)).toBe(false);
  });

  it('keeps a history and re-runs an analysis on its stored photos', async () => {
    const first = (await analyze(t, alice, [await fx.jpeg(), await fx.png()])).json();
    const history = (await get(t, alice, '/api/analyses')).json();
    expect(history.analyses[0]).toMatchObject({
      analysisId: first.analysisId,
      kind: 'complete',
      thumbnailUrl: first.photos[0].thumbnailUrl,
    });
    const stored = (await get(t, alice, `/api/analyses/${first.analysisId}`)).json();
    expect(stored).toMatchObject({
      analysisId: first.analysisId,
      name: first.name,
      photos: first.photos,
      enhanced: false,
    });

    const files = filesUnder(imagesDir(t)).length;
    const again = await postJson(t, alice, '/api/reanalyze', { analysisId: first.analysisId });
    expect(again.statusCode).toBe(200);
    expect(again.json().analysisId).not.toBe(first.analysisId);
    expect(again.json().photos).toEqual(first.photos);
    expect(filesUnder(imagesDir(t))).toHaveLength(files);

    expect((await postJson(t, alice, '/api/reanalyze', { objectId: 42 })).statusCode).toBe(404);
    expect((await postJson(t, alice, '/api/reanalyze', {})).statusCode).toBe(400);
    expect((await get(t, alice, '/api/analyses/not-a-uuid')).statusCode).toBe(404);
    expect((await get(t, alice, '/api/photos/not-a-uuid')).statusCode).toBe(404);
  });

  it('deletes a user’s photo files with the account, and nobody else’s', async () => {
    const carol = await signedInUser(t, 'carol@example.com');
    await analyze(t, carol, [await fx.jpeg(), await fx.png()]);
    const before = filesUnder(imagesDir(t)).length;
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/user',
      payload: { password: 'correct-horse-1' },
      headers: { cookie: carol },
    });
    expect(del.statusCode).toBe(200);
    expect(filesUnder(imagesDir(t))).toHaveLength(before - 4);
    expect((await get(t, alice, '/api/analyses')).json().analyses.length).toBeGreaterThan(0);
  });

  it('re-analyses an object saved in the collection from its stored photos, for its owner only', async () => {
    const analysis = (await analyze(t, alice, [await fx.jpeg(), await fx.webp()])).json();
    const saved = await postJson(t, alice, '/api/objects', {
      name: analysis.name,
      description: analysis.description,
      category: analysis.category,
      imageUrl: analysis.imageUrl,
      additionalImages: analysis.additionalImages,
      estimatedValueMin: analysis.estimatedValueMin,
      estimatedValueMax: analysis.estimatedValueMax,
      currency: 'EUR',
      confidenceScore: analysis.confidenceScore,
    });
    expect(saved.statusCode).toBe(201);
    const objectId = saved.json().id;
    const again = await postJson(t, alice, '/api/reanalyze', { objectId });
    expect(again.statusCode).toBe(200);
    expect(again.json().photos).toEqual(analysis.photos);
    expect((await postJson(t, bob, '/api/reanalyze', { objectId })).statusCode).toBe(404);
  });

  it('enhances a stored analysis through the same analyzer', async () => {
    const first = (await analyze(t, alice, [await fx.jpeg()])).json();
    const res = await postJson(t, alice, `/api/analyze/${first.analysisId}/enhance`, {});
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      analysisId: first.analysisId,
      expertiseReport: first.expertiseReport,
    });
    expect((await get(t, alice, `/api/analyses/${first.analysisId}`)).json().enhanced).toBe(true);
  });
});
