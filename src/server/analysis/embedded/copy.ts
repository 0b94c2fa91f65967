import type { Language } from '../../../contracts/analysis';

/** Every sentence the embedded analyzer writes, in both languages. */
export interface Copy {
  percent(value: number): string;
  quote(text: string): string;
  /** Between items that already contain commas. */
  separator: string;
  list(items: string[]): string;
  typically(items: string): string;
  typicalItem(item: string): string;
  possibly(name: string): string;
  identified(name: string, confidence: number): string;
  unsure(confidence: number, candidates: string): string;
  chosen(name: string): string;
  chosenEvidence(name: string): string;
  /** Why the range is what it is; no figure: the range itself is given once, in the figures. */
  range: string;
  ask: string;
  /** Said after a priced range while questions remain unanswered. */
  narrow: string;
  /** Said after a priced range the owner's answers narrowed. */
  refined(answers: number): string;
  unknown: string;
  dimensions: string;
  labelsSeen(photo: number, labels: string): string;
  categoriesSeen(categories: string): string;
  agreement(agreeing: number, total: number): string;
  highEnd(): string;
  confidenceFactor(confidence: number): string;
  compareSold: string;
  photograph(what: string): string;
  steps: {
    photos: [string, (n: number, size: number) => string];
    classify: [string, (model: string, ms: number, labels: string) => string];
    catalogue: [string, (count: number, categories: string, agreement: string) => string];
    value: [string, (confidence: number) => string];
    next: [string, (photos: string) => string];
    text: [string, (text: string, marks: string, ms: number) => string];
  };
  notAppraisable(what: string, label: string, probability: number): string;
  /** Text read on the photos and what was recognised in it (marks: "Christofle (maker)", may be empty). */
  textRead(text: string, marks: string): string;
  markKind: Record<'maker' | 'hallmark', string>;
  /** A mark moved the value band by this factor; origin: its provenance, already worded. */
  markFactor(name: string, factor: number, origin: string): string;
  editorialGuess: string;
  sourced(source: string, date: string, observations: number): string;
  specificFeature(text: string): string;
  noModel: [string, string];
  modelFailed: [string, string];
}

