import type { FastifyInstance } from 'fastify';

/** Every key of the collection's answers that holds a euro figure (src/contracts: objects, valuations, dashboard, analyses, comparables). */
const amountKeys = new Set([
  'estimatedValueMin',
  'estimatedValueMax',
  'acquisitionPrice',
  'totalValueMin',
  'totalValueMax',
  'low',
  'high',
  'price',
  'priceEur',
  'amountEur',
  'priceRange',
  'baseValue',
  'highEndValue',
]);

/** The routes that answer the collection's data; the account, billing and admin ones are the person's. */
const collectionRoutes =
  /^\/api\/(objects|rooms|houses|dashboard|analyses|analyze|analyze-complete|reanalyze|search-marketplace)(\/|\?|$)/;

function withoutAmounts(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutAmounts);
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) out[k] = amountKeys.has(k) ? null : withoutAmounts(v);
    return out;
  }
  return value;
}

/**
 * Amounts kept from viewers (decision 037): when the owners say so, a viewer's JSON answers on the
 * collection's routes have every euro figure set to null — one hook after serialisation, so no route can
 * forget it. Their PDFs print no amount (reports queue) and their export is refused (data routes).
 */
export function hideAmountsFromViewers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.user?.collection.amountsHidden || typeof payload !== 'string') return payload;
    if (!collectionRoutes.test(request.url)) return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    return JSON.stringify(withoutAmounts(JSON.parse(payload)));
  });
}
