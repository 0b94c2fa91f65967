import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analysisResultSchema } from '../../../contracts/analysis';
import { AppError } from '../../errors';
import { blurredJpeg } from '../../test/images';
import type { Analyzer, AnalyzerImage } from '../analyzer';
import { parseAnalysis } from '../result-gate';
import { modelAnswer } from '../../test/model-answers';
import { categories, familyOf } from '../knowledge';
import { estimateFor } from '../valuation';
import { labelPhoto } from '../../test/embedded-model';
import { createAnalyzer } from '../index';
import type { RemoteProvider } from './models';
import { imagesIn, startFakeProvider, type FakeProvider } from '../../test/model-providers';

const providers: RemoteProvider[] = ['openai', 'anthropic', 'google'];

async function failure(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe.each(providers)('%s through the AI SDK', (provider) => {
  let fake: FakeProvider;
  let analyzer: Analyzer;
  let images: AnalyzerImage[];
  const analyzerFor = (timeoutMs: number, hintBudgetMs = 2_000) =>
    createAnalyzer({
      AI_PROVIDER: provider,
      AI_MODEL: provider === 'anthropic' ? 'claude-sonnet-4-5' : 'test-model',
      AI_BASE_URL: fake.baseURL,
      AI_API_KEY: 'test-key',
      AI_TIMEOUT_MS: timeoutMs,
      AI_HINT_BUDGET_MS: hintBudgetMs,
      MODEL_DIR: undefined,
    });

  beforeAll(async () => {
    fake = await startFakeProvider(provider);
    analyzer = analyzerFor(10_000);
    images = [
      { data: await blurredJpeg(1920, 1080), mimeType: 'image/jpeg' },
      { data: await blurredJpeg(800, 600), mimeType: 'image/jpeg' },
    ];
  });
  afterAll(() => fake.close());

  it('returns a validated appraisal and sends the photos, the schema and the language', async () => {
    fake.set('valid', modelAnswer());
    fake.requests.length = 0;
    const result = await analyzer.analyze({ images, language: 'fr' });
    expect(analysisResultSchema.parse(result)).toEqual(result);
    expect(result.name).toBe('Assiette en faïence de Gien');
    expect(analyzer.provider).toBe(provider);

    expect(fake.requests).toHaveLength(1);
    const body = fake.requests[0].body;
    expect(imagesIn(provider, body)).toBe(2);
    const sent = JSON.stringify(body);
    expect(sent).toContain('estimatedValueMin');
    expect(sent).toContain('Write every text value in French');
    expect(sent).toContain('Stage 1');
  });

  it('offers what the offline analyzer read on the photo as a hint, and keeps the text read', async () => {
    fake.set('valid', modelAnswer());
    const label = {
      data: await labelPhoto(['CHRISTOFLE FRANCE', 'STERLING 925']),
      mimeType: 'image/jpeg' as const,
    };
    // What the hint says is tested here, not its budget: a loaded machine reads slower than the 2 s a
    // server allows, so this analyzer waits as long as it takes. Its first reading may start the text
    // reader too late for its hint: the second one is what a running server sees.
    const patient = analyzerFor(120_000, 60_000);
    const result = await (async () => {
      try {
        await patient.analyze({ images: [label], language: 'en' });
        fake.requests.length = 0;
        return await patient.analyze({ images: [label], language: 'en' });
      } finally {
        await patient.close?.();
      }
    })();
    const sent = JSON.stringify(fake.requests[0].body);
    expect(sent).toContain('Text read on the photos by OCR');
    expect(sent).toContain('Christofle');
    expect(sent).toContain('not as the answer');
    expect(result.textRead).toMatch(/CHRISTOFLE/);
    expect(result.marksRecognised?.map((m) => m.id)).toContain('christofle');
  });

  it("asks the appraiser's questions of its family and tells the model the owner's answers", async () => {
    fake.set('valid', modelAnswer({ estimatedValueMin: 20, estimatedValueMax: 400 }));
    const first = await analyzer.analyze({ images, language: 'en' });
    expect(first.refinement?.questions.map((q) => q.id)).toEqual(['ceramic', 'mark', 'condition']);
    expect(first.refinement?.facts).toContainEqual({
      label: 'Family',
      value: 'Ceramics and porcelain',
      source: 'photo',
    });

    fake.requests.length = 0;
    const answered = parseAnalysis(
      await analyzer.analyze({
        images,
        language: 'fr',
        answers: { ceramic: 'porcelain', condition: 'good', invented: 'x' },
      }),
    );
    const sent = JSON.stringify(fake.requests[0].body);
    expect(sent).toContain('The owner answered');
    expect(sent).toContain('Porcelain (translucent)');
    expect(sent).not.toContain('invented');
    if (!answered.success) throw new Error('the refined answer must parse');
    const r = answered.value;
    expect(r.refinement?.questions.find((q) => q.id === 'condition')?.answer).toBe('good');
    expect(r.refinement?.facts).toContainEqual({
      label: "Dans quel état est l'objet\u00a0?",
      value: "Bon, petites traces d'usage",
      source: 'owner',
    });
    // The model's own figures (×20) give way to the recorded prices of the type it named (a plate),
    // narrowed by the owner's answers, with their basis.
    const plates = categories.find((c) => c.id === 'plates')!;
    const unanswered = estimateFor(plates, [], familyOf(plates));
    expect(r.valuationBasis?.of).toBe('Assiettes et plats');
    expect(r.estimatedValueMin).toBeGreaterThanOrEqual(plates.band.quantiles[0]);
    expect(r.estimatedValueMax).toBeLessThanOrEqual(plates.band.quantiles[6]);
    expect(r.estimatedValueMax / r.estimatedValueMin).toBeLessThan(unanswered.max / unanswered.min);
  });

  it('offers no questions for an unsure answer or a category no family knows', async () => {
    fake.set('valid', modelAnswer({ confidenceScore: 30 }));
    expect((await analyzer.analyze({ images, language: 'en' })).refinement?.questions).toEqual([]);
    fake.set('valid', modelAnswer({ category: 'Misc.', name: 'Thing' }));
    const unknown = await analyzer.analyze({ images, language: 'en' });
    expect(unknown.refinement?.questions).toEqual([]);
    expect(unknown.refinement?.facts).toEqual([{ label: 'Object', value: 'Thing', source: 'photo' }]);
  });

  it('repairs what is safe to repair', async () => {
    // A category no family knows: the model's own figures stand, repaired (and said to be a rough guide).
    fake.set(
      'valid',
      modelAnswer({
        category: 'Misc.',
        name: 'Thing',
        estimatedValueMin: 600,
        estimatedValueMax: '150 €',
        confidenceScore: 140,
      }),
    );
    const result = await analyzer.analyze({ images, language: 'en' });
    expect([result.estimatedValueMin, result.estimatedValueMax, result.confidenceScore]).toEqual([
      150, 600, 100,
    ]);
  });

  it('refuses an answer missing the valuation', async () => {
    fake.set('valid', modelAnswer({ estimatedValueMax: undefined }));
    const err = await failure(analyzer.analyze({ images, language: 'fr' }));
    expect([err.status, err.code]).toEqual([502, 'PROVIDER_ERROR']);
  });

  it('answers 502 on malformed JSON', async () => {
    fake.set('malformed');
    const err = await failure(analyzer.analyze({ images, language: 'fr' }));
    expect([err.status, err.code]).toEqual([502, 'PROVIDER_ERROR']);
    expect(err.message).toMatch(/no usable answer/);
  });

  it('answers 502 after one retry on a 500', async () => {
    fake.set('error500');
    fake.requests.length = 0;
    const err = await failure(analyzer.analyze({ images, language: 'fr' }));
    expect([err.status, err.code]).toEqual([502, 'PROVIDER_ERROR']);
    expect(err.message).toMatch(/status 500/);
    expect(fake.requests).toHaveLength(2);
  });

  it('answers 504 when the provider hangs', async () => {
    fake.set('hang');
    const started = Date.now();
    const err = await failure(analyzerFor(400).analyze({ images, language: 'fr' }));
    expect([err.status, err.code]).toEqual([504, 'PROVIDER_TIMEOUT']);
    expect(Date.now() - started).toBeLessThan(3000);
  });

  it('answers 502 when the model refuses', async () => {
    fake.set('refusal');
    const err = await failure(analyzer.analyze({ images, language: 'fr' }));
    expect([err.status, err.code]).toEqual([502, 'PROVIDER_ERROR']);
    expect(err.message).toMatch(/declined/);
  });

  it('searches the market: search links are ours, uncited URLs are dropped', async () => {
    fake.set('valid', {
      sources: [
        {
          name: 'Drouot',
          priceRange: '40 € – 120 €',
          description: 'Ventes de faïences',
          url: 'https://drouot.com/lot/123-invented',
        },
        {
          name: 'Galerie Dupont',
          priceRange: '',
          description: 'Marchand',
          url: 'https://galerie-dupont.example/item/9',
        },
      ],
    });
    const market = await analyzer.searchMarket({
      name: 'Assiette Gien',
      category: 'Céramique',
      searchTerms: ['assiette Gien'],
      language: 'fr',
    });
    const drouot = market.sources.find((s) => s.name === 'Drouot');
    expect(drouot?.priceRange).toBe('40 € – 120 €');
    expect(drouot?.url).toMatch(/^https:\/\/drouot\.com\/fr\/s\?query=assiette%20Gien/);
    expect(market.sources.find((s) => s.name === 'Galerie Dupont')?.url).toBeUndefined();
    expect(market.sources.some((s) => s.name === 'eBay' && s.url?.startsWith('https://www.ebay.fr/'))).toBe(
      true,
    );
  });

  it('writes a deeper expertise report', async () => {
    const answer = modelAnswer();
    fake.set('valid', answer.expertiseReport);
    const base = analysisResultSchema.parse(modelAnswer());
    const report = await analyzer.enhance({ result: base, images, language: 'fr' });
    expect(report.valuationDetails?.baseValue).toBe(50);
    expect(report.furtherResearch?.verificationSteps).toEqual(['Mesurer le diamètre']);
  });

  it('refuses a report without valuation details', async () => {
    fake.set('valid', { keyCharacteristics: {}, possibleOrigin: {} });
    const base = analysisResultSchema.parse(modelAnswer());
    const err = await failure(analyzer.enhance({ result: base, images, language: 'fr' }));
    expect(err.status).toBe(502);
  });
});

describe('citations', () => {
  it('keeps a market URL the provider reports as consulted', async () => {
    const fake = await startFakeProvider('openai');
    try {
      const cited = 'https://www.interencheres.com/art-decoration/lot-42';
      fake.set(
        'valid',
        modelAnswer({
          marketData: {
            sources: [
              { name: 'Interenchères', priceRange: '60 €', url: cited },
              { name: 'X', url: 'https://x.example/1' },
            ],
          },
        }),
        {
          citations: [cited],
        },
      );
      const analyzer = createAnalyzer({
        AI_PROVIDER: 'openai',
        AI_MODEL: 'test-model',
        AI_BASE_URL: fake.baseURL,
        AI_API_KEY: undefined,
        AI_HINT_BUDGET_MS: 2_000,
        AI_TIMEOUT_MS: 2000,
        MODEL_DIR: undefined,
      });
      const result = await analyzer.analyze({
        images: [{ data: await blurredJpeg(), mimeType: 'image/jpeg' }],
        language: 'en',
      });
      expect(result.marketData.sources.map((s) => s.url)).toEqual([cited, undefined]);
    } finally {
      await fake.close();
    }
  });
});
