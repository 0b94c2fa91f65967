import type {
  RecordValuationBody,
  Valuation,
  ValuationList,
  ValuationSource,
  ValueHistory,
} from '../../../contracts/valuations';
import { currentValue, recordedKinds, type ValueKind } from '../../../contracts/valuations';
import { conflict, notFound } from '../../errors';
import type { SessionUser } from '../auth/guard';
import type { ObjectRow } from './objects-repository';
import { isForeignKeyViolation, type CollectionRepository, type CollectionTx } from './repository';
import type { NewValuation, RecordedValuationRow, ValuationRow } from './valuations-repository';
import { displayName } from '../../../contracts/people';

const objectNotFound = () => notFound('Object not found');

/** A calendar day, UTC: the day an estimate was written. */
export const dayOf = (at: Date) => at.toISOString().slice(0, 10);

type Estimate = Pick<ObjectRow, 'id' | 'estimatedValueMin' | 'estimatedValueMax' | 'confidenceScore'>;
type Range = Pick<Estimate, 'estimatedValueMin' | 'estimatedValueMax'>;

export const hasEstimate = (o: Estimate) => o.estimatedValueMin !== null || o.estimatedValueMax !== null;

/** Only a changed range is history: a confidence or a text edit alone writes nothing. */
export const rangeChanged = (before: Range, after: Range) =>
  before.estimatedValueMin !== after.estimatedValueMin ||
  before.estimatedValueMax !== after.estimatedValueMax;

/** The history entry of an object's current estimate. */
export function estimateEntry(o: Estimate, source: ValuationSource, on: Date): NewValuation {
  return {
    objectId: o.id,
    source,
    low: o.estimatedValueMin,
    high: o.estimatedValueMax,
    confidence: o.confidenceScore,
    valuedOn: dayOf(on),
  };
}

/**
 * Makes the object's range its value by the precedence rule (contracts/valuations.ts `currentValue`,
 * docs/decisions/027-value-precedence.md): a recorded sale's or expert's figure while one exists, else its
 * latest estimate. Run in the transaction that changed its history, after the change; the lists, totals,
 * dashboard and dossier read the range. Returns the object as it now is (undefined: no such object).
 */
export async function settleValue(
  tx: CollectionTx,
  userId: string,
  objectId: number,
  current?: ObjectRow,
): Promise<ObjectRow | undefined> {
  const row = current ?? (await tx.objects.findObject(userId, objectId));
  if (!row) return undefined;
  const value = currentValue(await tx.valuations.listValuations(userId, objectId));
  if (!value) return row;
  const range = { estimatedValueMin: value.low, estimatedValueMax: value.high };
  if (!rangeChanged(row, range)) return row;
  return tx.objects.updateObject(userId, objectId, range);
}

export function toValuation(row: ValuationRow & Partial<Pick<RecordedValuationRow, 'recorder'>>): Valuation {
  return {
    recordedBy: row.recorder ? displayName(row.recorder) : null,
    id: row.id,
    source: row.source as ValuationSource,
    low: row.low,
    high: row.high,
    confidence: row.confidence,
    note: row.note,
    valueKind: row.valueKind as ValueKind,
    valuedOn: row.valuedOn,
    createdAt: row.createdAt.toISOString(),
  };
}

/** The owner's sales and expert valuations, and the history the collection writes by itself. */
export function createValuationsService(deps: { repo: CollectionRepository }) {
  const { repo } = deps;

  async function assertObject(userId: string, objectId: number) {
    if (!(await repo.objects.findObject(userId, objectId))) throw objectNotFound();
  }

  return {
    async list(user: SessionUser, objectId: number): Promise<ValuationList> {
      await assertObject(user.id, objectId);
      const rows = await repo.valuations.listValuations(user.id, objectId);
      return { valuations: rows.map(toValuation) };
    },

    /** A real figure: one amount (low = high), no confidence: it is not an estimate. */
    async record(user: SessionUser, objectId: number, body: RecordValuationBody): Promise<Valuation> {
      await assertObject(user.id, objectId);
      try {
        const row = await repo.transaction(async (tx) => {
          const inserted = await tx.valuations.insertValuation(user.id, {
            recordedBy: user.actorId,
            objectId,
            source: body.kind,
            low: body.amount,
            high: body.amount,
            confidence: null,
            note: body.note,
            valueKind: body.valueKind,
            valuedOn: body.date,
          });
          // A sale or an expert's figure outranks the estimates: it becomes the object's value.
          await settleValue(tx, user.id, objectId);
          return inserted;
        });
        return toValuation(row);
      } catch (err) {
        // The object was deleted between the check and the write.
        if (isForeignKeyViolation(err)) throw objectNotFound();
        throw err;
      }
    },

    /** Only what the owner recorded; an estimate is what the object was given then, and stays. */
    async remove(user: SessionUser, objectId: number, valuationId: number): Promise<{ ok: true }> {
      const row = await repo.valuations.findValuation(user.id, objectId, valuationId);
      if (!row) throw notFound('Valuation not found');
      if (!(recordedKinds as readonly string[]).includes(row.source)) {
        throw conflict('Estimates are the object’s history and cannot be deleted');
      }
      await repo.transaction(async (tx) => {
        await tx.valuations.deleteValuation(user.id, objectId, valuationId);
        // The next figure by the rule takes its place: another recorded one, or the latest estimate.
        await settleValue(tx, user.id, objectId);
      });
      return { ok: true };
    },

    async history(user: SessionUser): Promise<ValueHistory> {
      return repo.valuations.valueHistory(user.id);
    },
  };
}

export type ValuationsService = ReturnType<typeof createValuationsService>;
