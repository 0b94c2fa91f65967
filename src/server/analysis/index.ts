import { DEFAULT_HINT_BUDGET_MS, type Config } from '../config';
import type { Analyzer } from './analyzer';
import { createEmbeddedAnalyzer, TEXT_BUDGET_MS } from './embedded';
import { remoteLanguageModel } from './remote/models';
import { createRemoteAnalyzer } from './remote/analyzer';

/**
 * The analyzer AI_PROVIDER names (docs/product.md#outside-services): embedded by default, offline and without
 * a key.
 */
export function createAnalyzer(
  config: Pick<
    Config,
    | 'AI_PROVIDER'
    | 'AI_MODEL'
    | 'AI_BASE_URL'
    | 'AI_API_KEY'
    | 'AI_TIMEOUT_MS'
    | 'AI_HINT_BUDGET_MS'
    | 'MODEL_DIR'
  >,
): Analyzer {
  if (config.AI_PROVIDER === 'embedded') return createEmbeddedAnalyzer({ modelDir: config.MODEL_DIR });
  const { model, modelId } = remoteLanguageModel({
    provider: config.AI_PROVIDER,
    model: config.AI_MODEL,
    baseURL: config.AI_BASE_URL,
    apiKey: config.AI_API_KEY,
  });
  return createRemoteAnalyzer({
    provider: config.AI_PROVIDER,
    model,
    modelId,
    timeoutMs: config.AI_TIMEOUT_MS,
    hintBudgetMs: config.AI_HINT_BUDGET_MS,
    // The offline model ships with the app: its identification and the text it reads help the vision model.
    // Its text reader gets the share of the hint's time it gets of an appraisal's (1.2 s of the default 2 s).
    hinter: createEmbeddedAnalyzer({
      modelDir: config.MODEL_DIR,
      textBudgetMs: Math.round((config.AI_HINT_BUDGET_MS * TEXT_BUDGET_MS) / DEFAULT_HINT_BUDGET_MS),
    }),
  });
}
