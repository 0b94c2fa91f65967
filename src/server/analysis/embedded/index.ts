// The offline analyzer (analyzer.ts) and the engine it runs (engine.ts), as the rest of the code imports them.
export { CLOSE_UP_TEXT_MS, createEmbeddedAnalyzer, TEXT_BUDGET_MS, type EmbeddedOptions } from './analyzer';
export { createEmbeddedEngine, MODEL_LABEL, ModelMissingError, type IdentifyOutcome } from './engine';
