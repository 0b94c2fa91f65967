import type { Language } from '../../../contracts/analysis';

/** The words of the printed reports, in both languages (the PDF is made on the server, not by i18next). */
const fr = {
  dossierTitle: "Dossier d'inventaire pour l'assurance",
  owner: 'Propriétaire',
  address: 'Adresse',
  date: 'Date du dossier',
  scope: 'Périmètre',
  wholeCollection: 'Toute la collection',
  objectCount: "Nombre d'objets",
  totalLow: 'Total des estimations basses',
  totalHigh: 'Total des estimations hautes',
  valuesHidden: 'Montants masqués à la demande du propriétaire.',
  coverNote:
    "Estimations indicatives établies à partir de photographies. Pour un bien de valeur, faites confirmer l'estimation par un expert.",
  noRoom: 'Sans pièce',
  category: 'Catégorie',
  period: 'Époque',
  maker: 'Fabricant / auteur',
  condition: 'État',
  estimate: 'Estimation',
  roughGuide: 'Ordre de grandeur\u00a0: aucune vente relevée pour ce type d’objet',
  confidence: 'Confiance',
  lastEstimate: 'Dernière estimation',
  notes: 'Notes',
  noPhoto: 'Pas de photo',
  roomSummary: 'Récapitulatif',
  objects: (n: number) => (n <= 1 ? `${n} objet` : `${n} objets`),
  page: (n: number, total: number) => `Page ${n} / ${total}`,
  footer: 'Trouvaille · inventaire',
  noObjects: 'Aucun objet dans ce périmètre.',
  filename: 'assurance',
  labelsFilename: 'etiquettes',
};

const en: typeof fr = {
  dossierTitle: 'Insurance inventory dossier',
  owner: 'Owner',
  address: 'Address',
  date: 'Dossier date',
  scope: 'Scope',
  wholeCollection: 'Whole collection',
  objectCount: 'Number of objects',
  totalLow: 'Total of low estimates',
  totalHigh: 'Total of high estimates',
  valuesHidden: 'Amounts hidden at the owner’s request.',
  coverNote:
    'Indicative estimates made from photographs. For a valuable item, have the estimate confirmed by an expert.',
  noRoom: 'No room',
  category: 'Category',
  period: 'Period',
  maker: 'Maker / author',
  condition: 'Condition',
  estimate: 'Estimate',
  roughGuide: 'Rough guide: no recorded sales of this kind of object',
  confidence: 'Confidence',
  lastEstimate: 'Last estimate',
  notes: 'Notes',
  noPhoto: 'No photo',
  roomSummary: 'Summary',
  objects: (n: number) => (n === 1 ? '1 object' : `${n} objects`),
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
