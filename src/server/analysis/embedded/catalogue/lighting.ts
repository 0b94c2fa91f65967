import { inFamily } from './types';
import { M, P, S } from './vocabulary';

export const lighting = inFamily('lighting', [
  {
    id: 'table-lamps',
    name: ['Lampe de table', 'Table lamp'],
    about: [
      'Lampes de table, de bureau et de chevet. Les lampes de designers, les pieds en bronze et la verrerie signée (Daum, Gallé) font les prix.',
      'Table, desk and bedside lamps. Designer lamps, bronze bases and signed glass (Daum, Gallé) make the prices.',
    ],
    value: [5, 20, 60, 250, 8000],
    periods: [P.belleEpoque, P.interwar, P.y5060, P.y7080],
    styles: [S.artNouveau, S.artDeco, S.midCentury, S.industrial],
    materials: [M.brass, M.glass, M.bronze, M.steel],
    origin: ['France, Italie, Scandinavie', 'France, Italy, Scandinavia'],
    search: [
      ['lampe ancienne', 'antique table lamp'],
      ['lampe design vintage', 'vintage designer lamp'],
      ['lampe Art déco', 'Art Deco lamp'],
    ],
    labels: { 'table lamp': 0.9 },
  },
  {
    id: 'lampshades',
    name: ['Abat-jour et tulipes', 'Lampshades and glass shades'],
    about: [
      'Abat-jour en tissu ou parchemin et tulipes en verre. Les tulipes en pâte de verre signées (Muller, Degué) sont recherchées ; les abat-jour textiles valent peu.',
      'Fabric or parchment lampshades and glass tulip shades. Signed pâte-de-verre shades are sought after; fabric shades are worth little.',
    ],
    value: [2, 6, 20, 80, 1500],
    periods: [P.belleEpoque, P.interwar, P.y5060],
    styles: [S.artNouveau, S.artDeco, S.midCentury],
    materials: [M.glass, M.silk, M.parchment],
    origin: ['France, Italie', 'France, Italy'],
    search: [
      ['tulipe verre ancienne', 'antique glass lamp shade'],
      ['abat-jour vintage', 'vintage lampshade'],
    ],
    labels: { lampshade: 0.9 },
  },
  {
    id: 'spotlights',
    name: ['Projecteurs et lampes industrielles', 'Spotlights and industrial lamps'],
    about: [
      'Projecteurs de théâtre ou de cinéma, baladeuses et lampes d’atelier. Les modèles industriels anciens (Jieldé, Gras) sont recherchés par la décoration.',
      'Theatre or film spotlights and workshop lamps. Old industrial models (Jieldé, Gras) are sought after for interiors.',
    ],
    value: [10, 30, 80, 250, 2500],
    periods: [P.interwar, P.y5060],
    styles: [S.industrial],
    materials: [M.steel, M.aluminium, M.castIron],
    origin: ['France, Allemagne', 'France, Germany'],
    search: [
      ['projecteur de cinéma ancien lampe', 'vintage theatre spotlight'],
      ['lampe industrielle Jieldé', 'Jielde industrial lamp'],
    ],
    labels: { spotlight: 0.6 },
  },
  {
    id: 'candlesticks',
    name: ['Bougeoirs et chandeliers', 'Candlesticks and candelabra'],
    about: [
      'Bougeoirs, flambeaux et candélabres en bronze, laiton, argent ou étain. Les paires anciennes en bronze doré ou en argent massif se vendent bien.',
      'Bronze, brass, silver or pewter candlesticks and candelabra. Old pairs in gilt bronze or sterling sell well.',
    ],
    value: [3, 10, 30, 120, 3000],
    periods: [P.c18, P.c19, P.c20a],
    styles: [S.louis15, S.louis16, S.empire, S.religious],
    materials: [M.bronze, M.brass, M.silverPlate, M.pewter],
    origin: ['France, Angleterre', 'France, England'],
    search: [
      ['paire de bougeoirs anciens', 'pair of antique candlesticks'],
      ['candélabre bronze', 'bronze candelabra'],
    ],
    labels: { candle: 0.6 },
  },
  {
    id: 'lanterns',
    name: ['Lanternes et lampes à pétrole', 'Lanterns and oil lamps'],
    about: [
      'Lanternes, lampes à pétrole, lampes-tempête et torchères. Les lampes à pétrole en opaline ou en bronze et les lanternes de marine anciennes sont recherchées.',
      'Lanterns, oil lamps, hurricane lamps and torchères. Opaline or bronze oil lamps and old ship lanterns are sought after.',
    ],
    value: [5, 15, 40, 150, 1500],
    periods: [P.c19, P.c20a],
    styles: [S.napoleon3, S.rustic, S.industrial],
    materials: [M.brass, M.copper, M.glass, M.tinplate],
    origin: ['France, Angleterre', 'France, England'],
    search: [
      ['lampe à pétrole ancienne', 'antique oil lamp'],
      ['lanterne de marine', 'ship lantern'],
    ],
    labels: { torch: 0.4, beacon: 0.2 },
  },
]);
