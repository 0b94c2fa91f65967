import { generateText, type LanguageModel, type OutputInterface, type UserContent } from 'ai';
import {
  type AnalysisResult,
  analysisResultSchema,
  expertiseReportSchema,
  marketDataSchema,
  ocrFields,
  type ExpertiseReport,
  type Language,
  type MarketSource,
} from '../../../contracts/analysis';
import { downscaleForModel } from '../../images/pipeline';
import type { Analyzer, AnalyzerImage, Answers } from '../analyzer';
import { PRICE_FLOOR } from '../appraisal-rules';
import { families } from '../knowledge';
import { familyOfText, typeOfText } from '../knowledge/family-of-text';
import { copy } from '../embedded/copy';
import { estimateFor } from '../valuation';
import { valuationBasis } from '../valuation-basis';
import { answeredQuestions, identityFacts, ownerFacts, pick, questionsFor } from '../refinement';
import { marketSearchLinks } from '../market-links';
import { providerDeclined, providerTimeout, toProviderError } from '../provider-errors';
import { parseAnalysis, repairExpertiseReport, repairMarketData } from '../result-gate';
import * as prompt from './prompt';
import type { RemoteProvider } from './models';
import { modelJsonSchema, structuredOutput } from './structured-output';

export interface RemoteAnalyzerOptions {
  provider: RemoteProvider;
  model: LanguageModel;
  modelId: string;
  /** Whole call, retry included. */
  timeoutMs: number;
  /** Retries of a failed call (5xx, network); a timeout is not retried. */
  maxRetries?: number;
  /**
   * The offline analyzer, run first on the same photos: what it recognised (and any text it read) is offered
   * to the vision model as a hint, never as the answer.
   */
  hinter?: Analyzer;
  /**
   * The offline reading waits at most this long (AI_HINT_BUDGET_MS, 2 s by default), and at most a quarter
   * of the time the answer is allowed, before the vision model is asked without it: a hint must not hold
   * the answer up (a cold start of the reader takes about a second).
   */
  hintBudgetMs: number;
}

/** Below this the offline answer is noise, not a hint (unless it read text on the photo). */
const HINT_FLOOR = 20;

/** Anthropic's advice for vision input; OpenAI and Gemini downscale larger images anyway. */
const MODEL_IMAGE_MAX_SIDE = 1568;

// What the owner said (refinement) and the text read on the photo (OCR) are the server's, not a model's:
// a vision model is neither asked for them nor believed. Its regulated flags are judged on the completed
// answer, with that text and those words (appraisal-rules.ts), when the service parses it.
const analysisOutput = structuredOutput(
  'analysis',
  modelJsonSchema(
    analysisResultSchema.omit({ ...ocrFields, refinement: true, valuationBasis: true, translation: true }),
  ),
  (v: unknown) => parseAnalysis(v, { judgeFlags: false }),
);

const marketOutput = structuredOutput('market_data', modelJsonSchema(marketDataSchema), (v) => {
  const r = marketDataSchema.safeParse(repairMarketData(v));
  return r.success ? { success: true, value: r.data } : { success: false, error: r.error };
});

// The deeper report must carry the parts a first analysis may leave out.
const fullReportSchema = expertiseReportSchema.required({ valuationDetails: true, furtherResearch: true });
const reportOutput = structuredOutput('expertise_report', modelJsonSchema(fullReportSchema), (v) => {
  const r = fullReportSchema.safeParse(repairExpertiseReport(v));
  return r.success ? { success: true, value: r.data as ExpertiseReport } : { success: false, error: r.error };
});

