import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { analysisResponseSchema, type AnalysisResponse } from '../../../contracts/analysis-api';
import { PRICE_FLOOR } from '../../analysis/appraisal-rules';
import { labelPhoto, markCloseUp, testPhotosDir } from '../../test/embedded-model';
import { withTestApp, signedInUser, type TestApp } from '../../test/harness';
import { analyze } from '../../test/analyses';
import { get } from '../../test/members';

/**
 * POST /api/analyses/{id}/photos with the real offline analyzer and text reader: a close-up of a hallmark
 * names the maker and leaves the estimate the whole object's photo gave; text that names no maker is
 * still shown and kept with the analysis.
 */
describe('adding a close-up of a mark to an analysis', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let cup: AnalysisResponse;

  withTestApp(async (app) => {
    t = app;
    alice = await signedInUser(t, 'alice@example.com');
    bob = await signedInUser(t, 'bob@example.com');
    const res = await analyze(t, alice, [readFileSync(path.join(testPhotosDir, 'coffee-cup.jpg'))]);
    cup = analysisResponseSchema.parse(res.json());
  }, 'pglite');

  const addPhoto = (cookie: string, id: string, photo: Buffer) =>
    analyze(t, cookie, [photo], [], `/api/analyses/${id}/photos`);

  it('names the maker and keeps the estimate; another user gets nothing', async () => {
    expect(cup.confidenceScore).toBeGreaterThanOrEqual(PRICE_FLOOR);
    expect(cup.estimatedValueMax).toBeGreaterThan(0);
    const hallmark = await markCloseUp(['STERLING 925', 'TIFFANY & CO', 'MADE IN USA']);

    expect((await addPhoto(bob, cup.analysisId, hallmark)).statusCode).toBe(404);

    const res = await addPhoto(alice, cup.analysisId, hallmark);
    expect(res.statusCode, res.body).toBe(200);
    const more = analysisResponseSchema.parse(res.json());
    expect(more.photos).toHaveLength(2);
    expect(more.manufacturer).toBe('Tiffany & Co');
    expect(more.brand).toBe('Tiffany & Co');
    expect(more.marksRecognised?.map((m) => m.id)).toEqual(expect.arrayContaining(['tiffany', 'sterling']));
    expect(more.name).toBe(cup.name);
    expect(more.confidenceScore).toBeGreaterThanOrEqual(cup.confidenceScore);
    expect([more.estimatedValueMin, more.estimatedValueMax]).toEqual([
      cup.estimatedValueMin,
      cup.estimatedValueMax,
    ]);
    expect(more.regulatedFlags).toEqual([]);

    const stored = analysisResponseSchema.parse(
      (await get(t, alice, `/api/analyses/${cup.analysisId}`)).json(),
    );
    expect(stored.manufacturer).toBe('Tiffany & Co');
    expect(stored.estimatedValueMax).toBe(cup.estimatedValueMax);
    expect((await get(t, bob, `/api/analyses/${cup.analysisId}`)).statusCode).toBe(404);
  });

  it('shows and keeps text that names no maker', async () => {
    const start = analysisResponseSchema.parse(
      (await analyze(t, alice, [readFileSync(path.join(testPhotosDir, 'coffee-cup.jpg'))])).json(),
    );
    const res = await addPhoto(
      alice,
      start.analysisId,
      await labelPhoto(['ATELIER DUPRAT', 'BORDEAUX 1932']),
    );
    expect(res.statusCode, res.body).toBe(200);
    const more = analysisResponseSchema.parse(res.json());
    expect(more.textRead).toMatch(/DUPRAT/);
    expect(more.marksRecognised).toEqual([]);
    expect(more.manufacturer).toBe('');
    const stored = analysisResponseSchema.parse(
      (await get(t, alice, `/api/analyses/${start.analysisId}`)).json(),
    );
    expect(stored.textRead).toBe(more.textRead);
  });
});
