import { readFileSync } from 'node:fs';
import path from 'node:path';
import { knowledgeFolder, type Pair } from './knowledge';

/**
 * The words that name a regulated material or object (vocabulary.json's `regulations`), as they are
 * written on objects, on labels and in the flags' own texts, in capitals without accents. A flag is raised
 * on the photos' text or the owner's words only when one of these is read as a whole word or phrase.
 * Words that often mean something else on an object are left out on purpose: a bare "SS" (a steel grade,
 * a size), "CALIBRE" (a watch movement), "CARTOUCHE" (an ink cartridge), "SHELL" (a seashell),
 * "ROSEWOOD" (most guitar rosewood is not the protected one), "OPIUM" (a perfume).
 */
export const REGULATED_WORDS: Readonly<Record<string, readonly string[]>> = {
  firearm: [
    'ARME A FEU',
    'ARMES A FEU',
    'FIREARM',
    'FIREARMS',
    'REVOLVER',
    'PISTOLET',
    'PISTOL',
    'FUSIL',
    'RIFLE',
    'CARABINE',
    'CARBINE',
    'MAUSER',
    'LUGER',
  ],
  blade: [
    'ARME BLANCHE',
    'ARMES BLANCHES',
    'EDGED WEAPON',
    'BAIONNETTE',
    'BAYONET',
    'DAGUE',
    'DAGGER',
    'POIGNARD',
  ],
  ordnance: ['MUNITION', 'MUNITIONS', 'AMMUNITION', 'OBUS', 'GRENADE', 'DETONATEUR'],
  ivory: ['IVOIRE', 'IVORY', 'ELFENBEIN', 'AVORIO', 'MARFIL'],
  tortoiseshell: ['TORTOISESHELL', 'TORTOISE SHELL', 'ECAILLE DE TORTUE', 'CARAPACE DE TORTUE'],
  fur: ['FOURRURE', 'FUR', 'VISON', 'MINK', 'ZIBELINE', 'OCELOT'],
  coral: ['CORAIL', 'CORAL', 'CORAUX'],
  rosewood: ['PALISSANDRE DE RIO', 'BRAZILIAN ROSEWOOD', 'RIO ROSEWOOD', 'DALBERGIA NIGRA'],
  nazi: [
    'NAZI',
    'NAZIE',
    'NAZIS',
    'SWASTIKA',
    'SVASTIKA',
    'HAKENKREUZ',
    'CROIX GAMMEE',
    'NSDAP',
    'WAFFEN',
    'WAFFEN SS',
    'WAFFENAMT',
    'TOTENKOPF',
    'HITLERJUGEND',
    'GESTAPO',
    'III REICH',
    'IIIE REICH',
    'IIIEME REICH',
    'THIRD REICH',
    'TROISIEME REICH',
    'DRITTES REICH',
  ],
  medicine: ['MEDICAMENT', 'MEDICINE', 'POISON', 'TOXIQUE', 'LAUDANUM', 'MORPHINE'],
};

/** SS runes as a text reader may return them: no other sign sequence names the regulation on its own. */
const RUNES = /[ᛋϟϞ]{2}/u;

const words = (text: string) =>
  ` ${text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .trim()} `;

const phrases = Object.entries(REGULATED_WORDS).map(([key, list]) => ({ key, list: list.map(words) }));

/** The regulations (keys of vocabulary.json's `regulations`) a text names, as whole words. */
export function regulationsNamedIn(text: string | undefined): Set<string> {
  const found = new Set<string>();
  if (!text) return found;
  const plain = words(text);
  for (const { key, list } of phrases) if (list.some((p) => plain.includes(p))) found.add(key);
  if (RUNES.test(text)) found.add('nazi');
  return found;
}

const vocabulary = JSON.parse(readFileSync(path.join(knowledgeFolder, 'vocabulary.json'), 'utf8')) as {
  regulations: Record<string, { fr: string; en: string }>;
};

/** A regulation's flag text, as the knowledge words it, for a type or a text that names it. */
export function regulationText(key: string): Pair | undefined {
  const r = vocabulary.regulations[key];
  return r && [r.fr, r.en];
}