/** Any vision model behind the AI SDK: OpenAI-compatible servers, Anthropic, Google. */
export function createRemoteAnalyzer(opts: RemoteAnalyzerOptions): Analyzer {
  async function call<T>(
    output: OutputInterface<T, unknown, never>,
    system: string,
    content: UserContent,
    signal?: AbortSignal,
  ): Promise<{ value: T; citedUrls: Set<string> }> {
    const timeout = AbortSignal.timeout(opts.timeoutMs);
    try {
      const result = await generateText({
        model: opts.model,
        system,
        messages: [{ role: 'user', content }],
        output,
        temperature: 0.2,
        maxOutputTokens: 4096,
        maxRetries: opts.maxRetries ?? 1,
        abortSignal: signal ? AbortSignal.any([signal, timeout]) : timeout,
        // Not every OpenAI-compatible server accepts strict schemas; the answer is validated here anyway.
        providerOptions: { openai: { strictJsonSchema: false } },
      });
      // A safety stop leaves no text, so the SDK has no output to parse: say what happened instead.
      if (result.finishReason === 'content-filter') throw providerDeclined();
      const cited = result.sources.flatMap((s) => (s.sourceType === 'url' ? [normaliseUrl(s.url)] : []));
      return { value: result.output, citedUrls: new Set(cited) };
    } catch (err) {
      if (timeout.aborted) throw providerTimeout();
      throw toProviderError(err);
    }
  }

  async function imageParts(images: AnalyzerImage[]) {
    return Promise.all(
      images.map(async (img) => ({
        type: 'image' as const,
        image: await downscaleForModel(img.data, MODEL_IMAGE_MAX_SIDE),
        mediaType: 'image/jpeg',
      })),
    );
  }

  return {
    provider: opts.provider,
    model: opts.modelId,
    close: async () => opts.hinter?.close?.(),
    async analyze({ images, language, signal, chosen, answers }) {
      const offline = await offlineReading(
        opts.hinter,
        images,
        language,
        Math.min(opts.hintBudgetMs, opts.timeoutMs / 4),
        signal,
      );
      const hint = chosen ? undefined : offline?.hint;
      const told = ownerAnswers(answers);
      const content = [
        { type: 'text' as const, text: prompt.analysisUserPrompt(images.length, chosen, hint, told) },
        ...(await imageParts(images)),
      ];
      const { value, citedUrls } = await call(
        analysisOutput,
        prompt.analysisSystemPrompt(language),
        content,
        signal,
      );
      return {
        ...value,
        ...pricedFromKnowledge(value, language, answers),
        // The text read on the photo is a fact of the photo, whichever model appraised it.
        textRead: offline?.textRead,
        marksRecognised: offline?.marksRecognised,
        refinement: refinementOf(value, language, answers, chosen),
        marketData: { sources: keepCitedUrls(value.marketData.sources, citedUrls) },
      };
    },
    async searchMarket({ name, category, searchTerms, language, signal }) {
      const { value, citedUrls } = await call(
        marketOutput,
        prompt.marketSystemPrompt(language),
        [{ type: 'text', text: prompt.marketUserPrompt({ name, category, searchTerms }) }],
        signal,
      );
      return {
        sources: withSearchLinks(
          keepCitedUrls(value.sources, citedUrls),
          searchTerms.length ? searchTerms : [name],
          language,
        ),
      };
    },
    async enhance({ result, images, language, signal }) {
      const content = [
        { type: 'text' as const, text: prompt.enhanceUserPrompt(result) },
        ...(await imageParts(images)),
      ];
      const { value } = await call(reportOutput, prompt.enhanceSystemPrompt(language), content, signal);
      return value;
    },
  };
}

/**
 * The owner's answers as the prompt tells them: each question and answer in English, the prompt's language.
 * Only answers to questions some family asks are told; anything else was never offered.
 */
function ownerAnswers(answers: Answers | undefined): prompt.OwnerAnswer[] {
  if (!answers) return [];
  const told = new Map<string, prompt.OwnerAnswer>();
  for (const family of families.values())
    for (const { q, a } of answeredQuestions(family, answers))
      told.set(q.id, { question: pick(q.text, 'en'), answer: pick(a.text, 'en') });
  return [...told.values()];
}

/**
 * A vision model's answer priced as the offline analyzer prices it: when its words name one of the
 * knowledge's object types, the range is that type's recorded prices narrowed by the owner's answers
 * (valuation.ts), with its basis, so a model's own figure, which no sale backs, can neither inflate with
 * the answers nor stray from what such objects sell for. A model's answer naming no known type keeps its
 * own range, said to be a rough guide.
 */
