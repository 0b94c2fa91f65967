import { inFamily } from './types';
import { M, P, S } from './vocabulary';

export const clocks = inFamily('clocks-watches', [
  {
    id: 'mantel-clocks',
    name: ['Pendule de cheminée', 'Mantel clock'],
    about: [
      'Pendules de cheminée et pendules portiques. Les bronzes dorés, les mouvements signés (Japy, Vincenti) et les garnitures complètes valent le plus.',
      'Mantel and portico clocks. Gilt bronze, signed movements (Japy, Vincenti) and complete garnitures are worth the most.',
    ],
    value: [20, 50, 150, 500, 8000],
    periods: [P.c18, P.c19, P.interwar],
    styles: [S.louis16, S.empire, S.napoleon3, S.artDeco],
    materials: [M.giltBronze, M.marble, M.brass, M.wood],
    origin: ['France (Paris, Jura)', 'France (Paris, Jura)'],
    search: [
      ['pendule de cheminée ancienne', 'antique French mantel clock'],
      ['pendule bronze doré', 'gilt bronze clock'],
    ],
    labels: { 'analog clock': 0.45 },
  },
  {
    id: 'alarm-clocks',
    name: ['Réveils et horloges de table', 'Alarm and desk clocks'],
    about: [
      'Réveils mécaniques, pendulettes de voyage et horloges de table, y compris les premiers modèles électroniques. Les pendulettes d’officier et le design signé se distinguent.',
      'Mechanical alarm clocks, carriage clocks and desk clocks, including early digital models. Carriage clocks and signed design stand apart.',
    ],
    value: [2, 6, 20, 80, 1500],
    periods: [P.c20a, P.y5060, P.y7080],
    styles: [S.artDeco, S.midCentury, S.spaceAge],
    materials: [M.brass, M.steel, M.plastic, M.bakelite],
    origin: ['France (Jaz, Bayard), Allemagne, Japon', 'France (Jaz, Bayard), Germany, Japan'],
    search: [
      ['réveil ancien mécanique', 'vintage mechanical alarm clock'],
      ['pendulette ancienne', 'carriage clock'],
    ],
    labels: { 'analog clock': 0.3, 'digital clock': 0.6 },
  },
  {
    id: 'wall-clocks',
    name: ['Horloges murales et cartels', 'Wall clocks and cartels'],
    about: [
      'Horloges murales, œils-de-bœuf, cartels et carillons Vedette. Les cartels en bronze et les horloges de gare ou d’école anciennes se vendent le mieux.',
      'Wall clocks, drop dials, cartels and chiming clocks. Bronze cartels and old station or school clocks sell best.',
    ],
    value: [5, 20, 60, 250, 4000],
    periods: [P.c19, P.c20a, P.y5060],
    styles: [S.louis15, S.industrial, S.artDeco],
    materials: [M.wood, M.brass, M.giltBronze],
    origin: ['France, Allemagne', 'France, Germany'],
    search: [
      ['horloge murale ancienne', 'antique wall clock'],
      ['horloge de gare', 'station clock'],
      ['carillon Vedette', 'chiming wall clock'],
    ],
    labels: { 'wall clock': 0.8 },
  },
  {
    id: 'longcase-clocks',
    name: ['Horloges comtoises et régulateurs', 'Longcase clocks and regulators'],
    about: [
      'Comtoises, horloges de parquet et régulateurs. Les caisses peintes d’origine et les mouvements signés avec balancier repoussé valent plus.',
      'Comtoise and longcase clocks and regulators. Original painted cases and signed movements with embossed pendulums are worth more.',
    ],
    value: [30, 80, 200, 600, 5000],
    periods: [P.c18, P.c19],
    styles: [S.regional, S.louis15, S.napoleon3],
    materials: [M.wood, M.brass, M.iron],
    origin: ['France (Franche-Comté), Angleterre', 'France (Franche-Comté), England'],
    search: [
      ['horloge comtoise', 'comtoise clock'],
      ['régulateur de parquet', 'longcase regulator'],
    ],
    labels: { 'analog clock': 0.15, 'wall clock': 0.1 },
  },
  {
    id: 'wristwatches',
    name: ['Montre-bracelet', 'Wristwatch'],
    about: [
      'Montres-bracelets mécaniques, automatiques ou à quartz. La marque, le modèle et l’originalité du cadran déterminent presque tout le prix.',
      'Mechanical, automatic or quartz wristwatches. Brand, model and originality of the dial determine almost the whole price.',
    ],
    value: [5, 20, 80, 500, 20000],
    periods: [P.c20a, P.y5060, P.y7080, P.y8090],
    styles: [S.vintage, S.midCentury, S.sport],
    materials: [M.steel, M.gold, M.leather, M.plastic],
    origin: ['Suisse, France, Japon', 'Switzerland, France, Japan'],
    search: [
      ['montre vintage', 'vintage wristwatch'],
      ['montre mécanique ancienne', 'vintage mechanical watch'],
    ],
    labels: { 'digital watch': 0.7, stopwatch: 0.2 },
  },
  {
    id: 'pocket-watches',
    name: ['Montres de gousset et chronomètres', 'Pocket watches and stopwatches'],
    about: [
      'Montres de gousset, de col et chronomètres. Les boîtiers en or se cotent au poids ; les complications et les grandes marques bien au-delà.',
      'Pocket watches, fob watches and stopwatches. Gold cases trade at their weight; complications and great makers far beyond.',
    ],
    value: [10, 25, 70, 300, 5000],
    periods: [P.c19, P.c20a],
    styles: [S.classical, S.napoleon3],
    materials: [M.silver, M.gold, M.steel, M.brass],
    origin: ['Suisse, France (Besançon)', 'Switzerland, France (Besançon)'],
    search: [
      ['montre de gousset ancienne', 'antique pocket watch'],
      ['chronomètre ancien', 'vintage stopwatch'],
    ],
    labels: { stopwatch: 0.7 },
  },
  {
    id: 'hourglasses',
    name: ['Sabliers', 'Hourglasses'],
    about: [
      'Sabliers de table, de marine ou de cuisine. Les sabliers anciens à monture en bois tourné ou en laiton valent plus que les décoratifs récents.',
      'Table, marine or kitchen hourglasses. Old ones with turned-wood or brass frames are worth more than recent decorative ones.',
    ],
    value: [3, 10, 25, 80, 800],
    periods: [P.c18, P.c19, P.c20b],
    styles: [S.classical, S.rustic],
    materials: [M.glass, M.wood, M.brass],
    origin: ['Europe', 'Europe'],
    search: [
      ['sablier ancien', 'antique hourglass'],
      ['sablier bois', 'wooden hourglass'],
    ],
    labels: { hourglass: 0.8 },
  },
]);
