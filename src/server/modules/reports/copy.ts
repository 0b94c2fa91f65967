import type { Language } from '../../../contracts/analysis';
import type { ValueKind } from '../../../contracts/valuations';

/**
 * The words of the printed reports, in both languages (the PDF is made on the server, not by i18next).
 * French texts carry their non-breaking spaces (U+00A0) before : ; ? ! and inside « »: copy.test.ts checks.
 */

/** What an object's figure rests on, strongest first (docs/decisions/027-value-precedence.md). */
export type ValueSource = 'sale' | 'expert' | 'comparables' | 'analysis' | 'manual';
/** An analysis's basis, as the analyzer gave it (observed sales, borrowed from a close type, or a rough guide). */
export type AnalysisBasisKind = 'observed' | 'borrowed' | 'editorial';
export type ConditionWord = 'excellent' | 'good' | 'fair' | 'poor';

const fr = {
  dossierTitle: 'Dossier d’inventaire pour l’assurance',
  owner: 'Propriétaire',
  contact: 'Coordonnées',
  address: 'Adresse assurée',
  insurer: 'Assureur',
  policyNumber: 'N° de contrat',
  notStated: 'Non renseigné',
  date: 'Date du dossier',
  scope: 'Périmètre',
  wholeCollection: 'Toute la collection',
  objectCount: 'Nombre d’objets',
  totalLow: 'Total des estimations basses',
  totalHigh: 'Total des estimations hautes',
  totalReplacement: 'Total en remplacement',
  valueKind: 'Nature des montants',
  marketValue:
    'Valeur de marché\u00a0: ce que chaque objet se vendrait aujourd’hui (estimations, ventes enregistrées, expertises en valeur de marché). Ce n’est pas une valeur de remplacement à neuf.',
  expertKind:
    'Les expertises sont reprises telles que l’expert les a données, avec leur date et leur note\u00a0; chacune dit si son montant est une valeur de marché ou une valeur de remplacement, et les valeurs de remplacement sont totalisées à part.',
  precedence:
    'Pour chaque objet, le montant retenu est, dans cet ordre\u00a0: une vente enregistrée, une expertise, une estimation d’après des ventes comparables, l’analyse des photos.',
  unestimated: (n: number) =>
    n === 1
      ? 'Un objet n’a pas d’estimation\u00a0: il est listé et marqué, mais les totaux ne le comptent pas.'
      : `${n} objets n’ont pas d’estimation\u00a0: ils sont listés et marqués, mais les totaux ne les comptent pas.`,
  valuesHidden:
    'Montants masqués à la demande du propriétaire\u00a0: ce dossier atteste la présence des objets, pas leur valeur.',
  coverNote:
    'Estimations indicatives établies à partir de photographies, sauf ventes et expertises enregistrées. Pour un bien de valeur, faites confirmer l’estimation par un expert.',
  noRoom: 'Sans pièce',
  itemNumber: (id: number) => `N°\u00a0${id}`,
  itemNumberNote: 'Le numéro de chaque objet est celui de son étiquette QR.',
  place: 'Emplacement',
  category: 'Catégorie',
  period: 'Époque',
  style: 'Style',
  maker: 'Fabricant, auteur ou marque',
  dimensions: 'Dimensions',
  materials: 'Matériaux',
  marks: 'Marques et inscriptions',
  textRead: 'Texte lu sur les photos',
  serialNumber: 'N° de série',
  condition: 'État',
  conditions: {
    excellent: 'Excellent',
    good: 'Bon',
    fair: 'Moyen',
    poor: 'Mauvais',
  } satisfies Record<ConditionWord, string>,
  acquisition: 'Acquisition',
  acquiredFor: (price: string) => price,
  acquiredOn: (date: string) => `le ${date}`,
  value: 'Valeur retenue',
  basis: 'Fondement',
  noEstimate: 'Sans estimation\u00a0: non compté dans les totaux',
  sources: {
    sale: (date: string) => `Vente enregistrée du ${date}`,
    expert: (date: string) => `Expertise du ${date}`,
    comparables: (date: string) =>
      `Estimation d’après des ventes comparables relevées par le propriétaire, ${date}`,
    analysis: (date: string) => `Estimation par l’analyse des photos, ${date}`,
    manual: (date: string) => `Estimation saisie par le propriétaire, ${date}`,
  } satisfies Record<ValueSource, (date: string) => string>,
  analysisBasis: {
    observed: (n: number, years: string) =>
      `d’après ${n.toLocaleString('fr-FR')} prix de vente relevés pour ce type d’objet${years ? ` (${years})` : ''}`,
    borrowed: (n: number, years: string) =>
      `ordre de grandeur d’après ${n.toLocaleString('fr-FR')} prix relevés pour des objets proches${years ? ` (${years})` : ''}`,
    editorial: 'ordre de grandeur\u00a0: aucune vente relevée pour ce type d’objet',
  } satisfies Record<AnalysisBasisKind, unknown>,
  confidence: 'Confiance de l’analyse',
  notes: 'Notes',
  photos: 'Photos',
  noPhoto: 'Pas de photo',
  receipts: 'Justificatifs d’achat',
  receipt: (n: number) => `Justificatif ${n}`,
  roomSummary: 'Récapitulatif',
  objects: (n: number) => (n <= 1 ? `${n} objet` : `${n} objets`),
  withoutEstimate: (n: number) => `${n} sans estimation`,
  valueKinds: {
    market: 'valeur de marché',
    replacement: 'valeur de remplacement',
  } satisfies Record<ValueKind, string>,
  declarationTitle: 'Déclaration du propriétaire',
  declaration: (name: string, n: number) =>
    `Je soussigné(e), ${name}, déclare que ${n <= 1 ? 'l’objet énuméré' : `les ${n} objets énumérés`} dans ce dossier ${n <= 1 ? 'est' : 'sont'} en ma possession à la date ci-dessous, et que les informations que j’ai données sont exactes à ma connaissance.`,
  declarationDate: (date: string, scope: string) => `Dossier du ${date} · ${scope}`,
  declarationUnnamed: '………………………………………',
  doneAt: 'Fait à',
  on: 'le',
  signature: 'Signature',
  page: (n: number, total: number) => `Page ${n} / ${total}`,
  footer: 'Trouvaille · inventaire',
  noObjects: 'Aucun objet dans ce périmètre.',
  filename: 'assurance',
  labelsFilename: 'etiquettes',
};