function pricedFromKnowledge(
  value: AnalysisResult,
  language: Language,
  answers: Answers | undefined,
): Partial<AnalysisResult> {
  if (value.confidenceScore < PRICE_FLOOR) return {};
  const family = familyOfText(value.category, value.name);
  const type = family && typeOfText(family, value.name, value.category);
  if (!family || !type)
    return {
      valuationBasis: {
        kind: 'editorial',
        of: value.name,
        n: 0,
        sources: [],
        summary: copy[language].basis.editorial,
      },
    };
  const e = estimateFor(type, answeredQuestions(family, answers), family);
  const details = value.expertiseReport.valuationDetails;
  return {
    estimatedValueMin: e.min,
    estimatedValueMax: e.max,
    expertiseReport: {
      ...value.expertiseReport,
      valuationDetails: {
        marketConditions: '',
        factorsInfluencingPrice: [],
        ...details,
        baseValue: e.base,
        highEndValue: e.highEnd,
      },
    },
    valuationBasis: valuationBasis(type, language),
  };
}

/**
 * The appraiser's questions for a vision model's answer, as for the offline one: the family its category
 * names asks them (the model's category is free text, matched on the knowledge's words), once the answer is
 * priced. The facts say what the answer rests on and who said it.
 */
function refinementOf(
  value: AnalysisResult,
  language: Language,
  answers: Answers | undefined,
  chosen: { id: string } | undefined,
): AnalysisResult['refinement'] {
  const family = familyOfText(value.category, value.name);
  const answered = family ? answeredQuestions(family, answers) : [];
  return {
    chosen: chosen?.id,
    questions: family && value.confidenceScore >= PRICE_FLOOR ? questionsFor(family, language, answered) : [],
    facts: [
      ...identityFacts(value.name, family, language, chosen ? 'owner' : 'photo'),
      ...ownerFacts(answered, language),
    ],
  };
}

function normaliseUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

/**
 * A model without a search tool cannot have consulted a listing, so a URL it writes is a guess: it stays
 * only when the provider reports it as a source it actually fetched (web search, grounding).
 */
export function keepCitedUrls(sources: MarketSource[], cited: Set<string>): MarketSource[] {
  return sources.map(({ url, ...rest }) => (url && cited.has(normaliseUrl(url)) ? { ...rest, url } : rest));
}

/** Our real search pages on the marketplaces, merged with what the model named. */
function withSearchLinks(sources: MarketSource[], terms: string[], language: Language): MarketSource[] {
  const links = marketSearchLinks(terms, language);
  const byName = new Map(links.map((l) => [l.name.toLowerCase(), l]));
  const merged = sources.map((s) => {
    const link = byName.get(s.name.toLowerCase());
    if (!link) return s;
    byName.delete(s.name.toLowerCase());
    return { ...s, url: s.url ?? link.url };
  });
  return [...merged, ...byName.values()].slice(0, 20);
}

/**
 * The offline analyzer's reading of the photos: a hint for the prompt when it recognised
 * something, and the text it read; undefined when it has nothing to say.
 */
async function offlineReading(
  hinter: Analyzer | undefined,
  images: AnalyzerImage[],
  language: Language,
  budgetMs: number,
  signal?: AbortSignal,
): Promise<(Pick<AnalysisResult, 'textRead' | 'marksRecognised'> & { hint?: prompt.Hint }) | undefined> {
  if (!hinter) return undefined;
  try {
    const budget = AbortSignal.timeout(budgetMs);
    const stop = signal ? AbortSignal.any([signal, budget]) : budget;
    // In the reader's language: the marks it names are shown with the answer.
    const reading = hinter.analyze({ images, language, signal: stop });
    // Past the budget nobody waits for it: its late rejection (the budget's abort) is expected.
    reading.catch(() => undefined);
    const r = await Promise.race([
      reading,
      new Promise<never>((_, reject) =>
        stop.addEventListener('abort', () => reject(new Error('no offline reading in time')), { once: true }),
      ),
    ]);
    const recognised = r.confidenceScore >= HINT_FLOOR;
    const read = { textRead: r.textRead, marksRecognised: r.marksRecognised };
    if (!recognised && !r.textRead) return read;
    return {
      ...read,
      hint: {
        name: recognised ? r.name : undefined,
        category: recognised ? r.category : undefined,
        confidence: r.confidenceScore,
        textRead: r.textRead,
        marks: (r.marksRecognised ?? []).map((m) => m.name),
      },
    };
  } catch {
    // Without the offline reading the vision model answers from the photos alone.
    return undefined;
  }
}
