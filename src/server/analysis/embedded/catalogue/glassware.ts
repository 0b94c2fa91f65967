import { inFamily } from './types';
import { M, P, S } from './vocabulary';

export const glassware = inFamily('glassware', [
  {
    id: 'stemware',
    name: ['Verres à pied et services de verres', 'Stemware and glass services'],
    about: [
      'Verres à vin, flûtes et coupes. Un verre isolé vaut peu ; les services complets en cristal signé (Baccarat, Saint-Louis) se vendent bien.',
      'Wine glasses, flutes and coupes. A single glass is worth little; complete services in signed crystal (Baccarat, Saint-Louis) sell well.',
    ],
    value: [1, 3, 10, 40, 1500],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.classical, S.artDeco],
    materials: [M.crystal, M.glass],
    origin: ['France (Baccarat, Saint-Louis), Bohême', 'France (Baccarat, Saint-Louis), Bohemia'],
    search: [
      ['verres cristal Baccarat', 'Baccarat crystal glasses'],
      ['service verres anciens', 'antique glass set'],
    ],
    labels: { 'red wine': 0.6, goblet: 0.4 },
  },
  {
    id: 'beer-steins',
    name: ['Chopes et verres à bière', 'Beer steins and glasses'],
    about: [
      'Chopes, verres à bière et chopes à couvercle. Les chopes allemandes à couvercle d’étain et les verres de brasseries anciennes ont leurs collectionneurs.',
      'Beer glasses and lidded steins. German steins with pewter lids and old brewery glasses have their collectors.',
    ],
    value: [1, 3, 10, 40, 500],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.advertising, S.rustic],
    materials: [M.glass, M.stoneware, M.pewter],
    origin: ['Allemagne, Belgique, France', 'Germany, Belgium, France'],
    search: [
      ['chope bière ancienne', 'antique beer stein'],
      ['verre brasserie ancien', 'vintage brewery glass'],
    ],
    labels: { 'beer glass': 0.8 },
  },
  {
    id: 'old-bottles',
    name: ['Bouteilles anciennes', 'Old bottles'],
    about: [
      'Bouteilles de vin, de bière, de limonade ou d’eau minérale. Les bouteilles soufflées, à inscription en relief ou de marques disparues intéressent les collectionneurs.',
      'Wine, beer, soda or mineral water bottles. Hand-blown bottles, embossed ones and defunct brands interest collectors.',
    ],
    value: [0.5, 2, 6, 25, 400],
    periods: [P.c19, P.c20a],
    styles: [S.advertising, S.utilitarian],
    materials: [M.glass],
    origin: ['France, Europe', 'France, Europe'],
    search: [
      ['bouteille ancienne verre soufflé', 'antique blown glass bottle'],
      ['bouteille publicitaire ancienne', 'vintage advertising bottle'],
    ],
    labels: { 'wine bottle': 0.5, 'beer bottle': 0.5, 'pop bottle': 0.5, 'water bottle': 0.2 },
  },
  {
    id: 'perfume-bottles',
    name: ['Flacons de parfum', 'Perfume bottles'],
    about: [
      'Flacons de parfum et de toilette. Les flacons Lalique, Baccarat et les factices de grandes maisons sont très recherchés ; la boîte d’origine compte.',
      'Perfume and toilet bottles. Lalique and Baccarat bottles and shop dummies of great houses are much sought after; the original box matters.',
    ],
    value: [2, 6, 20, 80, 3000],
    periods: [P.interwar, P.c20a, P.c20b],
    styles: [S.artDeco, S.hauteCouture],
    materials: [M.glass, M.crystal],
    origin: ['France (Grasse, Paris)', 'France (Grasse, Paris)'],
    search: [
      ['flacon parfum ancien', 'antique perfume bottle'],
      ['flacon Lalique', 'Lalique perfume bottle'],
      ['factice parfum', 'perfume factice'],
    ],
    labels: { perfume: 0.8, lotion: 0.4, 'hair spray': 0.1, sunscreen: 0.1 },
  },
  {
    id: 'glass-vases',
    name: ['Vases en verre et pâte de verre', 'Glass and pâte-de-verre vases'],
    about: [
      'Vases en verre soufflé, moulé ou en pâte de verre. Les signatures Gallé, Daum, Lalique, Schneider et le verre de Murano atteignent des prix élevés.',
      'Blown, moulded or pâte-de-verre vases. Gallé, Daum, Lalique, Schneider signatures and Murano glass reach high prices.',
    ],
    value: [3, 10, 40, 250, 10000],
    periods: [P.belleEpoque, P.interwar, P.y5060],
    styles: [S.artNouveau, S.artDeco, S.midCentury],
    materials: [M.glass, M.crystal],
    origin: [
      'France (Nancy, Paris), Italie (Murano), Bohême',
      'France (Nancy, Paris), Italy (Murano), Bohemia',
    ],
    search: [
      ['vase verre signé', 'signed art glass vase'],
      ['vase Daum', 'Daum vase'],
      ['vase Murano', 'Murano vase'],
    ],
    labels: { vase: 0.35 },
  },
  {
    id: 'carafes',
    name: ['Carafes et brocs en verre', 'Glass carafes and decanters'],
    about: [
      'Carafes, aiguières et brocs en verre ou cristal. Les carafes en cristal taillé avec bouchon d’origine se vendent le mieux.',
      'Glass or crystal carafes, decanters and jugs. Cut-crystal decanters with their original stopper sell best.',
    ],
    value: [2, 6, 20, 80, 1200],
    periods: [P.c19, P.c20a],
    styles: [S.classical, S.artDeco],
    materials: [M.crystal, M.glass],
    origin: ['France, Bohême, Angleterre', 'France, Bohemia, England'],
    search: [
      ['carafe cristal ancienne', 'antique crystal decanter'],
      ['carafe Baccarat', 'Baccarat decanter'],
    ],
    labels: { 'water jug': 0.2, pitcher: 0.2 },
  },
  {
    id: 'dessert-glasses',
    name: ['Coupes et verres à dessert', 'Dessert coupes and glasses'],
    about: [
      'Coupes à glace, verres à dessert et petits verres. Les séries complètes et le verre pressé moulé ancien se vendent modestement.',
      'Sundae coupes, dessert glasses and small tumblers. Complete sets and old pressed glass sell modestly.',
    ],
    value: [1, 2, 6, 25, 250],
    periods: [P.c20a, P.y5060],
    styles: [S.artDeco, S.midCentury],
    materials: [M.glass, M.crystal],
    origin: ['France, Belgique, Italie', 'France, Belgium, Italy'],
    search: [
      ['coupes à glace vintage', 'vintage sundae glasses'],
      ['coupes dessert verre moulé', 'pressed glass dessert bowls'],
    ],
    labels: { trifle: 0.6, 'ice cream': 0.2, eggnog: 0.4 },
  },
]);
