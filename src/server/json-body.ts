import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors';

/**
 * No request the app makes nests deeper than a handful of levels; 64 leaves room for any honest client
 * and keeps every walk over a parsed body (the edge's text check, validation, logging) far from the stack.
 */
export const MAX_JSON_DEPTH = 64;

/**
 * Whether JSON text opens more than `max` arrays or objects inside one another. One pass over the raw
 * text, no parsing, no recursion: brackets inside strings (escaped quotes included) do not count. Text
 * that is not JSON is left to the parser to refuse.
 */
export function jsonNestedDeeperThan(text: string, max: number): boolean {
  // Nesting past `max` takes more than `max` opening brackets.
  if (text.length <= max) return false;
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c /* \ */) i++;
      else if (c === 0x22 /* " */) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x5b /* [ */ || c === 0x7b /* { */) {
      if (++depth > max) return true;
    } else if (c === 0x5d /* ] */ || c === 0x7d /* } */) depth--;
  }
  return false;
}

type ParseJson = (
  request: FastifyRequest,
  body: string,
  done: (err: Error | null, body?: unknown) => void,
) => void;

/**
 * A JSON body parser that refuses a body nested past MAX_JSON_DEPTH with a 400 before anything parses
 * or walks it (a body ten thousand arrays deep used to overflow the stack: a 500 on every route).
 * Every scope that sets its own JSON parser builds it from this one.
 */
export function refuseDeepJson(parse: ParseJson): ParseJson {
  return (request, body, done) => {
    if (jsonNestedDeeperThan(body, MAX_JSON_DEPTH)) {
      done(
        new AppError('VALIDATION', `The JSON body is nested more than ${MAX_JSON_DEPTH} levels deep.`, {
          maxDepth: MAX_JSON_DEPTH,
        }),
      );
      return;
    }
    parse(request, body, done);
  };
}

/** The app's JSON parser: Fastify's own (prototype poisoning refused) behind the depth check. */
export function registerJsonBodyParser(app: FastifyInstance) {
  const parse = refuseDeepJson(app.getDefaultJsonParser('error', 'error'));
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) =>
    parse(request, typeof body === 'string' ? body : body.toString('utf8'), done),
  );
}
