import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FOLLOW_UPS_INCLUDED } from '../../../contracts/analysis-api';
import { analyses, analysisFollowUps, rateLimit, user } from '../../db/schema';
import { type FakeProvider, openAiAt, startFakeProvider } from '../../test/model-providers';
import { modelAnswer } from '../../test/model-answers';
import * as fx from '../../test/images';
import { testDbKinds } from '../../test/databases';
import { createTestApp, signedInUser, type TestApp } from '../../test/harness';
import { analyzerRateLimit } from './rate-limits';
import { analyze } from '../../test/analyses';
import { get, postJson } from '../../test/members';
import { photoForm } from '../../test/multipart';

/**
 * Decision 021: every call that runs a paid vision model again on a stored analysis is one of the
 * follow-ups the analysis includes or one of the month's analyses, and none reaches the model beyond the
 * plan. The fake provider stands at the network edge: what it receives is what the model would bill.
 */
describe.each(testDbKinds())('follow-ups of an analysis against the plan on %s', (kind) => {
  let fake: FakeProvider;
  let t: TestApp;

  beforeAll(async () => {
    fake = await startFakeProvider('openai');
    // A loaded machine may be slow to warm the offline reader the remote analyzer runs first.
    t = await createTestApp(kind, { ...openAiAt(fake), AI_TIMEOUT_MS: '20000' });
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  const report = () => modelAnswer().expertiseReport as Record<string, unknown>;
  const used = async (cookie: string) =>
    (await get(t, cookie, '/api/usage/stats')).json().completeAnalysis.used as number;
  const userId = async (email: string) =>
    (await t.database.db.select({ id: user.id }).from(user).where(eq(user.email, email)))[0].id;
  /** Analyses already used this month, written as the app writes a successful one. */
  async function alreadyUsed(email: string, n: number) {
    const id = await userId(email);
    for (let i = 0; i < n; i++)
      await t.database.db.insert(analyses).values({
        userId: id,
        kind: 'complete',
        provider: 'openai',
        model: 'test-model',
        language: 'fr',
        status: 'success',
      });
  }
  async function firstAnalysis(cookie: string) {
    fake.set('valid', modelAnswer());
    const res = await analyze(t, cookie, [await fx.jpeg()]);
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  }
  const enhance = (cookie: string, id: string) => postJson(t, cookie, `/api/analyze/${id}/enhance`, {});
  const name = (cookie: string, id: string, typeId: string) =>
    postJson(t, cookie, `/api/analyses/${id}/name`, { typeId });
  /** Provider calls made while `run` runs. */
  async function calls(run: () => Promise<unknown>) {
    const before = fake.requests.length;
    await run();
    return fake.requests.length - before;
  }

  it('enhance: the included report, then one analysis each, then 429 with no call to the model', async () => {
    const email = 'enhance@example.com';
    const cookie = await signedInUser(t, email);
    const first = await firstAnalysis(cookie);
    expect(first.followUpsLeft).toEqual(FOLLOW_UPS_INCLUDED);
    await alreadyUsed(email, 3);
    expect(await used(cookie)).toBe(4);

    // A failed report gives its place back.
    fake.set('error500');
    expect([502, 504]).toContain((await enhance(cookie, first.analysisId)).statusCode);
    expect((await get(t, cookie, `/api/analyses/${first.analysisId}`)).json().followUpsLeft.enhance).toBe(1);

    fake.set('valid', report());
    const included = await enhance(cookie, first.analysisId);
    expect(included.statusCode, included.body).toBe(200);
    expect(included.json().followUpsLeft).toMatchObject({ enhance: 0, refine: FOLLOW_UPS_INCLUDED.refine });
    expect(await used(cookie)).toBe(4);

    // At 4 of 5, two reports at once: the one analysis left goes to one of them, and the model runs once.
    let answers: { statusCode: number; json(): { code?: string } }[] = [];
    const made = await calls(async () => {
      answers = await Promise.all([enhance(cookie, first.analysisId), enhance(cookie, first.analysisId)]);
    });
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 429]);
    expect(answers.find((a) => a.statusCode === 429)!.json().code).toBe('USAGE_LIMIT');
    expect(made).toBe(1);
    expect(await used(cookie)).toBe(5);
    const auth = (await get(t, cookie, '/api/auth/user')).json();
    expect(auth.analysisCount ?? auth.user?.analysisCount).toBe(5);

    // At 5 of 5, nothing more reaches the model: neither a report nor a re-analysis.
    expect(
      await calls(async () => {
        const refused = await enhance(cookie, first.analysisId);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().code).toBe('USAGE_LIMIT');
        const again = await postJson(t, cookie, '/api/reanalyze', { analysisId: first.analysisId });
        expect(again.statusCode).toBe(429);
      }),
    ).toBe(0);
  });

  it('namings, answers and close-ups: each within its allowance at 5 of 5, then refused before the model', async () => {
    const email = 'identify@example.com';
    const cookie = await signedInUser(t, email);
    const first = await firstAnalysis(cookie);
    await alreadyUsed(email, 4);
    expect(await used(cookie)).toBe(5);
    fake.set('valid', modelAnswer());

    const types = ['wristwatches', 'typewriters', 'rings', 'hifi-audio'];
    for (const [i, typeId] of types.slice(0, FOLLOW_UPS_INCLUDED.identify).entries()) {
      const res = await name(cookie, first.analysisId, typeId);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().followUpsLeft.identify).toBe(FOLLOW_UPS_INCLUDED.identify - i - 1);
    }
    // The same naming again changes nothing, so it uses nothing and calls nothing.
    expect(
      await calls(async () => {
        const same = await name(cookie, first.analysisId, types[FOLLOW_UPS_INCLUDED.identify - 1]);
        expect(same.statusCode).toBe(200);
      }),
    ).toBe(0);
    expect(
      await calls(async () => {
        const beyond = await name(cookie, first.analysisId, types[FOLLOW_UPS_INCLUDED.identify]);
        expect(beyond.statusCode).toBe(429);
        expect(beyond.json().code).toBe('USAGE_LIMIT');
      }),
    ).toBe(0);

    const stored = (await get(t, cookie, `/api/analyses/${first.analysisId}`)).json();
    const question = stored.refinement?.questions?.[0];
    expect(question, 'the named type asks questions').toBeTruthy();
    for (let i = 0; i < FOLLOW_UPS_INCLUDED.refine; i++) {
      const answer = question.answers[i % question.answers.length].id;
      const res = await postJson(t, cookie, `/api/analyses/${first.analysisId}/refine`, {
        answers: { [question.id]: answer },
      });
      expect(res.statusCode, res.body).toBe(200);
    }
    expect(
      await calls(async () => {
        const beyond = await postJson(t, cookie, `/api/analyses/${first.analysisId}/refine`, {
          answers: { [question.id]: question.answers[0].id },
        });
        expect(beyond.statusCode).toBe(429);
      }),
    ).toBe(0);

    const closeUp = async () => {
      const form = photoForm([await fx.jpeg()]);
      return t.app.inject({
        method: 'POST',
        url: `/api/analyses/${first.analysisId}/photos`,
        payload: form.payload,
        headers: { ...form.headers, cookie },
      });
    };
    for (let i = 0; i < FOLLOW_UPS_INCLUDED.photo; i++) expect((await closeUp()).statusCode).toBe(200);
    expect(
      await calls(async () => {
        expect((await closeUp()).statusCode).toBe(429);
      }),
    ).toBe(0);
    expect(await used(cookie)).toBe(5);
    expect((await get(t, cookie, `/api/analyses/${first.analysisId}`)).json().followUpsLeft).toEqual({
      enhance: FOLLOW_UPS_INCLUDED.enhance,
      refine: 0,
      identify: 0,
      photo: 0,
    });
  });

  it('another user gets 404 on my analysis’s follow-ups; nothing reserved, nothing sent to the model', async () => {
    const owner = await signedInUser(t, 'mine@example.com');
    const other = await signedInUser(t, 'theirs@example.com');
    const first = await firstAnalysis(owner);
    const id = first.analysisId;
    const form = photoForm([await fx.jpeg()]);
    expect(
      await calls(async () => {
        const answers = await Promise.all([
          enhance(other, id),
          postJson(t, other, `/api/analyses/${id}/refine`, { answers: { q: 'a' } }),
          name(other, id, 'wristwatches'),
          postJson(t, other, `/api/analyses/${id}/choose`, { candidateId: 'plates' }),
          postJson(t, other, '/api/reanalyze', { analysisId: id }),
          t.app.inject({
            method: 'POST',
            url: `/api/analyses/${id}/photos`,
            payload: form.payload,
            headers: { ...form.headers, cookie: other },
          }),
        ]);
        expect(answers.map((a) => a.statusCode)).toEqual([404, 404, 404, 404, 404, 404]);
      }),
    ).toBe(0);
    const rows = await t.database.db
      .select()
      .from(analysisFollowUps)
      .where(eq(analysisFollowUps.analysisId, id));
    expect(rows).toEqual([]);
  });

  it('rate-limits one user’s calls to the analyzer on stored photos, before the plan and the model', async () => {
    const email = 'busy@example.com';
    const cookie = await signedInUser(t, email);
    const first = await firstAnalysis(cookie);
    const key = `analyzer:user:${await userId(email)}`;
    await t.database.db
      .insert(rateLimit)
      .values({ id: key, key, count: analyzerRateLimit.max, lastRequest: Date.now() });
    fake.set('valid', report());
    const form = photoForm([await fx.jpeg()]);
    expect(
      await calls(async () => {
        const answers = [
          await enhance(cookie, first.analysisId),
          await name(cookie, first.analysisId, 'wristwatches'),
          await postJson(t, cookie, '/api/reanalyze', { analysisId: first.analysisId }),
          await t.app.inject({
            method: 'POST',
            url: `/api/analyses/${first.analysisId}/photos`,
            payload: form.payload,
            headers: { ...form.headers, cookie },
          }),
        ];
        for (const res of answers) {
          expect(res.statusCode, res.body).toBe(429);
          expect(res.json().code).toBe('RATE_LIMITED');
        }
      }),
    ).toBe(0);
    expect(await used(cookie)).toBe(1);
    const reserved = await t.database.db
      .select()
      .from(analysisFollowUps)
      .where(and(eq(analysisFollowUps.analysisId, first.analysisId)));
    expect(reserved).toEqual([]);
    // Another user is not slowed by it.
    const calm = await signedInUser(t, 'calm@example.com');
    const theirs = await firstAnalysis(calm);
    fake.set('valid', report());
    expect((await enhance(calm, theirs.analysisId)).statusCode).toBe(200);
  });
});
