import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { amountInText } from '../../../contracts/currency';
import { analysisResponseSchema, MAX_PHOTOS, type AnalysisResponse } from '../../../contracts/analysis-api';
import { CONFIDENT_WIDTH, PRICE_FLOOR } from '../../analysis/appraisal-rules';
import { testPhotos, testPhotosDir } from '../../test/embedded-model';
import { withTestApp, signedInUser, type TestApp } from '../../test/harness';
import { analyze, rowCounts } from '../../test/analyses';
import { get, postJson, setPlan } from '../../test/members';

/**
 * The real offline model on the repository's test photos: an unsure answer gives no price and offers
 * candidates; the owner's choice gives a priced, narrow appraisal without spending an analysis.
 */
describe('choosing among the candidates of an unsure answer', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let unsure: AnalysisResponse;

  withTestApp(async (app) => {
    t = app;
    alice = await signedInUser(t, 'alice@example.com');
    bob = await signedInUser(t, 'bob@example.com');
    await setPlan(t, 'alice@example.com', 'pro-expert');
    // Whichever test photo the model is unsure about: the test holds for any calibration.
    for (const photo of testPhotos()) {
      const res = await analyze(t, alice, [readFileSync(path.join(testPhotosDir, photo.file))]);
      const body = analysisResponseSchema.parse(res.json());
      if (body.confidenceScore < PRICE_FLOOR && body.candidates.length >= 2) {
        unsure = body;
        break;
      }
    }
  }, 'pglite');

  it('says no price at all below the floor and offers the candidates', () => {
    expect(unsure, 'one test photo gives an unsure answer').toBeDefined();
    expect(unsure.estimatedValueMin).toBe(0);
    expect(unsure.estimatedValueMax).toBe(0);
    const { photos, imageUrl, additionalImages, analysisId, ...shown } = unsure;
    void [photos, imageUrl, additionalImages, analysisId];
    expect(JSON.stringify(shown)).not.toMatch(amountInText());
  });

  it('refuses another user and an id that is not a candidate', async () => {
    const url = `/api/analyses/${unsure.analysisId}/choose`;
    const candidateId = unsure.candidates[1].id;
    expect((await postJson(t, bob, url, { candidateId })).statusCode).toBe(404);
    expect((await postJson(t, alice, url, { candidateId: 'not-a-type' })).statusCode).toBe(400);
    expect((await postJson(t, alice, url, {})).statusCode).toBe(400);
    expect((await postJson(t, alice, '/api/analyses/not-a-uuid/choose', { candidateId })).statusCode).toBe(
      404,
    );
  });

  it('appraises the chosen type with a narrow range, keeps it, and does not count an analysis', async () => {
    const usage = async () => (await get(t, alice, '/api/usage/stats')).json().completeAnalysis.used;
    const before = await usage();
    const chosen = unsure.candidates[1];
    const res = await postJson(t, alice, `/api/analyses/${unsure.analysisId}/choose`, {
      candidateId: chosen.id,
    });
    expect(res.statusCode).toBe(200);
    const body = analysisResponseSchema.parse(res.json());
    expect(body.name).toBe(chosen.name);
    expect(body.confidenceScore).toBeGreaterThanOrEqual(PRICE_FLOOR);
    expect(body.estimatedValueMin).toBeGreaterThan(0);
    expect(body.estimatedValueMax / body.estimatedValueMin).toBeLessThanOrEqual(CONFIDENT_WIDTH);
    expect(body.valuationBasis?.summary).toBeTruthy();
    expect(body.evidence.join(' ')).toContain(chosen.name);
    expect(body.candidates).toEqual([]);
    expect(body.photos.map((p) => p.id)).toEqual(unsure.photos.map((p) => p.id));
    expect(await usage()).toBe(before);
    // Stored: reading the analysis back gives the chosen appraisal; a second choice has nothing to choose.
    expect((await get(t, alice, `/api/analyses/${unsure.analysisId}`)).json().name).toBe(chosen.name);
    const again = await postJson(t, alice, `/api/analyses/${unsure.analysisId}/choose`, {
      candidateId: chosen.id,
    });
    expect(again.statusCode).toBe(400);
  });

  it('asks the questions of the chosen type, and each answer narrows the range without counting', async () => {
    const url = `/api/analyses/${unsure.analysisId}/refine`;
    const usage = async () => (await get(t, alice, '/api/usage/stats')).json().completeAnalysis.used;
    const before = await usage();
    const chosen = analysisResponseSchema.parse(
      (await get(t, alice, `/api/analyses/${unsure.analysisId}`)).json(),
    );
    const questions = chosen.refinement!.questions;
    expect(questions.length).toBeGreaterThanOrEqual(2);
    expect(questions.every((q) => q.answer === undefined)).toBe(true);
    const width = (r: AnalysisResponse) => r.estimatedValueMax / r.estimatedValueMin;

    // Another user, an unknown question, an answer the question does not offer: nothing changes.
    const [first, second] = questions;
    const known = (q: (typeof questions)[number]) =>
      q.answers.find((a) => !/unknown|untested/.test(a.id))!.id;
    expect((await postJson(t, bob, url, { answers: { [first.id]: known(first) } })).statusCode).toBe(404);
    expect((await postJson(t, alice, url, { answers: { nope: 'yes' } })).statusCode).toBe(400);
    expect((await postJson(t, alice, url, { answers: { [first.id]: 'nope' } })).statusCode).toBe(400);
    expect((await postJson(t, alice, url, { answers: {} })).statusCode).toBe(400);

    const once = analysisResponseSchema.parse(
      (await postJson(t, alice, url, { answers: { [first.id]: known(first) }, language: 'en' })).json(),
    );
    expect(once.name).not.toBe('');
    expect(once.refinement!.chosen).toBe(chosen.refinement!.chosen);
    expect(once.estimatedValueMin).toBeGreaterThan(0);
    expect(width(once)).toBeLessThanOrEqual(width(chosen));
    expect(once.refinement!.questions.find((q) => q.id === first.id)!.answer).toBe(known(first));
    const ownerFacts = once.refinement!.facts.filter((f) => f.source === 'owner');
    // The answer is recorded as the owner's; what the object is still comes from the owner's choice.
    const asked = once.refinement!.questions.find((q) => q.id === first.id)!;
    expect(ownerFacts.map((f) => f.label)).toContain(asked.text);

    // The second answer keeps the first and narrows further.
    const twice = analysisResponseSchema.parse(
      (await postJson(t, alice, url, { answers: { [second.id]: known(second) }, language: 'en' })).json(),
    );
    expect(twice.refinement!.questions.filter((q) => q.answer).length).toBe(2);
    expect(width(twice)).toBeLessThanOrEqual(width(once));
    expect((await get(t, alice, `/api/analyses/${unsure.analysisId}`)).json().estimatedValueMax).toBe(
      twice.estimatedValueMax,
    );
    expect(await usage()).toBe(before);
  });

  it('adds a close-up to an analysis: appraised again on every photo, not counted, refused photos leave nothing', async () => {
    const usage = async () => (await get(t, alice, '/api/usage/stats')).json().completeAnalysis.used;
    const [first, second] = testPhotos().map((p) => readFileSync(path.join(testPhotosDir, p.file)));
    const start = analysisResponseSchema.parse((await analyze(t, alice, [first])).json());
    const url = `/api/analyses/${start.analysisId}/photos`;
    const before = { usage: await usage(), rows: await rowCounts(t.database.db) };

    expect((await analyze(t, bob, [second], [], url)).statusCode).toBe(404);
    const garbage = await analyze(t, alice, [Buffer.from('not a photo at all')], [], url);
    expect(garbage.statusCode).toBeGreaterThanOrEqual(400);
    expect(garbage.statusCode).toBeLessThan(500);
    expect((await analyze(t, alice, [second, second], [], url)).statusCode).toBe(400);
    expect(await rowCounts(t.database.db)).toEqual(before.rows);

    const res = await analyze(t, alice, [second], [], url);
    expect(res.statusCode, res.body).toBe(200);
    const more = analysisResponseSchema.parse(res.json());
    expect(more.analysisId).toBe(start.analysisId);
    expect(more.photos.map((p) => p.id).slice(0, 1)).toEqual(start.photos.map((p) => p.id));
    expect(more.photos).toHaveLength(2);
    expect(await usage()).toBe(before.usage);
    const stored = (await get(t, alice, `/api/analyses/${start.analysisId}`)).json();
    expect(stored.photos).toHaveLength(2);

    // Up to the limit of photos per analysis, then a clear refusal that stores nothing.
    for (let n = 2; n < MAX_PHOTOS; n++)
      expect((await analyze(t, alice, [first], [], url)).statusCode).toBe(200);
    const rows = await rowCounts(t.database.db);
    const over = await analyze(t, alice, [first], [], url);
    expect(over.statusCode).toBe(400);
    expect(await rowCounts(t.database.db)).toEqual(rows);
  });

  it("reads an offline answer in the reader's language, keeping the owner's choice and answers", async () => {
    const url = `/api/analyses/${unsure.analysisId}`;
    const before = analysisResponseSchema.parse((await get(t, alice, url)).json());
    const other = before.language === 'fr' ? 'en' : 'fr';
    expect((await get(t, bob, `${url}?language=${other}`)).statusCode).toBe(404);
    expect((await get(t, alice, `${url}?language=de`)).statusCode).toBe(400);

    const read = analysisResponseSchema.parse((await get(t, alice, `${url}?language=${other}`)).json());
    expect(read.language).toBe(other);
    expect(read.description).not.toBe(before.description);
    expect([read.estimatedValueMin, read.estimatedValueMax]).toEqual([
      before.estimatedValueMin,
      before.estimatedValueMax,
    ]);
    expect(read.refinement?.chosen).toBe(before.refinement?.chosen);
    expect(read.refinement?.questions.map((q) => q.answer)).toEqual(
      before.refinement?.questions.map((q) => q.answer),
    );
    // A read keeps nothing (decision 034): the next read without a language is the stored one.
    expect((await get(t, alice, url)).json().language).toBe(before.language);
  });
});
