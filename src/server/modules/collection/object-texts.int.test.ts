import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { Language } from '../../../contracts/analysis';
import { analysisResponseSchema, type AnalysisResponse } from '../../../contracts/analysis-api';
import { objectSchema, type CollectionObject } from '../../../contracts/collection';
import { PRICE_FLOOR } from '../../analysis/appraisal-rules';
import { testPhotos, testPhotosDir } from '../../test/embedded-model';
import { withTestApp, type TestApp } from '../../test/harness';
import { analyze } from '../../test/analyses';
import { type Client, clientFor, setPlan } from '../../test/members';

/**
 * The real offline model on the repository's test photos: an object saved from an answer written in one
 * language reads, field by field, as the analyzer wrote it in the other (decision 030), except what the
 * owner typed.
 */
describe("an object's texts in the reader's language", () => {
  let t: TestApp;
  let owner: Client;
  let stranger: Client;
  const first: Partial<Record<Language, AnalysisResponse>> = {};

  withTestApp(async (app) => {
    t = app;
    owner = await clientFor(t, 'texts-owner@example.com');
    stranger = await clientFor(t, 'texts-stranger@example.com');
    await setPlan(t, owner.email, 'pro-expert');
    // A priced answer, whichever test photo gives one: the test holds for any calibration.
    for (const photo of testPhotos()) {
      const data = readFileSync(path.join(testPhotosDir, photo.file));
      const res = await analyze(t, owner.cookie, [data], [{ name: 'language', data: 'en' }]);
      const body = analysisResponseSchema.parse(res.json());
      if (body.confidenceScore >= PRICE_FLOOR) {
        first.en = body;
        const fr = await analyze(t, owner.cookie, [data], [{ name: 'language', data: 'fr' }]);
        first.fr = analysisResponseSchema.parse(fr.json());
        break;
      }
    }
  }, 'pglite');

  const read = async (id: number, language?: Language, c = owner) => {
    const res = await c.call('GET', `/api/objects/${id}${language ? `?language=${language}` : ''}`);
    return { status: res.status, object: res.status === 200 ? objectSchema.parse(res.body) : undefined };
  };
  const objectIn = async (id: number, language: Language) => (await read(id, language)).object!;
  /** The analysis read in `language`: what the analysis screen shows that reader. */
  const analysisIn = async (id: string, language: Language) =>
    analysisResponseSchema.parse((await owner.call('GET', `/api/analyses/${id}?language=${language}`)).body);
  /** Saved as the capture screen saves it, read in the language the answer was written in. */
  const save = async (analysis: AnalysisResponse): Promise<CollectionObject> => {
    const res = await owner.call('POST', `/api/objects?language=${analysis.language}`, {
      analysisId: analysis.analysisId,
      name: analysis.name,
      imageUrl: analysis.imageUrl,
      additionalImages: analysis.additionalImages,
      roomId: null,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    return objectSchema.parse(res.body);
  };
  const analyzerFields = (o: CollectionObject | AnalysisResponse) => ({
    name: o.name,
    description: o.description,
    category: o.category,
    period: o.period,
    style: o.style,
    origin: o.origin,
    keyCharacteristics: o.keyCharacteristics,
    possibleOrigin: o.possibleOrigin,
    expertiseReport: o.expertiseReport,
    marketData: o.marketData,
    searchTerms: o.searchTerms,
    steps: o.analysisData.steps,
    // An analysis carries its basis beside its figures, an object in its analysisData.
    basis: ('valuationBasis' in o
      ? (o as AnalysisResponse).valuationBasis
      : (o as CollectionObject).analysisData.valuationBasis
    )?.summary,
  });

  it.each([
    ['en', 'fr'],
    ['fr', 'en'],
  ] as const)(
    'analysed in %s, read in %s: every text of the analyzer in the reader’s language',
    async (from, to) => {
      const analysis = first[from];
      expect(analysis, 'one test photo gives a priced answer').toBeDefined();
      const saved = await save(analysis!);
      expect(analyzerFields(saved)).toEqual(analyzerFields(analysis!));

      const translated = await objectIn(saved.id, to);
      // Exactly what the analysis screen shows a reader of that language, figures unchanged.
      const shown = await analysisIn(analysis!.analysisId, to);
      expect(shown.language).toBe(to);
      expect(analyzerFields(translated)).toEqual(analyzerFields(shown));
      expect(translated.description).not.toBe(saved.description);
      expect(translated.period).toMatch(to === 'fr' ? /^Typiquement\u00a0: / : /^Typically: /);
      expect(translated.analysisData.valuationBasis?.summary).toBeTruthy();
      expect(translated.analysisData.valuationBasis?.summary).not.toBe(
        saved.analysisData.valuationBasis?.summary,
      );
      expect([translated.estimatedValueMin, translated.estimatedValueMax]).toEqual([
        saved.estimatedValueMin,
        saved.estimatedValueMax,
      ]);
      expect(translated.textsLanguage).toBeUndefined();
      // And back: the saved language reads as saved.
      expect(analyzerFields(await objectIn(saved.id, from))).toEqual(analyzerFields(saved));
      // Without ?language=, the account's language (fr for a new account here).
      expect((await read(saved.id)).object!.description).toBe((await objectIn(saved.id, 'fr')).description);
    },
  );

  it('keeps what the owner typed as typed, in every language, and the rest follows the reader', async () => {
    const saved = await save(first.en!);
    const edited = await owner.call('PATCH', `/api/objects/${saved.id}?language=fr`, {
      description: 'Ma théière préférée, héritée de ma grand-mère.',
    });
    expect(edited.status).toBe(200);
    for (const language of ['fr', 'en'] as const) {
      const o = await objectIn(saved.id, language);
      expect(o.description).toBe('Ma théière préférée, héritée de ma grand-mère.');
      expect(o.period).toBe((await analysisIn(first.en!.analysisId, language)).period);
    }
  });

  it('stores a form sent back in the reader’s language as the analyzer’s words, not as the owner’s', async () => {
    const saved = await save(first.en!);
    const fr = await objectIn(saved.id, 'fr');
    // The edit form sends every text field it showed; only the name was changed.
    const res = await owner.call('PATCH', `/api/objects/${saved.id}?language=fr`, {
      name: 'Théière du salon',
      category: fr.category,
      description: fr.description,
      period: fr.period,
      style: fr.style,
      origin: fr.origin,
      notes: 'Achetée en brocante',
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(objectSchema.parse(res.body).description).toBe(fr.description);
    const en = await objectIn(saved.id, 'en');
    expect(en.name).toBe('Théière du salon');
    expect(en.name).not.toBe(saved.name);
    expect(en.description).toBe(saved.description);
    expect(en.period).toBe(saved.period);
    expect(en.category).toBe(saved.category);
  });

  it('shows a shared object to a visitor in their language, the owner’s words as typed', async () => {
    const saved = await save(first.en!);
    await owner.call('PATCH', `/api/objects/${saved.id}`, { name: 'Tasse de ma grand-mère' });
    const res = await owner.call('POST', '/api/shares', { scope: 'object', id: saved.id, showValues: false });
    expect(res.status).toBe(201);
    const token = String(res.body.url).split('/s/')[1];
    const visit = async (query: string, headers: Record<string, string> = {}) => {
      const r = await t.app.inject({ method: 'GET', url: `/api/public/shares/${token}${query}`, headers });
      expect(r.statusCode).toBe(200);
      return r.json().object as { name: string; description: string; period: string };
    };
    const fr = await analysisIn(first.en!.analysisId, 'fr');
    for (const seen of [
      await visit('?language=fr'),
      await visit('', { 'accept-language': 'fr-FR,fr;q=0.9' }),
    ]) {
      expect(seen.name).toBe('Tasse de ma grand-mère');
      expect(seen.period).toBe(fr.period);
    }
    const en = await visit('', { 'accept-language': 'en-GB' });
    expect(en.name).toBe('Tasse de ma grand-mère');
    expect(en.period).toBe(first.en!.period);
  });

  it('shows an object saved without an analysis, or before texts were kept, as stored', async () => {
    const res = await owner.call('POST', '/api/objects', {
      name: 'Vase de Gallé',
      description: 'Vase en verre multicouche.',
      period: 'Art nouveau',
      roomId: null,
      imageUrl: null,
      additionalImages: [],
    });
    expect(res.status).toBe(201);
    const o = await objectIn(res.body.id, 'en');
    expect([o.name, o.description, o.period]).toEqual([
      'Vase de Gallé',
      'Vase en verre multicouche.',
      'Art nouveau',
    ]);
    expect(o.textsLanguage).toBeUndefined();
  });

  it('names an English analysis in French on every list a French reader sees, the owner’s name as typed', async () => {
    const room = (await owner.call('POST', '/api/rooms', { name: 'Salon', type: 'living_room' })).body.id;
    const en = first.en!;
    const fr = await analysisIn(en.analysisId, 'fr');
    expect(fr.name).not.toBe(en.name);
    const saved = await save(en);
    await owner.call('PATCH', `/api/objects/${saved.id}`, { roomId: room });
    const renamed = await save(en);
    await owner.call('PATCH', `/api/objects/${renamed.id}`, { roomId: room, name: 'Tasse de ma grand-mère' });

    type Item = { id: number; name: string; category: string };
    const named = (items: Item[]) =>
      Object.fromEntries(
        items.filter((i) => [saved.id, renamed.id].includes(i.id)).map((i) => [i.id, [i.name, i.category]]),
      );
    const lists = async (language: Language | '') => {
      const q = language ? `language=${language}&` : '';
      const get = async (url: string) => {
        const res = await owner.call('GET', url);
        expect(res.status, url).toBe(200);
        return res.body;
      };
      const search = encodeURIComponent((language === 'en' ? en : fr).name.slice(0, 6));
      return {
        collection: named(await get(`/api/objects?${q}`)),
        page: named((await get(`/api/objects?${q}limit=10`)).items),
        search: named(await get(`/api/objects?${q}q=${search}`)),
        room: named(await get(`/api/objects/room/${room}?${q}`)),
        recent: named((await get(`/api/dashboard/stats?${q}`)).recentObjects),
      };
    };
    const inFrench = {
      [saved.id]: [fr.name, fr.category],
      [renamed.id]: ['Tasse de ma grand-mère', fr.category],
    };
    const inEnglish = {
      [saved.id]: [en.name, en.category],
      [renamed.id]: ['Tasse de ma grand-mère', en.category],
    };
    const frenchLists = await lists('fr');
    for (const [list, items] of Object.entries(frenchLists)) {
      // Search finds by the French name the reader sees; the owner's own name holds no such word.
      const expected = list === 'search' ? { [saved.id]: inFrench[saved.id] } : inFrench;
      expect(items, list).toEqual(expected);
    }
    // The account's language (fr) without ?language=; English asked for reads as saved.
    expect(await lists('')).toEqual(frenchLists);
    const englishLists = await lists('en');
    expect(englishLists.collection).toEqual(inEnglish);
    expect(englishLists.room).toEqual(inEnglish);

    // The room's share page, read by a French visitor.
    const share = await owner.call('POST', '/api/shares', { scope: 'room', id: room, showValues: false });
    const token = String(share.body.url).split('/s/')[1];
    const visit = await t.app.inject({ method: 'GET', url: `/api/public/shares/${token}?language=fr` });
    expect(named(visit.json().room.objects)).toEqual(inFrench);

    // Another user: none of it in their lists, the room unknown.
    for (const url of [
      '/api/objects?language=fr',
      '/api/objects?language=fr&q=' + encodeURIComponent(fr.name),
    ]) {
      const res = await stranger.call('GET', url);
      expect(res.status).toBe(200);
      expect(named(res.body)).toEqual({});
    }
    expect((await stranger.call('GET', `/api/objects/room/${room}?language=fr`)).status).toBe(404);
    expect(
      named((await stranger.call('GET', '/api/dashboard/stats?language=fr')).body.recentObjects),
    ).toEqual({});
  });

  it('gives another user nothing, in any language', async () => {
    const saved = await save(first.en!);
    for (const language of [undefined, 'fr', 'en'] as const)
      expect((await read(saved.id, language, stranger)).status).toBe(404);
    expect((await owner.call('GET', `/api/objects/${saved.id}?language=de`)).status).toBe(400);
  });
});
