import { inFamily } from './types';
import { M, P, R, S } from './vocabulary';

export const jewellery = inFamily('jewellery', [
  {
    id: 'necklaces',
    name: ['Collier', 'Necklace'],
    about: [
      'Colliers, sautoirs et pendentifs. L’or et les pierres fixent un plancher ; les bijoux signés (Cartier, Van Cleef, Chanel pour la fantaisie) bien au-delà.',
      'Necklaces, long chains and pendants. Gold and stones set a floor; signed jewels (Cartier, Van Cleef, Chanel for costume) far beyond.',
    ],
    value: [3, 15, 60, 300, 15000],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.artNouveau, S.artDeco, S.hauteCouture],
    materials: [M.gold, M.silver, M.gemstones, M.paste],
    origin: ['France, Italie', 'France, Italy'],
    search: [
      ['collier ancien or', 'antique gold necklace'],
      ['collier fantaisie signé', 'signed costume necklace'],
    ],
    labels: { necklace: 0.95 },
  },
  {
    id: 'hair-accessories',
    name: ['Peigne ou ornement de coiffure', 'Comb or hair ornament'],
    about: [
      'Peignes, barrettes, épingles et diadèmes. Les peignes Art nouveau en corne ou celluloïd sculpté et les diadèmes anciens sont recherchés ; l’écaille est réglementée.',
      'Combs, hair slides, hatpins and tiaras. Carved horn or celluloid Art Nouveau combs and old tiaras are sought after; tortoiseshell is regulated.',
    ],
    value: [2, 6, 20, 100, 3000],
    periods: [P.belleEpoque, P.interwar, P.y5060],
    styles: [S.artNouveau, S.artDeco],
    materials: [M.horn, M.celluloid, M.silver, M.tortoiseshell],
    origin: ['France (Oyonnax), Europe', 'France (Oyonnax), Europe'],
    search: [
      ['peigne Art nouveau', 'Art Nouveau hair comb'],
      ['barrette ancienne', 'antique hair slide'],
    ],
    labels: { 'hair slide': 0.8 },
    regulated: [R.tortoiseshell, R.ivory],
  },
  {
    id: 'brooches',
    name: ['Broche, épingle ou bolo', 'Brooch, pin or bolo tie'],
    about: [
      'Broches, épingles de cravate et bolos. Les broches en or à pierres et les broches fantaisie signées se vendent bien ; les modèles anonymes peu.',
      'Brooches, tie pins and bolo ties. Gold brooches set with stones and signed costume brooches sell well; anonymous ones little.',
    ],
    value: [2, 8, 30, 150, 5000],
    periods: [P.c19, P.c20a, P.y5060],
    styles: [S.artNouveau, S.artDeco, S.western],
    materials: [M.gold, M.silver, M.paste, M.gemstones],
    origin: ['France, États-Unis', 'France, United States'],
    search: [
      ['broche ancienne', 'antique brooch'],
      ['broche signée', 'signed brooch'],
    ],
    labels: { 'bolo tie': 0.6, 'safety pin': 0.2 },
  },
  {
    id: 'buckles',
    name: ['Boucle de ceinture', 'Belt buckle'],
    about: [
      'Boucles de ceinture et de chaussure. Les boucles Art nouveau en argent et les boucles de créateurs (Hermès) sont les plus recherchées.',
      'Belt and shoe buckles. Silver Art Nouveau buckles and designer buckles (Hermès) are the most sought after.',
    ],
    value: [1, 5, 15, 60, 1000],
    periods: [P.c19, P.c20a, P.y7080],
    styles: [S.artNouveau, S.western, S.hauteCouture],
    materials: [M.silver, M.brass, M.steel],
    origin: ['France, États-Unis', 'France, United States'],
    search: [
      ['boucle de ceinture ancienne', 'antique belt buckle'],
      ['boucle argent Art nouveau', 'Art Nouveau silver buckle'],
    ],
    labels: { buckle: 0.8 },
  },
  {
    id: 'chains-bracelets',
    name: ['Chaîne ou bracelet', 'Chain or bracelet'],
    about: [
      'Chaînes, giletières et bracelets. En or, le poids fixe un plancher ; les maillons anciens et les bracelets signés valent plus.',
      'Chains, watch chains and bracelets. In gold, the weight sets a floor; old links and signed bracelets are worth more.',
    ],
    value: [3, 15, 50, 250, 6000],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.classical, S.artDeco],
    materials: [M.gold, M.silver, M.silverPlate],
    origin: ['France, Italie', 'France, Italy'],
    search: [
      ['chaîne or ancienne', 'antique gold chain'],
      ['giletière', 'watch chain'],
      ['bracelet ancien', 'antique bracelet'],
    ],
    labels: { chain: 0.3 },
  },
  {
    id: 'compacts',
    name: ['Poudrier ou étui à rouge à lèvres', 'Powder compact or lipstick case'],
    about: [
      'Poudriers, étuis à rouge et nécessaires de beauté. Les poudriers Art déco émaillés et les modèles de joailliers sont très collectionnés.',
      'Powder compacts, lipstick cases and vanity sets. Enamelled Art Deco compacts and jewellers’ models are widely collected.',
    ],
    value: [2, 6, 20, 80, 2000],
    periods: [P.interwar, P.y5060],
    styles: [S.artDeco, S.hauteCouture],
    materials: [M.silverPlate, M.silver, M.brass, M.motherOfPearl],
    origin: ['France, États-Unis', 'France, United States'],
    search: [
      ['poudrier ancien', 'vintage powder compact'],
      ['poudrier Art déco', 'Art Deco compact'],
    ],
    labels: { 'face powder': 0.6, lipstick: 0.5 },
  },
]);
