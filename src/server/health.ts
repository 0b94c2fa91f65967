import type { Analyzer } from './analysis/analyzer';
import type { FastifyInstance } from 'fastify';
import type { Database } from './db/client';
import type { ImageStorage } from './images/storage';

const CHECK_TIMEOUT_MS = 5_000;

function within<T>(p: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout;
  return Promise.race([
    p.finally(() => clearTimeout(timer)),
    new Promise<T>((_, reject) => (timer = setTimeout(() => reject(new Error('timed out')), ms))),
  ]);
}

/**
 * Liveness (`/api/health/live`: the process serves) and readiness (`/api/health/ready`: the database
 * answers, the photo store is reachable, the analyzer is loaded; 503 naming the failed check, and 503
 * while the process drains before stopping). No detail beyond ok/failed: the probe is public.
 */
export function registerHealth(
  app: FastifyInstance,
  deps: { database: Database; storage: ImageStorage; analyzer: Analyzer },
) {
  let draining = false;
  const live = async () => ({ status: 'ok' as const });
  app.get('/api/health', live);
  app.get('/api/health/live', live);
  app.get('/api/health/ready', async (_request, reply) => {
    const checks = {
      database: () => deps.database.ping(),
      storage: () => deps.storage.check(),
      model: () => deps.analyzer.ready?.() ?? Promise.resolve(),
    };
    const results = await Promise.all(
      Object.entries(checks).map(async ([name, check]) => {
        try {
          await within(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch (err) {
          app.log.warn({ err, check: name }, 'readiness check failed');
          return [name, 'failed'] as const;
        }
      }),
    );
    const ok = !draining && results.every(([, r]) => r === 'ok');
    return reply
      .status(ok ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({
        status: ok ? 'ready' : draining ? 'draining' : 'unavailable',
        checks: Object.fromEntries(results),
      });
  });
  return {
    /** From now on readiness answers 503, so a load balancer stops sending new requests here. */
    drain() {
      draining = true;
    },
  };
}
