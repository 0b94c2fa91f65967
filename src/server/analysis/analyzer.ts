import type { AnalysisResult, Language } from '../../contracts/analysis';

/** A normalised photo handed to an analyzer (already oriented, stripped, resized by the image pipeline). */
export interface AnalyzerImage {
  data: Buffer;
  mimeType: 'image/jpeg' | 'image/webp' | 'image/png';
}

export interface AnalyzeInput {
  images: AnalyzerImage[];
  language: Language;
  signal?: AbortSignal;
}

/** One interface for every provider (DESIGN.md, AI row); chosen by AI_PROVIDER. */
export interface Analyzer {
  /** 'embedded' | 'openai' | 'anthropic' | 'google' */
  readonly provider: string;
  readonly model: string;
  analyze(input: AnalyzeInput): Promise<AnalysisResult>;
}