const en: typeof fr = {
  dossierTitle: 'Insurance inventory dossier',
  owner: 'Owner',
  contact: 'Contact',
  address: 'Insured address',
  insurer: 'Insurer',
  policyNumber: 'Policy number',
  notStated: 'Not stated',
  date: 'Dossier date',
  scope: 'Scope',
  wholeCollection: 'Whole collection',
  objectCount: 'Number of objects',
  totalLow: 'Total of low estimates',
  totalHigh: 'Total of high estimates',
  totalReplacement: 'Replacement total',
  valueKind: 'Kind of value',
  marketValue:
    'Market value: what each object would fetch in a sale today (estimates, recorded sales, expert valuations at market value). It is not a new-for-old replacement value.',
  expertKind:
    'Expert valuations are given as the expert gave them, with their date and note; each says whether its figure is a market value or a replacement value, and replacement values are totalled apart.',
  precedence:
    'For each object the figure used is, in this order: a recorded sale, an expert valuation, an estimate from comparable sales, the analysis of the photos.',
  unestimated: (n: number) =>
    n === 1
      ? 'One object has no estimate: it is listed and marked, but the totals leave it out.'
      : `${n} objects have no estimate: they are listed and marked, but the totals leave them out.`,
  valuesHidden: 'Amounts hidden at the owner’s request: this dossier records the objects, not their value.',
  coverNote:
    'Indicative estimates made from photographs, except recorded sales and expert valuations. For a valuable item, have the estimate confirmed by an expert.',
  noRoom: 'No room',
  itemNumber: (id: number) => `No. ${id}`,
  itemNumberNote: 'Each object’s number is the one on its QR label.',
  place: 'Location',
  category: 'Category',
  period: 'Period',
  style: 'Style',
  maker: 'Maker, author or brand',
  dimensions: 'Dimensions',
  materials: 'Materials',
  marks: 'Marks and inscriptions',
  textRead: 'Text read on the photos',
  serialNumber: 'Serial number',
  condition: 'Condition',
  conditions: { excellent: 'Excellent', good: 'Good', fair: 'Fair', poor: 'Poor' },
  acquisition: 'Acquisition',
  acquiredFor: (price: string) => price,
  acquiredOn: (date: string) => `on ${date}`,
  value: 'Value used',
  basis: 'Basis',
  noEstimate: 'No estimate: not counted in the totals',
  sources: {
    sale: (date: string) => `Recorded sale of ${date}`,
    expert: (date: string) => `Expert valuation of ${date}`,
    comparables: (date: string) => `Estimate from comparable sales recorded by the owner, ${date}`,
    analysis: (date: string) => `Estimate from the analysis of the photos, ${date}`,
    manual: (date: string) => `Estimate entered by the owner, ${date}`,
  },
  analysisBasis: {
    observed: (n: number, years: string) =>
      `based on ${n.toLocaleString('en-GB')} recorded sale prices of this kind of object${years ? ` (${years})` : ''}`,
    borrowed: (n: number, years: string) =>
      `rough guide from ${n.toLocaleString('en-GB')} recorded prices of similar objects${years ? ` (${years})` : ''}`,
    editorial: 'rough guide: no recorded sales of this kind of object',
  },
  confidence: 'Analysis confidence',
  notes: 'Notes',
  photos: 'Photos',
  noPhoto: 'No photo',
  receipts: 'Proof of purchase',
  receipt: (n: number) => `Receipt ${n}`,
  roomSummary: 'Summary',
  objects: (n: number) => (n === 1 ? '1 object' : `${n} objects`),
  withoutEstimate: (n: number) => `${n} without estimate`,
  valueKinds: { market: 'market value', replacement: 'replacement value' },
  declarationTitle: 'Owner’s declaration',
  declaration: (name: string, n: number) =>
    `I, ${name}, declare that ${n === 1 ? 'the object listed' : `the ${n} objects listed`} in this dossier ${n === 1 ? 'is' : 'are'} in my possession on the date below, and that the information I have given is accurate to the best of my knowledge.`,
  declarationDate: (date: string, scope: string) => `Dossier of ${date} · ${scope}`,
  declarationUnnamed: '………………………………………',
  doneAt: 'Place',
  on: 'Date',
  signature: 'Signature',
  page: (n: number, total: number) => `Page ${n} of ${total}`,
  footer: 'Trouvaille · inventory',
  noObjects: 'No objects in this scope.',
  filename: 'insurance',
  labelsFilename: 'labels',
};

