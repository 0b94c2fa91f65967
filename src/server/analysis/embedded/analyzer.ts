import type { AnalysisResult, Language } from '../../../contracts/analysis';
import type { Analyzer, AnalyzerImage, Answers, LearnedReferences } from '../analyzer';
import { marketSearchLinks } from '../market-links';
import { bilingual } from '../translation';
import { copy } from './copy';
import { createEmbeddedEngine, MODEL_LABEL, type IdentifyOutcome } from './engine';
import { chooseType, combinePhotos, type Identification } from './identify';
import { learnedSet } from './learned';
import { applyMarks, findMarks, textOnlyPhotos } from './marks';
import { createTextReader, readPhotosText, textWait, type TextReader } from './ocr';
import { buildResult } from './result';
import { unidentifiedResult } from './unidentified';

export interface EmbeddedOptions {
  /** Folder with the classifier's model.onnx and synset.txt; unset: models/ in the repository. */
  modelDir?: string;
  /** Reads the text on the photos (marks, labels); false: no reading. Default: tesseract.js, offline. */
  textReader?: TextReader | false;
  /**
   * How long an appraisal waits for its text, from its start, if the classifier is quicker; past it (and
   * TEXT_GRACE_MS after the classifier) the answer goes without.
   */
  textBudgetMs?: number;
}

/**
 * An appraisal's time for reading text: the classifier takes about as long under load (8 appraisals at once
 * on two cores), so a photo with text costs little more than one without, and a busy reader never makes a
 * photo wait seconds (bench/appraisal-load.ts).
 */
export const TEXT_BUDGET_MS = 1200;
/**
 * A close-up the owner added (a mark, a label) is photographed for its text: the appraisal waits for it up
 * to this long rather than answering at the classifier's pace (the reader's own per-photo timeout is 4 s).
 */
export const CLOSE_UP_TEXT_MS = 6000;

/**
 * The default, offline analyzer: a pretrained ImageNet classifier run on the CPU, mapped onto a reference
 * catalogue of appraisable objects with indicative euro ranges. Without a model it answers honestly that
 * nothing could be identified and says how to install one.
 */
