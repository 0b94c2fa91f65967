import type { ObjectRow } from './objects-repository';

/**
 * The fields whose changes an object's page lists (decision 037): what a person edits by hand or an
 * analysis rewrites. Photos and receipts are listed by count; the analysis's long JSON is not.
 */
const tracked = [
  'name',
  'description',
  'category',
  'roomId',
  'estimatedValueMin',
  'estimatedValueMax',
  'period',
  'style',
  'origin',
  'condition',
  'notes',
  'author',
  'manufacturer',
  'brand',
  'acquisitionPrice',
  'acquisitionDate',
  'dimensions',
  'materials',
  'serialNumber',
  'marks',
] as const satisfies readonly (keyof ObjectRow)[];

/** Euro figures: kept from a viewer the owners hide amounts from. */
export const amountFields: ReadonlySet<string> = new Set([
  'estimatedValueMin',
  'estimatedValueMax',
  'acquisitionPrice',
]);

export interface FieldChange {
  field: string;
  oldValue: string | null;
  newValue: string | null;
}

const text = (v: unknown): string | null => (v === null || v === undefined || v === '' ? null : String(v));

/** What an edit changed, field by field, as text (null: empty). */
export function objectChanges(before: ObjectRow, after: ObjectRow): FieldChange[] {
  const changes: FieldChange[] = [];
  for (const field of tracked) {
    const [oldValue, newValue] = [text(before[field]), text(after[field])];
    if (oldValue !== newValue) changes.push({ field, oldValue, newValue });
  }
  for (const field of ['photoIds', 'receiptPhotoIds'] as const) {
    if (before[field].join() !== after[field].join()) {
      changes.push({ field, oldValue: String(before[field].length), newValue: String(after[field].length) });
    }
  }
  return changes;
}
