import { inFamily } from './types';
import { M, P, R, S } from './vocabulary';

export const art = inFamily('art-frames', [
  {
    id: 'sculptures',
    name: ['Sculpture ou statuette', 'Sculpture or statuette'],
    about: [
      'Sculptures et statuettes en bronze, marbre, terre cuite ou régule, souvent présentées sur socle. Le sculpteur, le fondeur et la qualité de la fonte font l’essentiel du prix.',
      'Bronze, marble, terracotta or spelter sculptures and statuettes, often on a pedestal. Sculptor, founder and casting quality make most of the price.',
    ],
    value: [10, 40, 150, 700, 20000],
    periods: [P.c19, P.c20a],
    styles: [S.art, S.artDeco, S.neoclassical],
    materials: [M.bronze, M.marble, M.earthenware, M.plaster],
    origin: ['France, Italie', 'France, Italy'],
    search: [
      ['sculpture bronze signée', 'signed bronze sculpture'],
      ['statuette ancienne', 'antique statuette'],
    ],
    labels: { pedestal: 0.3 },
  },
  {
    id: 'tribal-art',
    name: ['Masque ou objet d’art premier', 'Mask or tribal art'],
    about: [
      'Masques, totems et sculptures d’Afrique, d’Océanie ou des Amériques. Les objets anciens à provenance documentée valent énormément ; les objets d’aéroport très peu.',
      'Masks, totems and carvings from Africa, Oceania or the Americas. Old objects with documented provenance are worth a great deal; tourist pieces very little.',
    ],
    value: [5, 20, 80, 500, 20000],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.tribal],
    materials: [M.wood, M.fur, M.shell],
    origin: ['Afrique, Océanie, Amériques', 'Africa, Oceania, the Americas'],
    search: [
      ['masque africain ancien', 'antique African mask'],
      ['art premier', 'tribal art'],
    ],
    labels: { mask: 0.6, 'totem pole': 0.6 },
    regulated: [R.ivory],
  },
  {
    id: 'religious-art',
    name: ['Objet d’art sacré', 'Religious art object'],
    about: [
      'Autels, retables, crucifix, reliquaires et objets de culte. Les pièces anciennes en bois sculpté ou en orfèvrerie se vendent bien ; les objets de série peu.',
      'Altars, altarpieces, crucifixes, reliquaries and devotional objects. Old carved-wood or goldsmith pieces sell well; mass-produced ones little.',
    ],
    value: [5, 20, 80, 400, 10000],
    periods: [P.c17, P.c18, P.c19],
    styles: [S.religious, S.gothicRevival],
    materials: [M.wood, M.giltBronze, M.silverPlate],
    origin: ['France, Italie, Espagne', 'France, Italy, Spain'],
    search: [
      ['art sacré ancien', 'antique religious art'],
      ['crucifix ancien', 'antique crucifix'],
      ['reliquaire', 'reliquary'],
    ],
    labels: { altar: 0.5 },
  },
  {
    id: 'garden-statuary',
    name: ['Fontaine ou statuaire de jardin', 'Fountain or garden statuary'],
    about: [
      'Fontaines, vasques, statues et ornements de jardin en pierre, fonte ou bronze. Les fontes d’art (Val d’Osne, Durenne) et les pierres sculptées anciennes sont recherchées.',
      'Fountains, basins, statues and garden ornaments in stone, cast iron or bronze. Art foundry pieces (Val d’Osne, Durenne) and old carved stone are sought after.',
    ],
    value: [30, 100, 300, 1000, 15000],
    periods: [P.c19, P.c20a],
    styles: [S.neoclassical, S.napoleon3],
    materials: [M.stone, M.castIron, M.bronze, M.marble],
    origin: ['France (Val d’Osne, Durenne), Italie', 'France (Val d’Osne, Durenne), Italy'],
    search: [
      ['fontaine de jardin ancienne', 'antique garden fountain'],
      ['statue de jardin fonte', 'cast iron garden statue'],
    ],
    labels: { fountain: 0.4 },
  },
  {
    id: 'obelisks',
    name: ['Obélisque ou objet de décoration en pierre', 'Obelisk or decorative stone object'],
    about: [
      'Obélisques, pyramides et objets de cabinet en marbre ou pierre dure. Les pièces de Grand Tour anciennes en marbres variés sont les plus recherchées.',
      'Obelisks, pyramids and cabinet objects in marble or hardstone. Old Grand Tour pieces in specimen marbles are the most sought after.',
    ],
    value: [10, 30, 80, 300, 4000],
    periods: [P.c18, P.c19, P.c20b],
    styles: [S.neoclassical, S.empire],
    materials: [M.marble, M.stone, M.bronze],
    origin: ['Italie, France', 'Italy, France'],
    search: [
      ['obélisque marbre', 'marble obelisk'],
      ['objet de cabinet marbre', 'Grand Tour marble'],
    ],
    labels: { obelisk: 0.5 },
  },
]);
