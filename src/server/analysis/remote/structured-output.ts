import { NoObjectGeneratedError, type OutputInterface } from 'ai';
import type { JSONSchema7 } from 'ai';
import { z } from 'zod';

/**
 * The JSON Schema a model is prompted with, derived from the contract so the two cannot drift. Defaults
 * and formats are dropped: they guide nobody and some OpenAI-compatible servers reject them.
 */
export function modelJsonSchema(schema: z.ZodType): JSONSchema7 {
  const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'any' }) as Record<
    string,
    unknown
  >;
  delete json.$schema;
  return strip(json) as JSONSchema7;
}

function strip(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(strip);
  if (typeof node !== 'object' || node === null) return node;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(node)) {
    if (k === 'default' || k === 'format') continue;
    out[k] = strip(v);
  }
  return out;
}

/** Local models often wrap JSON in a Markdown fence or a sentence; the object inside is what counts. */
export function extractJson(text: string): unknown {
  const trimmed = text.trim();
  const fenced = /```(?:json)?\s*([\s\S]*?)```/i.exec(trimmed);
  const candidate = fenced ? fenced[1] : trimmed;
  try {
    return JSON.parse(candidate);
  } catch {
    const start = candidate.indexOf('{');
    const end = candidate.lastIndexOf('}');
    if (start >= 0 && end > start) return JSON.parse(candidate.slice(start, end + 1));
    throw new SyntaxError('No JSON object in the answer');
  }
}

export type Parse<T> = (value: unknown) => { success: true; value: T } | { success: false; error: Error };

/**
 * An AI SDK output that prompts with `schema` and accepts the answer only through `parse` (repair, then
 * the contract); anything else raises NoObjectGeneratedError, which the caller maps to a 502.
 */
export function structuredOutput<T>(
  name: string,
  schema: JSONSchema7,
  parse: Parse<T>,
): OutputInterface<T, unknown, never> {
  return {
    name: 'object',
    responseFormat: Promise.resolve({ type: 'json' as const, schema, name }),
    async parseCompleteOutput({ text }, context) {
      const fail = (message: string, cause: unknown) =>
        new NoObjectGeneratedError({ message, cause: cause as Error, text, ...context });
      let value: unknown;
      try {
        value = extractJson(text);
      } catch (err) {
        throw fail('The answer is not JSON', err);
      }
      const parsed = parse(value);
      if (!parsed.success) throw fail('The answer does not match the schema', parsed.error);
      return parsed.value;
    },
    async parsePartialOutput() {
      return undefined;
    },
    createElementStreamTransform() {
      return undefined;
    },
  };
}