export function createEmbeddedAnalyzer(opts: EmbeddedOptions = {}): Analyzer {
  const engine = createEmbeddedEngine(opts);
  const reader = opts.textReader === false ? undefined : (opts.textReader ?? createTextReader());
  const textBudgetMs = opts.textBudgetMs ?? TEXT_BUDGET_MS;

  /**
   * The text read on the photos, joined, and each photo's own (empty when it has none), within the
   * appraisal's text budget (photos not read by then are counted); undefined when it could not be read at all.
   */
  const readText = async (
    images: AnalyzerImage[],
    signal?: AbortSignal,
    classified?: Promise<unknown>,
    closeUp?: boolean,
  ) => {
    if (!reader) return undefined;
    const started = performance.now();
    let perPhoto: string[];
    let unread: number;
    try {
      ({ perPhoto, unread } = await readPhotosText(
        reader,
        images.map((i) => i.data),
        {
          signal,
          deadline: started + (closeUp ? Math.max(textBudgetMs, CLOSE_UP_TEXT_MS) : textBudgetMs),
          until: closeUp ? undefined : classified && textWait(started + textBudgetMs, classified),
        },
      ));
    } catch (error) {
      if (signal?.aborted) throw error;
      // Reading text adds to the answer; it never costs the answer.
      console.warn('[embedded analyzer] the text reader failed:', error);
      return undefined;
    }
    const read = perPhoto.filter(Boolean).join(' · ');
    return {
      read: read.length > 200 ? `${read.slice(0, 199).trimEnd()}…` : read,
      perPhoto,
      unread,
      ms: performance.now() - started,
    };
  };

  /**
   * The photos' identification with their text: a close-up of a mark gives its text and marks but no vote
   * on the type (marks.ts textOnlyPhotos), so that it cannot outvote the photo of the whole object; then the
   * marks move the answer (applyMarks).
   */
  const withText = async (id: Identification, text: { read: string; perPhoto: string[] }) => {
    const textOnly = textOnlyPhotos(
      id.photos,
      text.perPhoto.map((t) => findMarks(t)),
    );
    const voting = textOnly.length
      ? combinePhotos(
          id.photos.filter((_, i) => !textOnly.includes(i)),
          (await engine.load()).calibration.confidence,
        )
      : id;
    const marked = applyMarks(voting, text.read, findMarks(text.read));
    return textOnly.length ? { ...marked, text: { ...marked.text!, textOnly } } : marked;
  };

  const analyze = async (
    images: AnalyzerImage[],
    language: Language,
    signal?: AbortSignal,
    chosenType?: string,
    answers?: Answers,
    learned?: LearnedReferences,
    closeUp?: boolean,
  ): Promise<AnalysisResult> => {
    // Every answer in both languages from the one identification (decision 030): text only, no second run.
    if (!engine.available) {
      return bilingual(language, (l) =>
        unidentifiedResult(l, [{ title: copy[l].noModel[0], description: copy[l].noModel[1] }], {
          reason: copy[l].noModel[1],
        }),
      );
    }
    if (images.length === 0) return bilingual(language, (l) => unidentifiedResult(l));
    // The text is read in its worker thread while the classifier runs on this one: on two cores the photo
    // costs the longer of the two, not their sum.
    const identifying = engine.identify(images, signal, learnedSet(learned));
    const reading = readText(images, signal, identifying, closeUp);
    // An aborted request can fail the reading while the classifier still runs: handled below, once awaited.
    reading.catch(() => undefined);
    let outcome: IdentifyOutcome;
    try {
      outcome = await identifying;
    } catch (error) {
      await reading.catch(() => undefined);
      if (signal?.aborted) throw error;
      console.warn('[embedded analyzer] the classifier could not run:', error);
      return bilingual(language, (l) =>
        unidentifiedResult(l, [{ title: copy[l].modelFailed[0], description: copy[l].modelFailed[1] }], {
          reason: copy[l].modelFailed[1],
        }),
      );
    }
    const text = await reading;
    // The marks move the identification first; a type the owner chose still has the last word.
    const marked = text ? await withText(outcome.identification, text) : outcome.identification;
    // Photos the reader had no time for are said in the steps: their marks may be missing from the answer.
    const read =
      text?.unread && marked.text ? { ...marked, text: { ...marked.text, unread: text.unread } } : marked;
    const identification = chosenType ? (chooseType(read, chosenType) ?? read) : read;
    const run = {
      model: MODEL_LABEL,
      classifyMs: outcome.classifyMs,
      inputSize: outcome.inputSize,
      ocrMs: text?.ms,
    };
    return bilingual(language, (l) => buildResult(identification, l, run, answers));
  };

  return {
    provider: 'embedded',
    model: engine.available ? 'mobilenetv2-int8-imagenet' : 'none',
    // The text reader's worker starts too (a second or so), so that the first photo's text budget is not
    // spent on it; an analyzer without a working reader is still ready (text adds to the answer).
    ready: async () => void (await Promise.all([engine.load(), reader?.warm?.().catch(() => undefined)])),
    close: async () => reader?.close(),
    analyze: ({ images, language, signal, chosen, answers, learned, closeUp }) =>
      analyze(images, language, signal, chosen?.id, answers, learned, closeUp),
    // Without a model there is nothing to learn from: no features rather than made-up ones.
    features: async (images, signal) => (engine.available ? engine.features(images, signal) : []),
    async searchMarket({ name, searchTerms, language }) {
      // The sites match every word of a query, so only the best term is searched (see result.ts).
      return { sources: marketSearchLinks([searchTerms[0] ?? name], language) };
    },
    async enhance({ result, images, language, signal }) {
      // The catalogue is the only knowledge this analyzer has; with the photos at hand, a fresh run gives the
      // full report (condition ranges, checks, next photos) even for a result stored before it existed.
      if (!engine.available || images.length === 0) return result.expertiseReport;
      return (await analyze(images, language, signal)).expertiseReport;
    },
  };
}
