import { describe, expect, it } from 'vitest';
import type { ValuationBasis } from '../../../contracts/analysis';
import { testDbKinds } from '../../test/databases';
import { withTestApp, type TestApp } from '../../test/harness';
import { analysisIdFor } from '../../test/analyses';
import { analysisOf, saveObject } from '../../test/objects';
import { type Client, clientFor } from '../../test/members';

/** An object keeps what its range rests on while the range is the analysis's, and only then. */

const observed: ValuationBasis = {
  kind: 'observed',
  of: 'Pendule de cheminée',
  n: 212,
  from: '2017',
  to: '2023',
  sources: ['Drouot', 'Invaluable'],
  percentiles: { p5: 300, p25: 700, p50: 1000, p75: 1400, p95: 2500 },
  summary: 'D’après 212 prix relevés (pendule de cheminée), 2017–2023, 2 sources',
};

describe.each(testDbKinds())('valuation basis on %s', (kind) => {
  let t: TestApp;
  let n = 0;
  const fresh = () => clientFor(t, `basis${++n}-${kind}@example.com`);
  const basisOf = async (c: Client, id: number) =>
    (await c.call('GET', `/api/objects/${id}`)).body.analysisData.valuationBasis;

  withTestApp((app) => (t = app), kind);

  it('copies the basis from the stored analysis, never from the body', async () => {
    const c = await fresh();
    const analysisId = await analysisIdFor(t, c.id, 'success', analysisOf({ valuationBasis: observed }));
    const saved = await saveObject(c, { analysisId });
    expect(saved.analysisData.valuationBasis).toEqual(observed);
    expect(await basisOf(c, saved.id)).toEqual(observed);

    // Without an analysis, a basis in the body is not the server's: dropped.
    const typed = await saveObject(c, {
      analysisData: { steps: [], valuationBasis: { ...observed, summary: 'Trust me' } },
    });
    expect(typed.analysisData.valuationBasis).toBeUndefined();
    // An older analysis without a basis gives none (the screens then say "rough guide").
    const older = await saveObject(c, { analysisId: await analysisIdFor(t, c.id, 'success', analysisOf()) });
    expect(older.analysisData.valuationBasis).toBeUndefined();
  });

  it('keeps it through text edits, drops it when the owner types a range, takes a re-analysis’s', async () => {
    const c = await fresh();
    const analysisId = await analysisIdFor(t, c.id, 'success', analysisOf({ valuationBasis: observed }));
    const saved = await saveObject(c, { analysisId });
    const patch = (body: Record<string, unknown>) => c.call('PATCH', `/api/objects/${saved.id}`, body);

    expect((await patch({ notes: 'Dans le salon', analysisData: { steps: [] } })).status).toBe(200);
    expect(await basisOf(c, saved.id)).toEqual(observed);

    expect((await patch({ estimatedValueMin: 2000, estimatedValueMax: 3000 })).status).toBe(200);
    expect(await basisOf(c, saved.id)).toBeUndefined();

    const borrowed: ValuationBasis = {
      ...observed,
      kind: 'borrowed',
      n: 40,
      borrowedFrom: 'Horlogerie',
      summary: 'D’après 40 prix d’objets proches (horlogerie), 2019–2023, 1 source',
    };
    const again = await analysisIdFor(
      t,
      c.id,
      'success',
      analysisOf({ estimatedValueMin: 900, estimatedValueMax: 1600, valuationBasis: borrowed }),
    );
    const res = await patch({ analysisId: again, estimatedValueMin: 900, estimatedValueMax: 1600 });
    expect(res.status).toBe(200);
    expect(res.body.analysisData.valuationBasis).toEqual(borrowed);
  });

  it('drops it when comparables make the estimate', async () => {
    const c = await fresh();
    const analysisId = await analysisIdFor(t, c.id, 'success', analysisOf({ valuationBasis: observed }));
    const saved = await saveObject(c, { analysisId });
    const day = new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10);
    for (const price of [2000, 2200, 2400]) {
      const res = await c.call('POST', `/api/objects/${saved.id}/comparables`, {
        title: 'Pendule, Drouot',
        price,
        date: day,
        kind: 'sold',
      });
      expect(res.status, JSON.stringify(res.body)).toBe(201);
    }
    const after = (await c.call('GET', `/api/objects/${saved.id}`)).body;
    expect(after.estimatedValueMin).not.toBe(800);
    expect(after.analysisData.valuationBasis).toBeUndefined();
    expect(after.analysisData.steps).toEqual(saved.analysisData.steps);
  });
});
