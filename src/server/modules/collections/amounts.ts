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

/** The comparables' estimate (`{ min, base, max, ... }`): its bounds are euros too. */
const estimateKeys = new Set(['min', 'max', 'base']);

function withoutAmounts(value: unknown, parent = ''): unknown {
  if (Array.isArray(value)) return value.map((v) => withoutAmounts(v, parent));
  if (value && typeof value === 'object') {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      const amount = amountKeys.has(k) || (parent === 'estimate' && estimateKeys.has(k));
      out[k] = amount ? null : withoutAmounts(v, k);
    }
    return out;
  }
  return value;
}

/**
 * Amounts kept from viewers (decision 037): when the owners say so, a viewer's JSON answers from every
 * route that took the collection's scope (`inCollection` marks the request) have every euro figure set to
 * null — one hook after serialisation, so no route can forget it. Their PDFs print no amount (reports
 * queue) and their export is refused (data routes).
 */
export function hideAmountsFromViewers(app: FastifyInstance) {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!request.withholdAmounts) return payload;
    const etag = reply.getHeader('etag');
    if (typeof etag === 'string') reply.header('etag', etag.replace(/"$/, '-hidden"'));
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    // Lists are sent as the bytes of their JSON (collection/object-lists.ts), answers as text.
    const text = Buffer.isBuffer(payload)
      ? payload.toString('utf8')
      : typeof payload === 'string'
        ? payload
        : null;
    if (text === null || text === '') return payload;
    return JSON.stringify(withoutAmounts(JSON.parse(text)));
  });
}
