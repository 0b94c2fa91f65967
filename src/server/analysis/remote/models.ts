import { createAnthropic } from '@ai-sdk/anthropic';
import { createGoogleGenerativeAI } from '@ai-sdk/google';
import { createOpenAI } from '@ai-sdk/openai';
import type { LanguageModel } from 'ai';

export type RemoteProvider = 'openai' | 'anthropic' | 'google';

/** Vision models that answer structured output well and cheaply; AI_MODEL overrides. */
export const defaultModels: Record<RemoteProvider, string> = {
  openai: 'gpt-4.1-mini',
  anthropic: 'claude-sonnet-4-5',
  google: 'gemini-2.5-flash',
};

export interface RemoteModelConfig {
  provider: RemoteProvider;
  model?: string;
  baseURL?: string;
  apiKey?: string;
}

export function remoteLanguageModel(cfg: RemoteModelConfig): { model: LanguageModel; modelId: string } {
  const modelId = cfg.model ?? defaultModels[cfg.provider];
  switch (cfg.provider) {
    case 'openai': {
      // Ollama, LM Studio and vLLM need no key, but the SDK insists on one.
      const openai = createOpenAI({ baseURL: cfg.baseURL, apiKey: cfg.apiKey ?? 'not-needed' });
      // Chat Completions, not the Responses API: it is the endpoint every OpenAI-compatible server speaks.
      return { model: openai.chat(modelId), modelId };
    }
    case 'anthropic':
      return { model: createAnthropic({ baseURL: cfg.baseURL, apiKey: cfg.apiKey })(modelId), modelId };
    case 'google':
      return {
        model: createGoogleGenerativeAI({ baseURL: cfg.baseURL, apiKey: cfg.apiKey })(modelId),
        modelId,
      };
  }
}
