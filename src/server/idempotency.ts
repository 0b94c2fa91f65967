import { createHash } from 'node:crypto';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  onResponseHookHandler,
  onSendHookHandler,
  preHandlerHookHandler,
} from 'fastify';
import { AppError, badRequest } from './errors';
import type { IdempotencyRepository, IdempotencyRow } from './idempotency-repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A creating route: a request sent with an `Idempotency-Key` header runs once per user and key, and
     * its repeats get the first answer (src/server/idempotency.ts).
     */
    idempotent?: boolean;
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const REPLAYED_HEADER = 'Idempotent-Replayed';
/** 1 to 200 printable ASCII characters (a UUID is 36). */
const KEY_PATTERN = /^[\x20-\x7E]{1,200}$/;

export interface IdempotencyOptions {
  /** How long a repeat waits for the first request with its key to finish before a 409. */
  waitMs?: number;
  /** A claim older than this whose request never finished (its process stopped) may be taken over. */
  leaseMs?: number;
  /** Keys are forgotten after this (the scheduled clean-up deletes them). */
  ttlMs?: number;
}

export const IDEMPOTENCY_TTL_MS = 24 * 60 * 60_000;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * What the key is bound to besides its route: the path (with its ids) and the JSON body as validated (zod
 * puts the fields in one order, defaults applied). A multipart upload is hashed by its path alone: its
 * photos are a stream the handler reads after the key is claimed, and the raw bytes of two sends of the
 * same photos differ anyway (each send draws a new multipart boundary); buffering up to 10 photos only to
 * hash them would double the upload's memory. The web mints a key per user action, so one key is one
 * set of photos.
 */
function requestHash(request: FastifyRequest): string {
  const multipart = /^multipart\//i.test(request.headers['content-type'] ?? '');
  const body = multipart ? '(multipart)' : JSON.stringify(request.body ?? null);
  return createHash('sha256').update(request.url).update('\n').update(body).digest('hex');
}

function replay(reply: FastifyReply, row: IdempotencyRow) {
  return reply
    .code(row.responseStatus ?? 200)
    .header(REPLAYED_HEADER, 'true')
    .type('application/json; charset=utf-8')
    .send(Buffer.from(row.responseBody ?? '', 'utf8'));
}

/**
 * Idempotent writes, once for every route with `config: { idempotent: true }` (docs/architecture.md,
 * "Idempotent writes"). Registered before the routes: it appends its hooks to each such route after the
 * route's own guards, so the user is known and the body validated when the key is claimed.
 *
 * - no header: the request runs as it always did;
 * - the first request with a key claims it and runs; a 2xx/3xx answer is kept and replayed (with
 *   `Idempotent-Replayed: true`) to every later request with the key;
 * - a 4xx or 5xx gives the key back: nothing was done, the user may correct and send again with it;
 * - a repeat while the first runs waits for its answer (bounded), then 409 IDEMPOTENCY_IN_PROGRESS;
 * - the same key with another route or body: 422 IDEMPOTENCY_KEY_REUSED;
 * - keys are per user: another user's equal key is independent and never sees this one's answer.
 */
export function registerIdempotency(
  app: FastifyInstance,
  repo: IdempotencyRepository,
  options: IdempotencyOptions = {},
) {
  const waitMs = options.waitMs ?? 10_000;
  const leaseMs = options.leaseMs ?? 10 * 60_000;
  const ttlMs = options.ttlMs ?? IDEMPOTENCY_TTL_MS;
  /** The requests that hold a claim, until their answer is kept or the key given back. */
  const claims = new WeakMap<FastifyRequest, { userId: string; key: string }>();

  const claim: preHandlerHookHandler = async function (request, reply) {
    const raw = request.headers[IDEMPOTENCY_HEADER];
    // Anonymous requests never reach here with a key of any use: the route's guard refused them.
    if (raw === undefined || !request.user) return;
    if (typeof raw !== 'string' || !KEY_PATTERN.test(raw)) {
      throw badRequest('The Idempotency-Key header must be 1 to 200 printable ASCII characters');
    }
    const userId = request.user.id;
    const scope = `${request.method} ${request.routeOptions.url}`;
    const hash = requestHash(request);
    const deadline = Date.now() + waitMs;
    for (let pause = 25; ; pause = Math.min(pause * 2, 250)) {
      if (await repo.claim({ userId, key: raw, scope, requestHash: hash, leaseMs, ttlMs })) {
        claims.set(request, { userId, key: raw });
        return;
      }
      const row = await repo.find(userId, raw);
      // Given back between the two statements (the first request failed): claim it again.
      if (!row) continue;
      if (row.scope !== scope || row.requestHash !== hash) {
        throw new AppError(
          'IDEMPOTENCY_KEY_REUSED',
          'This Idempotency-Key was already used for another request; send a new key for a new request',
        );
      }
      if (row.state === 'done') return replay(reply, row);
      if (Date.now() >= deadline) {
        throw new AppError(
          'IDEMPOTENCY_IN_PROGRESS',
          'A request with this Idempotency-Key is still in progress; try again in a moment',
        );
      }
      await sleep(pause);
    }
  };

  const keep: onSendHookHandler = async function (request, reply, payload) {
    const held = claims.get(request);
    if (!held) return payload;
    claims.delete(request);
    try {
      const kept = typeof payload === 'string' || Buffer.isBuffer(payload);
      if (reply.statusCode < 400 && kept) {
        await repo.complete(held.userId, held.key, reply.statusCode, payload.toString());
      } else {
        await repo.release(held.userId, held.key);
      }
    } catch (err) {
      // The answer still goes out; the claim lapses after its lease.
      request.log.error({ err }, 'idempotency key not recorded');
    }
    return payload;
  };

  // A request that ended without an answer passing through onSend (a failed send) gives its key back.
  const giveBack: onResponseHookHandler = async function (request) {
    const held = claims.get(request);
    if (!held) return;
    claims.delete(request);
    await repo.release(held.userId, held.key).catch((err: unknown) => {
      request.log.error({ err }, 'idempotency key not released');
    });
  };

  const asList = <T>(hooks: T | T[] | undefined): T[] =>
    hooks === undefined ? [] : Array.isArray(hooks) ? hooks : [hooks];

  app.addHook('onRoute', (route) => {
    if (!route.config?.idempotent) return;
    route.preHandler = [...asList(route.preHandler), claim];
    route.onSend = [...asList(route.onSend), keep];
    route.onResponse = [...asList(route.onResponse), giveBack];
  });
}
