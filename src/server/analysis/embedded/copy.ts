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
  identified(name: string): string;
  unsure(confidence: number, candidates: string): string;
  chosen(name: string): string;
  chosenEvidence(name: string): string;
  /** Why the range is what it is; no figure: the range itself is given once, in the figures. */
  range: string;
  ask: string;
  /** Said of a rough-guide range (no recorded prices of the type). */
  roughGuide: string;
  /** Said after a priced range while questions remain unanswered. */
  narrow: string;
  /** Said after a priced range the owner's answers narrowed. */
  refined(answers: number): string;
  unknown: string;
  dimensions: string;
  /** What one photo looks most like, in the catalogue's words. */
  photoSeen(photo: number, types: string): string;
  /** A close-up of a mark: read for its text, no vote on what the object is. */
  photoTextOnly(photo: number): string;
  agreement(agreeing: number, total: number): string;
  highEnd(): string;
  confidenceFactor(confidence: number): string;
  compareSold: string;
  photograph(what: string): string;
  steps: {
    photos: [string, (n: number, size: number) => string];
    classify: [string, (count: number) => string];
    catalogue: [string, (categories: string, agreement: string) => string];
    value: [string, (basis: string) => string];
    next: [string, (photos: string) => string];
    text: [string, (text: string, marks: string) => string];
  };
  notAppraisable(what: string): string;
  /** The evidence is split between types whose prices differ too much for one range. */
  split(candidates: string): string;
  /** One plain line on what the range rests on. */
  basis: {
    observed(n: number, of: string, from: string, to: string, sources: number): string;
    borrowed(n: number, of: string, from: string, to: string, borrowedFrom: string): string;
    editorial: string;
  };
  /** Text read on the photos and what was recognised in it (marks: "Christofle (maker)", may be empty). */
  textRead(text: string, marks: string): string;
  /** Photos the text reader had no time for: their marks may be missing from the answer. */
  textUnread(photos: number): string;
  markKind: Record<'maker' | 'hallmark', string>;
  /** A mark moved the value band by this factor; origin: its provenance, already worded. */
  markFactor(name: string, factor: number, origin: string): string;
  editorialGuess: string;
  sourced(source: string, date: string, observations: number): string;
  specificFeature(text: string): string;
  noModel: [string, string];
  modelFailed: [string, string];
}

const years = (from: string, to: string) => (from === to ? from : `${from}–${to}`);

