import type { Analyzer } from '../analyzer';
import { marketSearchLinks } from '../market-links';
import { unidentifiedResult } from './unidentified';

export interface EmbeddedOptions {
  /** Folder with the classifier's model.json and shards; absent: the honest unidentified answer. */
  modelDir?: string;
}

/**
 * The default, offline analyzer. Until its classifier and catalogue land it answers honestly that the
 * object could not be identified.
 */
export function createEmbeddedAnalyzer(_opts: EmbeddedOptions = {}): Analyzer {
  return {
    provider: 'embedded',
    model: 'none',
    async analyze({ language }) {
      return unidentifiedResult(language);
    },
    async searchMarket({ name, searchTerms, language }) {
      return { sources: marketSearchLinks(searchTerms.length ? searchTerms : [name], language) };
    },
    async enhance({ result }) {
      return result.expertiseReport;
    },
  };
}
