import type { CollectionContent, ObjectExport } from '../../../contracts/account';
import type { Language } from '../../../contracts/analysis';

/** Excel opens a UTF-8 file as UTF-8 only when it starts with a byte order mark. */
export const UTF8_BOM = '\uFEFF';

export type CsvDelimiter = 'comma' | 'semicolon';

interface Column {
  fr: string;
  en: string;
  value(
    o: ObjectExport,
    where: { house: string | null; room: string | null },
    language: Language,
  ): string | number | null;
}

/** A spreadsheet is read by people: the level in words (the words conditionFromText reads back). */
const conditionWords: Record<Language, Record<string, string>> = {
  fr: { excellent: 'Excellent', good: 'Bon', fair: 'Passable', poor: 'Mauvais' },
  en: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' },
};
const conditionLabel = (c: string | null, language: Language) =>
  c ? (conditionWords[language][c] ?? c) : null;

const columns: Column[] = [
  { fr: 'Identifiant', en: 'Id', value: (o) => String(o.id) },
  { fr: 'Nom', en: 'Name', value: (o) => o.name },
  { fr: 'Catégorie', en: 'Category', value: (o) => o.category },
  { fr: 'Description', en: 'Description', value: (o) => o.description },
  { fr: 'Maison', en: 'House', value: (_o, w) => w.house },
  { fr: 'Pièce', en: 'Room', value: (_o, w) => w.room },
  { fr: 'Valeur min (EUR)', en: 'Value min (EUR)', value: (o) => o.estimatedValueMin },
  { fr: 'Valeur max (EUR)', en: 'Value max (EUR)', value: (o) => o.estimatedValueMax },
  { fr: "Prix d'acquisition (EUR)", en: 'Acquisition price (EUR)', value: (o) => o.acquisitionPrice },
  { fr: "Date d'acquisition", en: 'Acquisition date', value: (o) => o.acquisitionDate },
  { fr: 'Époque', en: 'Period', value: (o) => o.period },
  { fr: 'Style', en: 'Style', value: (o) => o.style },
  { fr: 'Origine', en: 'Origin', value: (o) => o.origin },
  { fr: 'État', en: 'Condition', value: (o, _w, lng) => conditionLabel(o.condition, lng) },
  { fr: 'Auteur', en: 'Author', value: (o) => o.author },
  { fr: 'Fabricant', en: 'Manufacturer', value: (o) => o.manufacturer },
  { fr: 'Marque', en: 'Brand', value: (o) => o.brand },
  { fr: 'Dimensions', en: 'Dimensions', value: (o) => o.dimensions },
  { fr: 'Matériaux', en: 'Materials', value: (o) => o.materials },
  { fr: 'Numéro de série', en: 'Serial number', value: (o) => o.serialNumber },
  { fr: 'Marques et inscriptions', en: 'Marks and inscriptions', value: (o) => o.marks },
  { fr: 'Confiance (%)', en: 'Confidence (%)', value: (o) => o.confidenceScore },
  { fr: 'Notes', en: 'Notes', value: (o) => o.notes },
  { fr: 'Photo', en: 'Photo', value: (o) => o.imageUrl },
  { fr: 'Autres photos', en: 'Other photos', value: (o) => o.additionalImages.join(' ') },
  { fr: 'Justificatifs', en: 'Receipts', value: (o) => o.receiptImages.join(' ') },
  { fr: 'Créé le', en: 'Created at', value: (o) => o.createdAt },
];

/**
 * RFC 4180 quoting. Text that a spreadsheet would run as a formula (=, +, -, @, tab, CR first) gets a
 * leading apostrophe: object names come from an AI model and from users, and must never execute.
 */
export function csvCell(value: string | number | null, sep: string, decimalComma: boolean): string {
  if (value === null || value === undefined) return '';
  let s: string;
  if (typeof value === 'number') {
    s = decimalComma ? String(value).replace('.', ',') : String(value);
  } else {
    s = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  }
  return s.includes(sep) || /["\r\n]/.test(s) || s !== s.trim() ? `"${s.replace(/"/g, '""')}"` : s;
}

/** One row per object, amounts in euros; semicolons come with decimal commas (a French Excel's habits). */
export function collectionToCsv(
  content: CollectionContent,
  opts: { delimiter: CsvDelimiter; language: Language },
): string {
  const sep = opts.delimiter === 'semicolon' ? ';' : ',';
  const decimalComma = opts.delimiter === 'semicolon';
  const houses = new Map(content.houses.map((h) => [String(h.id), h.name]));
  const rooms = new Map(content.rooms.map((r) => [String(r.id), r]));
  const lines = [columns.map((c) => csvCell(c[opts.language], sep, false)).join(sep)];
  for (const o of content.objects) {
    const room = o.roomId === null ? undefined : rooms.get(String(o.roomId));
    const house =
      room?.houseId === null || room?.houseId === undefined
        ? null
        : (houses.get(String(room.houseId)) ?? null);
    const where = { house, room: room?.name ?? null };
    lines.push(columns.map((c) => csvCell(c.value(o, where, opts.language), sep, decimalComma)).join(sep));
  }
  return UTF8_BOM + lines.join('\r\n') + '\r\n';
}
