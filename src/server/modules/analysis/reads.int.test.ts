import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { analysisResponseSchema, type AnalysisResponse } from '../../../contracts/analysis-api';
import { analyses, analysisFollowUps } from '../../db/schema';
import { analyze, withoutModel } from '../../test/analyses';
import { withTestApp, type TestApp } from '../../test/harness';
import { jpeg } from '../../test/images';
import { as, member, type Member } from '../../test/members';

/**
 * A read never writes (docs/decisions/034-analysis-reads-never-write.md), and every stored answer passes
 * the rule gate on its way out or is refused (analysis/result-gate.ts, modules/analysis/stored.ts).
 */
describe('reading a stored analysis', () => {
  let t: TestApp;
  let alice: Member;
  let bob: Member;

  // The embedded analyzer without a classifier: its "unidentified" answer, in both languages (decision 030).
  withTestApp(
    async (app) => {
      t = app;
      alice = await member(t, 'alice@example.com');
      bob = await member(t, 'bob@example.com');
    },
    'pglite',
    withoutModel,
  );

  const analyse = async (who: Member): Promise<AnalysisResponse> => {
    const res = await analyze(t, who.cookie, [await jpeg(400, 300)], [{ name: 'language', data: 'fr' }]);
    expect(res.statusCode, res.body).toBe(200);
    return analysisResponseSchema.parse(res.json());
  };

  /** Every analysis and follow-up row, as stored. */
  const everything = async () => ({
    analyses: await t.database.db.select().from(analyses).orderBy(analyses.id),
    followUps: await t.database.db.select().from(analysisFollowUps).orderBy(analysisFollowUps.id),
  });

  describe('in the reader’s language', () => {
    let made: AnalysisResponse;
    beforeAll(async () => {
      made = await analyse(alice);
    });

    it('answers the other language and leaves the database as it was', async () => {
      const url = `/api/analyses/${made.analysisId}`;
      const before = await everything();
      const en = await as(t, alice).get(`${url}?language=en`);
      expect(en.statusCode, en.body).toBe(200);
      const read = analysisResponseSchema.parse(en.json());
      expect(read.language).toBe('en');
      expect(read.description).not.toBe(made.description);
      expect((await as(t, alice).get(url)).statusCode).toBe(200);
      expect(await everything()).toEqual(before);
      // The stored language is still the one it was made in: the read kept nothing.
      expect(analysisResponseSchema.parse((await as(t, alice).get(url)).json()).language).toBe('fr');
    });

    it('gives another user nothing', async () => {
      const res = await as(t, bob).get(`/api/analyses/${made.analysisId}?language=en`);
      expect(res.statusCode).toBe(404);
    });
  });

  describe('a stored answer the rule gate refuses', () => {
    let broken: AnalysisResponse;
    beforeAll(async () => {
      broken = await analyse(alice);
      // A row no analyzer would write, as if edited by hand (the column's type has to be forced for it).
      const corrupted = { name: 42, estimatedValueMin: 'a lot', confidenceScore: 'sure' };
      await t.database.db
        .update(analyses)
        .set({ result: corrupted as never })
        .where(eq(analyses.id, broken.analysisId));
    });

    it('is refused with a clear error, never answered as stored', async () => {
      const before = await everything();
      const url = `/api/analyses/${broken.analysisId}`;
      for (const res of [
        await as(t, alice).get(url),
        await as(t, alice).get(`${url}?language=en`),
        await as(t, alice).post(`${url}/refine`, { answers: { q: 'a' } }),
        await as(t, alice).post(`${url}/choose`, { candidateId: 'rings' }),
        await as(t, alice).post(`${url}/name`, { typeId: 'rings' }),
        await as(t, alice).post(`/api/analyze/${broken.analysisId}/enhance`, {}),
      ]) {
        expect(res.statusCode, res.body).toBe(409);
        expect(res.json().code).toBe('ANALYSIS_UNREADABLE');
        expect(res.body).not.toContain('a lot');
      }
      expect(await everything()).toEqual(before);
      // Nor listed.
      const history = (await as(t, alice).get('/api/analyses')).json();
      expect(history.analyses.map((a: { analysisId: string }) => a.analysisId)).not.toContain(
        broken.analysisId,
      );
    });

    it('can be analysed again from its photos', async () => {
      const res = await as(t, alice).post('/api/reanalyze', { analysisId: broken.analysisId });
      expect(res.statusCode, res.body).toBe(200);
      const again = analysisResponseSchema.parse(res.json());
      expect(again.analysisId).not.toBe(broken.analysisId);
      expect(again.photos.map((p) => p.id)).toEqual(broken.photos.map((p) => p.id));
    });

    it('gives another user nothing', async () => {
      const url = `/api/analyses/${broken.analysisId}`;
      expect((await as(t, bob).get(url)).statusCode).toBe(404);
      expect((await as(t, bob).post('/api/reanalyze', { analysisId: broken.analysisId })).statusCode).toBe(
        404,
      );
    });
  });
});