const fr: Copy = {
  percent: (v) => `${Math.round(v)} %`,
  quote: (text) => `«\u00a0${text}\u00a0»`,
  separator: '\u00a0; ',
  list: (items) => new Intl.ListFormat('fr', { type: 'disjunction' }).format(items),
  typically: (items) => `Typiquement\u00a0: ${items}`,
  typicalItem: (item) => `${item} (typique)`,
  possibly: (name) => `Peut-être\u00a0: ${name}`,
  identified: (name) => `Reconnu sur la photo\u00a0: ${name}.`,
  unsure: (c, candidates) =>
    `L'objet n'a pas pu être identifié avec confiance (confiance ${c} %). Il pourrait s'agir de\u00a0: ${candidates}.`,
  chosen: (name) => `Identifié par vous\u00a0: ${name}. Les photos précisent le reste.`,
  chosenEvidence: (name) => `Type indiqué par le propriétaire\u00a0: ${name}`,
  range:
    'La fourchette est le milieu des prix relevés pour ce type d’objet. L’état, le fabricant et l’authenticité, que la photo ne permet pas de juger, la déplacent\u00a0: une photo nette de la marque, du poinçon ou de la signature et vos réponses la resserrent.',
  roughGuide:
    'Aucune vente de ce type d’objet n’a été relevée\u00a0: la fourchette n’est qu’un ordre de grandeur.',
  ask: 'Prenez une photo de la marque du fabricant, du dessous ou de la signature, puis relancez l’analyse.',
  narrow: 'Répondez aux questions sur l’objet pour resserrer la fourchette.',
  refined: (n) =>
    `La fourchette est celle de ce type, déplacée et resserrée d’après ${n > 1 ? `vos ${n} réponses` : 'votre réponse'}.`,
  unknown: 'Inconnu',
  dimensions: 'Non mesurables sur la photo',
  photoSeen: (photo, types) => `Photo ${photo}, ressemble surtout à\u00a0: ${types}`,
  photoTextOnly: (photo) =>
    `Photo ${photo}\u00a0: gros plan d’une marque, lue pour son texte\u00a0; elle ne compte pas pour dire quel objet c’est`,
  agreement: (a, n) => (n === 1 ? 'une seule photo' : `photos concordantes\u00a0: ${a} sur ${n}`),
  highEnd: () =>
    'Les exemplaires exceptionnels (fabricant recherché, signature, excellent état) sortent de cette bande\u00a0: la marque et l’état le diront.',
  confidenceFactor: (c) => `Certitude de l’identification\u00a0: ${c} %`,
  compareSold: 'Comparer avec des ventes conclues d’objets semblables (liens ci-dessous)',
  photograph: (what) => `Photographiez\u00a0: ${what.charAt(0).toLowerCase()}${what.slice(1)}`,
  steps: {
    photos: [
      'Photos préparées',
      (n, s) =>
        `${n} photo${n > 1 ? 's' : ''} recadrée${n > 1 ? 's' : ''} sur l’objet et réduite${n > 1 ? 's' : ''} à ${s} × ${s} px.`,
    ],
    classify: [
      'Reconnaissance',
      (n) => `La photo est comparée, sur cet appareil, aux ${n} types d’objets que l’application connaît.`,
    ],
    catalogue: ['Types les plus proches', (c, a) => `${c}\u00a0; ${a}.`],
    value: [
      'Estimation',
      (basis) =>
        `${basis}. La fourchette en est le milieu, déplacé par les marques lues et vos réponses, puis resserré à chaque réponse.`,
    ],
    next: ['Photo suivante', (p) => `Pour confirmer\u00a0: ${p}.`],
    text: [
      'Texte sur la photo',
      (t, m) =>
        `${t ? `Lu sur la photo\u00a0: «\u00a0${t}\u00a0»` : 'Aucun texte lisible'}${m ? `\u00a0; reconnu\u00a0: ${m}.` : '.'}`,
    ],
  },
  notAppraisable: (what) => `La photo semble plutôt montrer ${what}, pas un objet à estimer.`,
  split: (candidates) =>
    `La photo pourrait montrer ${candidates}, dont les prix sont trop différents pour une seule fourchette\u00a0: dites-nous lequel.`,
  basis: {
    observed: (n, of, from, to, k) =>
      `D’après ${n.toLocaleString('fr-FR')} prix relevés (${of.toLowerCase()}), ${years(from, to)}, ${k} source${k > 1 ? 's' : ''}`,
    borrowed: (n, of, from, to, b) =>
      `Ordre de grandeur\u00a0: ${n.toLocaleString('fr-FR')} prix relevés de «\u00a0${b.toLowerCase()}\u00a0», ${years(from, to)} (trop peu de ${of.toLowerCase()})`,
    editorial: 'Ordre de grandeur\u00a0: aucune vente relevée pour ce type d’objet',
  },
  textRead: (text, marks) =>
    `Texte lu sur la photo\u00a0: «\u00a0${text}\u00a0»${marks ? `\u00a0; reconnu\u00a0: ${marks}` : ''}`,
  textUnread: (n) =>
    `Le lecteur de texte était occupé\u00a0: ${n === 1 ? 'une photo n’a pas été lue' : `${n} photos n’ont pas été lues`} à temps, et l’estimation s’en passe.`,
  markKind: { maker: 'fabricant', hallmark: 'poinçon ou mention' },
  markFactor: (name, f, origin) =>
    `${name}, lu sur la photo\u00a0: bande de valeur ×${f.toLocaleString('fr-FR', { maximumFractionDigits: 2 })} (${origin})`,
  editorialGuess: 'estimation éditoriale',
  sourced: (source, date, n) => `${source}, ${date}, ${n} observations`,
  specificFeature: (text) => `Texte lu sur la photo\u00a0: «\u00a0${text}\u00a0»`,
  noModel: [
    'Identification hors ligne indisponible',
    'Le modèle de reconnaissance embarqué est introuvable\u00a0: il est livré avec l’application (dossier models/), ou MODEL_DIR indique un dossier qui ne le contient pas.',
  ],
  modelFailed: [
    'Identification hors ligne indisponible',
    'Le modèle de reconnaissance embarqué n’a pas pu être chargé\u00a0; ses fichiers sont peut-être incomplets. Réinstallez l’application.',
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
  identified: (name) => `Recognised from the photo: ${name}.`,
  unsure: (c, candidates) =>
    `The object could not be identified with confidence (confidence ${c}%). It might be: ${candidates}.`,
  chosen: (name) => `Identified by you: ${name}. The photos tell the rest.`,
  chosenEvidence: (name) => `Type given by the owner: ${name}`,
  range:
    'The range is the middle of the prices recorded for this kind of object. Condition, maker and authenticity, which the photo cannot establish, move it: a sharp photo of the mark, hallmark or signature and your answers narrow it.',
  roughGuide: 'No sales of this kind of object have been recorded: the range is only a rough guide.',
  ask: "Take a photo of the maker's mark, the base or the signature, then analyse again.",
  narrow: 'Answer the questions about the object to narrow the range.',
  refined: (n) =>
    `The range is this type's, moved and narrowed by ${n > 1 ? `your ${n} answers` : 'your answer'}.`,
  unknown: 'Unknown',
  dimensions: 'Not measurable from the photo',
  photoSeen: (photo, types) => `Photo ${photo} looks most like: ${types}`,
  photoTextOnly: (photo) =>
    `Photo ${photo}: a close-up of a mark, read for its text; it does not count towards what the object is`,
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
    classify: [
      'Recognition',
      (n) => `The photo is compared, on this device, with the ${n} kinds of object the app knows.`,
    ],
    catalogue: ['Closest kinds of object', (c, a) => `${c}; ${a}.`],
    value: [
      'Valuation',
      (basis) =>
        `${basis}. The range is their middle, moved by the marks read and your answers, and narrowed by each answer.`,
    ],
    next: ['Next photo', (p) => `To confirm: ${p}.`],
    text: [
      'Text on the photo',
      (t, m) => `${t ? `Read on the photo: “${t}”` : 'No legible text'}${m ? `; recognised: ${m}.` : '.'}`,
    ],
  },
  notAppraisable: (what) => `The photo rather seems to show ${what}, not an object to appraise.`,
  split: (candidates) =>
    `The photo could show ${candidates}, whose prices differ too much for one range: tell us which it is.`,
  basis: {
    observed: (n, of, from, to, k) =>
      `Based on ${n.toLocaleString('en-IE')} recorded prices (${of.toLowerCase()}), ${years(from, to)}, ${k} source${k > 1 ? 's' : ''}`,
    borrowed: (n, of, from, to, b) =>
      `Rough guide: ${n.toLocaleString('en-IE')} recorded prices of “${b.toLowerCase()}”, ${years(from, to)} (too few of ${of.toLowerCase()})`,
    editorial: 'Rough guide: no recorded sales of this kind of object',
  },
  textRead: (text, marks) => `Text read on the photo: “${text}”${marks ? `; recognised: ${marks}` : ''}`,
  textUnread: (n) =>
    `The text reader was busy: ${n === 1 ? 'one photo was' : `${n} photos were`} not read in time, and the estimate goes without.`,
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
