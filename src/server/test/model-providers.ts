// Local HTTP servers speaking each provider's wire protocol, for tests: the real SDK talks to them.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { RemoteProvider } from '../analysis/remote/models';

export type Behaviour = 'valid' | 'malformed' | 'hang' | 'error500' | 'refusal';

export interface FakeProvider {
  baseURL: string;
  requests: { path: string; body: any }[];
  /** What the next requests get; `answer` is the JSON object a valid answer carries. */
  set(behaviour: Behaviour, answer?: unknown, extra?: { citations?: string[] }): void;
  close(): Promise<void>;
}

type Reply = { status: number; body: unknown };

const wire: Record<
  RemoteProvider,
  {
    base: string;
    answer(text: string, body: any, citations: string[]): unknown;
    refusal(): unknown;
    error(): unknown;
  }
> = {
  openai: {
    base: '/v1',
    answer: (text, _body, citations) => ({
      id: 'chatcmpl-1',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: {
            role: 'assistant',
            content: text,
            refusal: null,
            annotations: citations.map((url) => ({
              type: 'url_citation',
              url_citation: { url, title: url, start_index: 0, end_index: 1 },
            })),
          },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 200, total_tokens: 300 },
    }),
    refusal: () => ({
      id: 'chatcmpl-2',
      object: 'chat.completion',
      created: 1_700_000_000,
      model: 'test-model',
      choices: [
        {
          index: 0,
          message: { role: 'assistant', content: null, refusal: "I'm sorry, I can't help with that." },
          finish_reason: 'stop',
        },
      ],
      usage: { prompt_tokens: 100, completion_tokens: 10, total_tokens: 110 },
    }),
    error: () => ({ error: { message: 'The server had an error', type: 'server_error', code: null } }),
  },
  anthropic: {
    base: '/v1',
    answer: (text, body) => {
      // The SDK asks either for native structured output or for a forced "json" tool, depending on the model.
      const viaTool = Array.isArray(body.tools) && body.tools.some((t: any) => t.name === 'json');
      return {
        id: 'msg_1',
        type: 'message',
        role: 'assistant',
        model: 'test-model',
        content: viaTool
          ? [{ type: 'tool_use', id: 'toolu_1', name: 'json', input: safeParse(text) }]
          : [{ type: 'text', text }],
        stop_reason: viaTool ? 'tool_use' : 'end_turn',
        stop_sequence: null,
        usage: { input_tokens: 100, output_tokens: 200 },
      };
    },
    refusal: () => ({
      id: 'msg_2',
      type: 'message',
      role: 'assistant',
      model: 'test-model',
      content: [],
      stop_reason: 'refusal',
      stop_sequence: null,
      usage: { input_tokens: 100, output_tokens: 0 },
    }),
    error: () => ({ type: 'error', error: { type: 'api_error', message: 'Internal server error' } }),
  },
  google: {
    base: '/v1beta',
    answer: (text) => ({
      candidates: [{ content: { role: 'model', parts: [{ text }] }, finishReason: 'STOP', index: 0 }],
      usageMetadata: { promptTokenCount: 100, candidatesTokenCount: 200, totalTokenCount: 300 },
      modelVersion: 'test-model',
    }),
    refusal: () => ({
      candidates: [
        {
          finishReason: 'SAFETY',
          index: 0,
          safetyRatings: [
            { category: 'HARM_CATEGORY_DANGEROUS_CONTENT', probability: 'HIGH', blocked: true },
          ],
        },
      ],
      usageMetadata: { promptTokenCount: 100, totalTokenCount: 100 },
    }),
    error: () => ({ error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' } }),
  },
};

function safeParse(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return { broken: text };
  }
}

async function readBody(req: IncomingMessage): Promise<any> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return safeParse(Buffer.concat(chunks).toString('utf8'));
}

export async function startFakeProvider(provider: RemoteProvider): Promise<FakeProvider> {
  const w = wire[provider];
  let behaviour: Behaviour = 'valid';
  let answer: unknown = {};
  let citations: string[] = [];
  const requests: FakeProvider['requests'] = [];

  const reply = (body: any): Reply | null => {
    switch (behaviour) {
      case 'valid':
        return { status: 200, body: w.answer(JSON.stringify(answer), body, citations) };
      case 'malformed':
        return { status: 200, body: w.answer('{"name": "Vase", "estimatedValueMin": 10, "descr', body, []) };
      case 'refusal':
        return { status: 200, body: w.refusal() };
      case 'error500':
        return { status: 500, body: w.error() };
      case 'hang':
        return null;
    }
  };

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const body = await readBody(req);
    requests.push({ path: req.url ?? '', body });
    const r = reply(body);
    if (!r) return; // never answers: the client's timeout must fire
    res.writeHead(r.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(r.body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseURL: `http://127.0.0.1:${port}${w.base}`,
    requests,
    set(b, a, extra) {
      behaviour = b;
      if (a !== undefined) answer = a;
      citations = extra?.citations ?? [];
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** How many images a request carried, in each provider's format. */
export function imagesIn(provider: RemoteProvider, body: any): number {
  const json = JSON.stringify(body);
  const pattern = { openai: /"type":"image_url"/g, anthropic: /"type":"image"/g, google: /"inlineData"/g }[
    provider
  ];
  return json.match(pattern)?.length ?? 0;
}

/** The settings that send the app's analyses to a local fake of an OpenAI-compatible provider. */
export const openAiAt = (fake: { baseURL: string }) => ({
  AI_PROVIDER: 'openai',
  AI_MODEL: 'test-model',
  AI_BASE_URL: fake.baseURL,
});
