import { readFileSync } from 'node:fs';
import path from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { analysisResponseSchema, type AnalysisResponse } from '../../../contracts/analysis-api';
import { categories } from '../../analysis/knowledge';
import { testPhotos, testPhotosDir } from '../../test/embedded-model';
import { ownerReferences, user } from '../../db/schema';
import { signedInUser, withTestApp, type TestApp } from '../../test/harness';
import { analyze } from '../../test/analyses';
import { get, postJson } from '../../test/members';

/**
 * Corrections teach, on the real offline model: the type an owner chooses for a photo names that photo
 * next time for that owner only, unless the administrators pool the confirmed photos.
 */
describe('corrections teach the owner’s own references', () => {
  let t: TestApp;
  let alice: string;
  let bob: string;
  let boss: string;
  let photo: Buffer;
  let first: AnalysisResponse;
  let chosen: { id: string; name: string };

  const references = async (email: string) => {
    const [row] = await t.database.db
      .select({ n: count() })
      .from(ownerReferences)
      .innerJoin(user, eq(user.id, ownerReferences.userId))
      .where(eq(user.email, email));
    return Number(row.n);
  };
  const analysed = async (cookie: string, image = photo) =>
    analysisResponseSchema.parse((await analyze(t, cookie, [image])).json());
  const patchSettings = (cookie: string, payload: object) =>
    t.app.inject({ method: 'PATCH', url: '/api/admin/settings', payload, headers: { cookie } });

  withTestApp(
    async (app) => {
      t = app;
      alice = await signedInUser(t, 'alice@example.com');
      bob = await signedInUser(t, 'bob@example.com');
      boss = await signedInUser(t, 'boss@example.com');
      // A photo the model is unsure about, so that a candidate other than its first can be chosen.
      for (const p of testPhotos()) {
        const image = readFileSync(path.join(testPhotosDir, p.file));
        const body = await analysed(alice, image);
        if (body.candidates.length >= 2) {
          photo = image;
          first = body;
          break;
        }
      }
      chosen = first.candidates[1];
    },
    'pglite',
    { ADMIN_EMAILS: 'boss@example.com' },
  );

  it('keeps a reference when the owner chooses a candidate, once per photo', async () => {
    expect(first, 'one test photo gives candidates').toBeDefined();
    expect(categories.some((c) => c.id === chosen.id)).toBe(true);
    expect(await references('alice@example.com')).toBe(0);
    const res = await postJson(t, alice, `/api/analyses/${first.analysisId}/choose`, {
      candidateId: chosen.id,
    });
    expect(res.statusCode).toBe(200);
    expect(await references('alice@example.com')).toBe(1);
  });

  it('names the corrected type on the owner’s next analysis of the same photo', async () => {
    const again = await analysed(alice);
    expect(again.name).toBe(chosen.name);
    expect(again.confidenceScore).toBeGreaterThan(first.confidenceScore);
  });

  it('changes nothing for another owner, who gets nothing of the first owner’s', async () => {
    const theirs = await analysed(bob);
    expect(theirs.name).toBe(first.name);
    expect(theirs.confidenceScore).toBe(first.confidenceScore);
    expect(await references('bob@example.com')).toBe(0);
    for (const url of [`/api/analyses/${first.analysisId}`, `/api/analyses/${first.analysisId}/choose`]) {
      const res = url.endsWith('choose')
        ? await postJson(t, bob, url, { candidateId: chosen.id })
        : await get(t, bob, url);
      expect(res.statusCode).toBe(404);
    }
    expect(JSON.stringify((await get(t, bob, '/api/analyses')).json())).not.toContain(first.analysisId);
  });

  it('lets only an administrator pool the confirmed photos, off by default', async () => {
    expect((await get(t, boss, '/api/admin/settings')).json()).toEqual({
      poolReferences: false,
      defaultPlanId: 'patrimoine-gratuit',
    });
    expect((await get(t, bob, '/api/admin/settings')).statusCode).toBe(403);
    expect((await patchSettings(bob, { poolReferences: true })).statusCode).toBe(403);
    expect((await patchSettings(boss, { poolReferences: 'yes' })).statusCode).toBe(400);
    expect((await patchSettings(boss, { other: true })).statusCode).toBe(400);
    expect((await get(t, boss, '/api/admin/settings')).json()).toEqual({
      poolReferences: false,
      defaultPlanId: 'patrimoine-gratuit',
    });

    const on = await patchSettings(boss, { poolReferences: true });
    expect(on.statusCode).toBe(200);
    expect(on.json()).toEqual({ poolReferences: true, defaultPlanId: 'patrimoine-gratuit' });
    // Pooled: Alice's confirmed photo now names Bob's photo too; Bob learns nothing of whose it is.
    const pooled = await analysed(bob);
    expect(pooled.name).toBe(chosen.name);
    expect(JSON.stringify(pooled)).not.toMatch(/alice/i);

    expect((await patchSettings(boss, { poolReferences: false })).json()).toEqual({
      poolReferences: false,
      defaultPlanId: 'patrimoine-gratuit',
    });
    expect((await analysed(bob)).name).toBe(first.name);
  });

  it('learns from a saved object whose category the owner changes to an object type', async () => {
    const theirs = await analysed(bob);
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/objects',
      payload: { name: theirs.name, analysisId: theirs.analysisId, imageUrl: theirs.imageUrl },
      headers: { cookie: bob },
    });
    expect(saved.statusCode).toBe(201);
    const patch = (payload: object) =>
      t.app.inject({
        method: 'PATCH',
        url: `/api/objects/${saved.json().id}`,
        payload,
        headers: { cookie: bob },
      });
    // Words that name no type teach nothing.
    expect((await patch({ category: 'Souvenir de famille' })).statusCode).toBe(200);
    expect(await references('bob@example.com')).toBe(0);
    expect((await patch({ category: chosen.name })).statusCode).toBe(200);
    expect(await references('bob@example.com')).toBe(1);
    expect((await analysed(bob)).name).toBe(chosen.name);
    // Corrected again: the photo's reference is replaced, not added to.
    const other = categories.find((c) => c.id !== chosen.id)!;
    expect((await patch({ category: other.name[1] })).statusCode).toBe(200);
    expect(await references('bob@example.com')).toBe(1);
    expect((await patch({ category: chosen.name })).statusCode).toBe(200);
    // Alice's answers are hers: Bob's edit does not add to them.
    expect(await references('alice@example.com')).toBe(1);
  });

  it('forgets them with the account', async () => {
    await t.database.db.delete(user).where(eq(user.email, 'alice@example.com'));
    expect(await references('alice@example.com')).toBe(0);
    expect((await t.database.db.select({ n: count() }).from(ownerReferences))[0].n).toBe(1);
  });
});