export type ReportCopy = typeof fr;
export const reportCopy = (lang: Language): ReportCopy => (lang === 'en' ? en : fr);

const locale = (lang: Language) => (lang === 'en' ? 'en-GB' : 'fr-FR');

/**
 * Euros written the way the reader's language writes them ("1 234 €", "€1,234"): an insurer reads the
 * dossier on paper, so it follows the dossier's language rather than the app's display rule.
 */
export function euros(amount: number, lang: Language): string {
  return new Intl.NumberFormat(locale(lang), {
    style: 'currency',
    currency: 'EUR',
    maximumFractionDigits: 0,
  }).format(Math.round(amount));
}

/** A day in words ("25 novembre 2026", "25 November 2026"), read in UTC as the stored dates are. */
export function longDate(date: Date | string, lang: Language): string {
  const d = typeof date === 'string' ? new Date(`${date.slice(0, 10)}T00:00:00Z`) : date;
  return new Intl.DateTimeFormat(locale(lang), {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(d);
}

/** "Label : value" in French, "Label: value" in English. */
export const colon = (lang: Language) => (lang === 'en' ? ': ' : '\u00a0: ');

/** Every text of a language's copy, functions called with sample arguments: what copy.test.ts checks. */
export function allTexts(lang: Language): string[] {
  const out: string[] = [];
  const walk = (v: unknown) => {
    if (typeof v === 'string') out.push(v);
    else if (typeof v === 'function') out.push(String((v as (...a: unknown[]) => unknown)(2, '2020', 3)));
    else if (v && typeof v === 'object') Object.values(v).forEach(walk);
  };
  walk(reportCopy(lang));
  return out;
}