const fr: Copy = {
  percent: (v) => `${Math.round(v)} %`,
  quote: (text) => `« ${text} »`,
  separator: ' ; ',
  list: (items) => new Intl.ListFormat('fr', { type: 'disjunction' }).format(items),
  typically: (items) => `Typiquement : ${items}`,
  typicalItem: (item) => `${item} (typique)`,
  possibly: (name) => `Peut-être : ${name}`,
  identified: (name, c) => `Le classifieur embarqué reconnaît : ${name} (confiance ${c} %).`,
  unsure: (c, candidates) =>
    `L'objet n'a pas pu être identifié avec confiance (confiance ${c} %). Il pourrait s'agir de : ${candidates}.`,
  chosen: (name) => `Identifié par vous : ${name}. Les photos précisent le reste.`,
  chosenEvidence: (name) => `Type indiqué par le propriétaire : ${name}`,
  range:
    'La fourchette est celle d’un exemplaire typique de ce type (bande typique du catalogue de référence). L’état, le fabricant et l’authenticité, que la photo ne permet pas de juger, la déplacent : une photo nette de la marque, du poinçon ou de la signature et l’état de l’objet la resserrent.',
  ask: 'Prenez une photo de la marque du fabricant, du dessous ou de la signature, puis relancez l’analyse.',
  narrow: 'Répondez aux questions sur l’objet pour resserrer la fourchette.',
  refined: (n) =>
    `La fourchette est celle de ce type, déplacée et resserrée d’après ${n > 1 ? `vos ${n} réponses` : 'votre réponse'}.`,
  unknown: 'Inconnu',
  dimensions: 'Non mesurables sur la photo',
  labelsSeen: (photo, labels) => `Classifieur, photo ${photo} : ${labels}`,
  categoriesSeen: (categories) => `Catégories du catalogue : ${categories}`,
  agreement: (a, n) => (n === 1 ? 'une seule photo' : `photos concordantes : ${a} sur ${n}`),
  highEnd: () =>
    'Les exemplaires exceptionnels (fabricant recherché, signature, excellent état) sortent de cette bande : la marque et l’état le diront.',
  confidenceFactor: (c) => `Certitude de l’identification : ${c} %`,
  compareSold: 'Comparer avec des ventes conclues d’objets semblables (liens ci-dessous)',
  photograph: (what) => `Photographiez : ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
  steps: {
    photos: [
      'Photos préparées',
      (n, s) =>
        `${n} photo${n > 1 ? 's' : ''} recadrée${n > 1 ? 's' : ''} sur l’objet et réduite${n > 1 ? 's' : ''} à ${s} × ${s} px.`,
    ],
    classify: [
      'Classification',
      // The model's labels are English words: a French reader gets them as the catalogue's categories (next step).
      (m, ms) =>
        `${m} exécuté localement (${Math.round(ms)} ms) : ses étiquettes sont ramenées aux catégories du catalogue.`,
    ],
    catalogue: [
      'Rapprochement avec le catalogue',
      (n, c, a) => `Probabilités regroupées en ${n} catégories : ${c} ; ${a}.`,
    ],
    value: [
      'Estimation',
      (c) =>
        `Fourchette du catalogue pour ce type, déplacée par les marques lues et vos réponses (confiance ${c} %) ; son montant est donné une seule fois, dans l’estimation.`,
    ],
    next: ['Photo suivante', (p) => `Pour confirmer : ${p}.`],
    text: [
      'Texte sur la photo',
      (t, m, ms) =>
        `${t ? `Lu localement (Tesseract, ${Math.round(ms)} ms) : « ${t} »` : `Aucun texte lisible (Tesseract, ${Math.round(ms)} ms)`}${m ? ` ; reconnu : ${m}.` : '.'}`,
    ],
  },
  notAppraisable: (what, label, p) =>
    `La photo semble plutôt montrer ${what} (« ${label} », ${Math.round(p * 100)} %), pas un objet à estimer.`,
  textRead: (text, marks) => `Texte lu sur la photo : « ${text} »${marks ? ` ; reconnu : ${marks}` : ''}`,
  markKind: { maker: 'fabricant', hallmark: 'poinçon ou mention' },
  markFactor: (name, f, origin) =>
    `${name}, lu sur la photo : bande de valeur ×${f.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} (${origin})`,
  editorialGuess: 'estimation éditoriale',
  sourced: (source, date, n) => `${source}, ${date}, ${n} observations`,
  specificFeature: (text) => `Texte lu sur la photo : « ${text} »`,
  noModel: [
    'Identification hors ligne indisponible',
    'Le modèle de reconnaissance embarqué est introuvable : il est livré avec l’application (dossier models/), ou MODEL_DIR indique un dossier qui ne le contient pas.',
  ],
  modelFailed: [
    'Identification hors ligne indisponible',
    'Le modèle de reconnaissance embarqué n’a pas pu être chargé ; ses fichiers sont peut-être incomplets. Réinstallez l’application.',
  ],
};

const en: Copy = {
  percent: (v) => `${Math.round(v)}%`,
  quote: (text) => `“${text}”`,
  separator: '; ',
  list: (items) => new Intl.ListFormat('en', { type: 'disjunction' }).format(items),
  typically: (items) => `Typically: ${items}`,
  typicalItem: (item) => `${item} (typical)`,
  possibly: (name) => `Possibly: ${name}`,
  identified: (name, c) => `The built-in classifier recognises: ${name} (confidence ${c}%).`,
  unsure: (c, candidates) =>
    `The object could not be identified with confidence (confidence ${c}%). It might be: ${candidates}.`,
  chosen: (name) => `Identified by you: ${name}. The photos tell the rest.`,
  chosenEvidence: (name) => `Type given by the owner: ${name}`,
  range:
    "The range is that of a typical example of this type (the reference catalogue's typical band). Condition, maker and authenticity, which the photo cannot establish, move it: a sharp photo of the mark, hallmark or signature and the object's condition narrow it.",
  ask: "Take a photo of the maker's mark, the base or the signature, then analyse again.",
  narrow: 'Answer the questions about the object to narrow the range.',
  refined: (n) =>
    `The range is this type's, moved and narrowed by ${n > 1 ? `your ${n} answers` : 'your answer'}.`,
  unknown: 'Unknown',
  dimensions: 'Not measurable from the photo',
  labelsSeen: (photo, labels) => `Classifier, photo ${photo}: ${labels}`,
  categoriesSeen: (categories) => `Catalogue categories: ${categories}`,
  agreement: (a, n) => (n === 1 ? 'a single photo' : `${a} of ${n} photos agree`),
  highEnd: () =>
    'Exceptional examples (a sought-after maker, a signature, excellent condition) fall outside this band: the mark and the condition will tell.',
  confidenceFactor: (c) => `Certainty of the identification: ${c}%`,
  compareSold: 'Compare with sold listings of similar objects (links below)',
  photograph: (what) => `Photograph: ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
  steps: {
    photos: [
      'Photos prepared',
      (n, s) => `${n} photo${n > 1 ? 's' : ''} cropped to the object and reduced to ${s} × ${s} px.`,
    ],
    classify: ['Classification', (m, ms, labels) => `${m} run locally (${Math.round(ms)} ms): ${labels}.`],
    catalogue: [
      'Matching the catalogue',
      (n, c, a) => `Probabilities grouped into ${n} categories: ${c}; ${a}.`,
    ],
    value: [
      'Valuation',
      (c) =>
        `The catalogue's range for this type, moved by the marks read and your answers (confidence ${c}%); its amount is given once, in the estimate.`,
    ],
    next: ['Next photo', (p) => `To confirm: ${p}.`],
    text: [
      'Text on the photo',
      (t, m, ms) =>
        `${t ? `Read locally (Tesseract, ${Math.round(ms)} ms): “${t}”` : `No legible text (Tesseract, ${Math.round(ms)} ms)`}${m ? `; recognised: ${m}.` : '.'}`,
    ],
  },
  notAppraisable: (what, label, p) =>
    `The photo rather seems to show ${what} (“${label}”, ${Math.round(p * 100)}%), not an object to appraise.`,
  textRead: (text, marks) => `Text read on the photo: “${text}”${marks ? `; recognised: ${marks}` : ''}`,
  markKind: { maker: 'maker', hallmark: 'hallmark or mention' },
  markFactor: (name, f, origin) =>
    `${name}, read on the photo: value band ×${f.toLocaleString('en-IE', { maximumFractionDigits: 2 })} (${origin})`,
  editorialGuess: 'editorial guess',
  sourced: (source, date, n) => `${source}, ${date}, ${n} observations`,
  specificFeature: (text) => `Text read on the photo: “${text}”`,
  noModel: [
    'Offline identification unavailable',
    'The built-in recognition model cannot be found: it ships with the application (models/ folder), or MODEL_DIR names a folder without it.',
  ],
  modelFailed: [
    'Offline identification unavailable',
    'The built-in recognition model could not be loaded; its files may be incomplete. Reinstall the application.',
  ],
};

export const copy: Record<Language, Copy> = { fr, en };
