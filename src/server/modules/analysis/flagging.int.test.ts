import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeProvider, openAiAt, startFakeProvider } from '../../test/model-providers';
import { modelAnswer } from '../../test/model-answers';
import * as fx from '../../test/images';
import { testDbKinds } from '../../test/databases';
import { createTestApp, type TestApp } from '../../test/harness';
import { as, member, type Member } from '../../test/members';
import { savedObject } from '../../test/objects';
import { analyze } from '../../test/analyses';

/**
 * Results that suspect regulated material (ivory, protected species, weapons) go to the moderators: the
 * model is a local server speaking the OpenAI protocol, so the whole path from its answer to the admin
 * queue is the real one.
 */
describe.each(testDbKinds())('flagging regulated material on %s', (kind) => {
  let fake: FakeProvider;
  let t: TestApp;
  let boss: Member;
  let owner: Member;
  let other: Member;
  const flagged = async (status = 'open') =>
    (await as(t, boss).get(`/api/admin/flagged-content?status=${status}`)).json().flags as {
      id: string;
      kind: string;
      refId: string;
      reason: string;
      status: string;
      userEmail: string;
    }[];
  // A flag needs the regulated type named at confidence 80 or more, or words that say it (appraisal-rules.ts).
  const ivory = modelAnswer({
    name: 'Netsuke en ivoire',
    confidenceScore: 85,
    regulatedFlags: ['ivoire', 'espèce protégée'],
  });

  beforeAll(async () => {
    fake = await startFakeProvider('openai');
    t = await createTestApp(kind, {
      ...openAiAt(fake),
      ADMIN_EMAILS: `boss-${kind}@example.com`,
    });
    boss = await member(t, `boss-${kind}@example.com`);
    owner = await member(t, `owner-${kind}@example.com`);
    other = await member(t, `other-${kind}@example.com`);
  });
  afterAll(async () => {
    await t?.close();
    await fake?.close();
  });

  it('queues an analysis that suspects regulated material, and the object saved from it', async () => {
    fake.set('valid', ivory);
    const res = await analyze(t, owner.cookie, [await fx.jpeg()]);
    expect(res.statusCode, res.body).toBe(200);
    const analysis = res.json();
    expect(await flagged()).toEqual([
      expect.objectContaining({
        kind: 'analysis',
        refId: analysis.analysisId,
        reason: 'ivoire, espèce protégée',
        status: 'open',
        userEmail: owner.email,
      }),
    ]);

    const saved = await as(t, owner).post(
      '/api/objects',
      savedObject({ name: analysis.name, imageUrl: analysis.imageUrl, analysisId: analysis.analysisId }),
    );
    expect(saved.statusCode, saved.body).toBe(201);
    const queue = await flagged();
    expect(queue).toHaveLength(2);
    expect(queue.find((f) => f.kind === 'object')).toMatchObject({
      refId: String(saved.json().id),
      reason: 'ivoire, espèce protégée',
      userEmail: owner.email,
    });

    // Someone else cannot save an object from that analysis at all (as if it did not exist), so no flag.
    const foreign = await as(t, other).post('/api/objects', savedObject({ analysisId: analysis.analysisId }));
    expect(foreign.statusCode).toBe(404);
    expect(await flagged()).toHaveLength(2);

    // An administrator decides; the decision leaves the open queue.
    const [objectFlag, analysisFlag] = [
      queue.find((f) => f.kind === 'object')!,
      queue.find((f) => f.kind === 'analysis')!,
    ];
    expect((await as(t, boss).post(`/api/admin/flags/${analysisFlag.id}/approve`)).json().status).toBe(
      'approved',
    );
    expect((await as(t, boss).post(`/api/admin/flags/${objectFlag.id}/reject`)).json().status).toBe(
      'rejected',
    );
    expect(await flagged()).toEqual([]);
    expect((await flagged('approved')).map((f) => f.id)).toEqual([analysisFlag.id]);
    expect((await flagged('rejected')).map((f) => f.id)).toEqual([objectFlag.id]);
    // Users neither see nor settle the queue.
    expect((await as(t, owner).get('/api/admin/flagged-content')).statusCode).toBe(403);
    expect((await as(t, owner).post(`/api/admin/flags/${objectFlag.id}/approve`)).statusCode).toBe(403);
  });

  it('queues nothing for a guess: a regulated type below 80 that no word on the photo or of the owner names', async () => {
    const before = (await flagged('all')).length;
    // Toy soldiers taken for a military helmet: the model suspects Third Reich insignia, unsure.
    fake.set(
      'valid',
      modelAnswer({
        name: 'Casque militaire allemand',
        confidenceScore: 62,
        regulatedFlags: ['Insignes du IIIe Reich : vente encadrée'],
      }),
    );
    const res = await analyze(t, owner.cookie, [await fx.jpeg()]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().regulatedFlags).toEqual([]);
    expect(await flagged('all')).toHaveLength(before);
  });

  it('queues a re-analysis that suspects it again, and nothing for an ordinary result', async () => {
    fake.set('valid', modelAnswer());
    const plain = (await analyze(t, other.cookie, [await fx.jpeg()])).json();
    const saved = await as(t, other).post('/api/objects', savedObject({ analysisId: plain.analysisId }));
    expect(saved.statusCode).toBe(201);
    expect(await flagged('all')).toHaveLength(2);

    fake.set('valid', ivory);
    const again = await as(t, other).post('/api/reanalyze', { analysisId: plain.analysisId });
    expect(again.statusCode, again.body).toBe(200);
    expect(await flagged()).toEqual([
      expect.objectContaining({ kind: 'analysis', refId: again.json().analysisId, userEmail: other.email }),
    ]);
  });

  it("queues a guess once the owner's own choice names the material, and not before", async () => {
    const netsuke = { id: 'netsuke-ivoire', name: 'Netsuke en ivoire', score: 45 };
    fake.set(
      'valid',
      modelAnswer({
        name: 'Netsuke',
        confidenceScore: 30,
        regulatedFlags: ['ivoire'],
        candidates: [netsuke, { id: 'netsuke-bois', name: 'Netsuke en bois', score: 30 }],
      }),
    );
    const first = await analyze(t, owner.cookie, [await fx.jpeg()]);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().regulatedFlags).toEqual([]);
    const queued = (await flagged('all')).length;

    // The model still says 60 after the choice; the owner's words (the type they chose) are the evidence.
    fake.set(
      'valid',
      modelAnswer({ name: 'Netsuke en ivoire', confidenceScore: 60, regulatedFlags: ['ivoire'] }),
    );
    const url = `/api/analyses/${first.json().analysisId}/choose`;
    expect((await as(t, other).post(url, { candidateId: netsuke.id })).statusCode).toBe(404);
    const chosen = await as(t, owner).post(url, { candidateId: netsuke.id });
    expect(chosen.statusCode, chosen.body).toBe(200);
    expect(chosen.json().regulatedFlags).toEqual(['ivoire']);
    const queue = await flagged('all');
    expect(queue).toHaveLength(queued + 1);
    expect(queue).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'analysis', refId: first.json().analysisId, reason: 'ivoire' }),
      ]),
    );
  });
});
