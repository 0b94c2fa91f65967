import {
  COMPARABLES_PER_OBJECT_MAX,
  RECENT_SALE_DAYS,
  toEuros,
  type Comparable,
  type ComparableKind,
  type ComparableList,
  type CreateComparableBody,
  type PatchComparableBody,
} from '../../../contracts/comparables';
import type { Currency } from '../../../contracts/currency';
import { conflict, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { ComparableRow, ComparableValues } from './comparables-repository';
import { estimateFromComparables } from './comparables-estimate';
import { isForeignKeyViolation, type CollectionRepository, type CollectionTx } from './repository';
import { dayOf, estimateEntry, rangeChanged, settleValue } from './valuations-service';
import { objectChanges } from './object-changes';

const objectNotFound = () => notFound('Object not found');
const comparableNotFound = () => notFound('Comparable not found');

export function toComparable(row: ComparableRow): Comparable {
  return {
    id: row.id,
    title: row.title,
    price: row.price,
    currency: row.currency as Currency,
    priceEur: row.priceEur,
    date: row.soldOn,
    url: row.url,
    kind: row.kind as ComparableKind,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
  };
}

const estimateInput = (rows: ComparableRow[]) =>
  rows.map((r) => ({ priceEur: r.priceEur, kind: r.kind as ComparableKind, date: r.soldOn }));

/** The body as a row's values: the price also in euros, at the reference rate. */
function valuesOf(body: CreateComparableBody): ComparableValues {
  return {
    title: body.title,
    price: body.price,
    currency: body.currency,
    priceEur: toEuros(body.price, body.currency),
    soldOn: body.date,
    url: body.url,
    kind: body.kind,
    note: body.note,
  };
}

/**
 * The comparables an owner records on an object. Each change recomputes the object's estimate from all of
 * them, in the same transaction, and the value history records it with the source "comparables". Removing
 * the last one leaves the estimate as it was: it was still the best figure the owner had.
 */
export function createComparablesService(deps: { repo: CollectionRepository; now?: () => Date }) {
  const { repo } = deps;
  const now = deps.now ?? (() => new Date());

  /** Within the transaction that changed the comparables, with the object locked. */
  async function reestimate(tx: CollectionTx, userId: string, objectId: number, actorId: string) {
    const at = now();
    const estimate = estimateFromComparables(
      estimateInput(await tx.comparables.listComparables(userId, objectId)),
      at,
    );
    if (!estimate) return;
    const current = await tx.objects.findObject(userId, objectId);
    if (!current) throw objectNotFound();
    const next = { estimatedValueMin: estimate.min, estimatedValueMax: estimate.max };
    const changed = rangeChanged(current, next);
    // The same range the owner had typed still becomes the comparables' estimate.
    if (!changed && (await tx.valuations.latestEstimateSource(userId, objectId)) === 'comparables') return;
    // The range is now the comparables' (said on the object page): an analysis's basis no longer holds.
    const analysisData = current.analysisData?.valuationBasis
      ? { steps: current.analysisData.steps }
      : undefined;
    const updated = changed
      ? await tx.objects.updateObject(userId, objectId, { ...next, ...(analysisData && { analysisData }) })
      : current;
    if (!updated) throw objectNotFound();
    // Not an analysis: no confidence score of its own.
    await tx.valuations.insertValuation(userId, {
      ...estimateEntry(updated, 'comparables', at),
      recordedBy: actorId,
      confidence: null,
    });
    // A recorded sale or expert valuation still outranks the comparables' estimate.
    const settled = (await settleValue(tx, userId, objectId, updated)) ?? updated;
    // The object's history says who changed its range (decision 037).
    await tx.objects.recordChanges(userId, objectId, actorId, objectChanges(current, settled));
  }

  /** A write on the object's comparables and the estimate they make, all or nothing. */
  async function changing<T>(
    user: SessionUser,
    objectId: number,
    work: (tx: CollectionTx) => Promise<T>,
  ): Promise<T> {
    try {
      return await repo.transaction(async (tx) => {
        if (!(await tx.comparables.lockObject(user.id, objectId))) throw objectNotFound();
        const result = await work(tx);
        await reestimate(tx, user.id, objectId, user.actorId);
        return result;
      });
    } catch (err) {
      // The object was deleted between the lock and the write.
      if (isForeignKeyViolation(err)) throw objectNotFound();
      throw err;
    }
  }

  return {
    async list(user: SessionUser, objectId: number): Promise<ComparableList> {
      if (!(await repo.objects.findObject(user.id, objectId))) throw objectNotFound();
      const [rows, source] = await Promise.all([
        repo.comparables.listComparables(user.id, objectId),
        repo.valuations.latestEstimateSource(user.id, objectId),
      ]);
      const at = now();
      const recentSince = dayOf(new Date(at.getTime() - RECENT_SALE_DAYS * 86_400_000));
      return {
        comparables: rows.map(toComparable),
        estimate: estimateFromComparables(estimateInput(rows), at),
        applied: rows.length > 0 && source === 'comparables',
        recentSales: rows.filter((r) => r.kind === 'sold' && r.soldOn >= recentSince).length,
      };
    },

    async create(user: SessionUser, objectId: number, body: CreateComparableBody): Promise<Comparable> {
      const row = await changing(user, objectId, async (tx) => {
        if ((await tx.comparables.countComparables(user.id, objectId)) >= COMPARABLES_PER_OBJECT_MAX) {
          throw conflict(`An object holds at most ${COMPARABLES_PER_OBJECT_MAX} comparables`);
        }
        return tx.comparables.insertComparable(user.id, objectId, valuesOf(body));
      });
      return toComparable(row);
    },

    async update(
      user: SessionUser,
      objectId: number,
      comparableId: number,
      body: PatchComparableBody,
    ): Promise<Comparable> {
      const row = await changing(user, objectId, async (tx) => {
        const found = await tx.comparables.findComparable(user.id, objectId, comparableId);
        if (!found) throw comparableNotFound();
        const merged = valuesOf({
          title: body.title ?? found.title,
          price: body.price ?? found.price,
          currency: body.currency ?? (found.currency as Currency),
          date: body.date ?? found.soldOn,
          url: body.url !== undefined ? body.url : found.url,
          kind: body.kind ?? (found.kind as ComparableKind),
          note: body.note ?? found.note,
        });
        // The euro price of an unchanged price keeps the rate it was recorded at.
        if (body.price === undefined && body.currency === undefined) merged.priceEur = found.priceEur;
        const updated = await tx.comparables.updateComparable(user.id, objectId, comparableId, merged);
        if (!updated) throw comparableNotFound();
        return updated;
      });
      return toComparable(row);
    },

    async remove(user: SessionUser, objectId: number, comparableId: number): Promise<{ ok: true }> {
      await changing(user, objectId, async (tx) => {
        if (!(await tx.comparables.deleteComparable(user.id, objectId, comparableId))) {
          throw comparableNotFound();
        }
      });
      return { ok: true };
    },
  };
}

export type ComparablesService = ReturnType<typeof createComparablesService>;
