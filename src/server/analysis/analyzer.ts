import type { AnalysisResult, Language } from '../../contracts/analysis';
import type { MarketSource } from '../../contracts/analysis';

/** A normalised photo handed to an analyzer (already oriented, stripped, resized by the image pipeline). */
export interface AnalyzerImage {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/webp' | 'image/png';
}

export interface AnalyzeInput {
  images: AnalyzerImage[];
  language: Language;
  signal?: AbortSignal;
  /** What the owner says the object is (one of a previous answer's candidates): appraise it as that. */
  chosen?: { id: string; name: string };
  /** The owner's answers to the refinement questions of a previous answer: question id → answer id. */
  answers?: Answers;
  /**
   * Photos whose type an owner confirmed (the analysing owner's own, and every owner's when the instance
   * pools them): trusted references, so a close match names that type. Analyzers without features ignore it.
   */
  learned?: LearnedReferences;
  /**
   * The owner added the last photo as a close-up (a mark, a signature, a label): its text is what it was
   * added for, so an analyzer that reads text waits for it instead of answering at its usual pace.
   */
  closeUp?: boolean;
}

/** Confirmed reference photos as feature vectors; never says whose they are. */
export interface LearnedReferences {
  /** Unit-length feature vectors of `dims` values each, one after another. */
  vectors: Float32Array;
  /** Per vector: the object type id the owner confirmed. */
  types: readonly string[];
}

export type Answers = Readonly<Record<string, string>>;

export interface MarketInput {
  name: string;
  category: string;
  searchTerms: string[];
  language: Language;
  signal?: AbortSignal;
}

export interface MarketData {
  sources: MarketSource[];
}

export interface EnhanceInput {
  result: AnalysisResult;
  images: AnalyzerImage[];
  language: Language;
  signal?: AbortSignal;
}

/** One interface for every provider (docs/product.md#outside-services); chosen by AI_PROVIDER. */
export interface Analyzer {
  /** 'embedded' | 'openai' | 'anthropic' | 'google' */
  readonly provider: string;
  readonly model: string;
  /** Resolves once the analyzer can answer (the embedded model loaded); throws when it cannot (readiness). */
  ready?(): Promise<void>;
  analyze(input: AnalyzeInput): Promise<AnalysisResult>;
  /** Market data for an identified object: real search/listing links, never invented prices. */
  searchMarket(input: MarketInput): Promise<MarketData>;
  /** Releases what the analyzer holds (the embedded text reader's worker); called when the server closes. */
  close?(): Promise<void>;
  /** A deeper expertise report (valuation details, factors, further research) for a stored analysis. */
  enhance(input: EnhanceInput): Promise<AnalysisResult['expertiseReport']>;
  /**
   * Each photo's feature vector (unit length), computed as for an identification, without appraising: what
   * an owner's correction keeps as a reference. Absent where the analyzer has none (a remote model): then
   * corrections teach nothing.
   */
  features?(images: AnalyzerImage[], signal?: AbortSignal): Promise<Float32Array[]>;
}
