import { inFamily } from './types';
import { M, P, S } from './vocabulary';

export const ceramics = inFamily('ceramics-porcelain', [
  {
    id: 'ceramic-teapot',
    name: ['Théière en céramique', 'Ceramic teapot'],
    about: [
      'Théière en porcelaine, faïence ou grès. Les services de manufactures réputées et les décors peints à la main valent nettement plus que les pièces de série.',
      'Porcelain, earthenware or stoneware teapot. Pieces from renowned factories and hand-painted decoration are worth far more than mass-produced ones.',
    ],
    value: [3, 10, 30, 120, 1500],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.classical, S.chinoiserie, S.artDeco],
    materials: [M.porcelain, M.faience, M.stoneware],
    origin: [
      'France (Limoges, Gien), Angleterre, Chine, Japon',
      'France (Limoges, Gien), England, China, Japan',
    ],
    search: [
      ['théière porcelaine ancienne', 'antique porcelain teapot'],
      ['théière faïence', 'earthenware teapot'],
    ],
    labels: { teapot: 0.6 },
  },
  {
    id: 'cups-mugs',
    name: ['Tasses et mugs', 'Cups and mugs'],
    about: [
      'Tasses, tasses à café et mugs. Isolées, elles se vendent peu ; les services complets et les manufactures (Limoges, Sèvres, Haviland) font la différence.',
      'Cups, coffee cups and mugs. Single cups sell for little; complete services and named factories (Limoges, Sèvres, Meissen) make the difference.',
    ],
    value: [1, 2, 6, 25, 300],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.classical, S.artDeco, S.midCentury],
    materials: [M.porcelain, M.faience, M.stoneware],
    origin: ['France, Allemagne, Angleterre', 'France, Germany, England'],
    search: [
      ['tasse porcelaine ancienne', 'antique porcelain cup'],
      ['tasse Limoges', 'Limoges cup'],
      ['mug vintage', 'vintage mug'],
    ],
    labels: { 'coffee mug': 0.9, cup: 0.8, espresso: 0.6 },
  },
  {
    id: 'stoneware-jugs',
    name: ['Cruches et pots en grès', 'Stoneware jugs and crocks'],
    about: [
      'Cruches, bouteilles et pots en grès vernissé, souvent utilitaires (Betschdorf, Puisaye, Normandie). Les pièces signées de potiers et les grès flammés sont recherchés.',
      'Salt-glazed stoneware jugs, bottles and crocks, often utilitarian. Signed studio potters and flambé glazes are sought after.',
    ],
    value: [3, 10, 25, 80, 800],
    periods: [P.c19, P.c20a],
    styles: [S.rustic, S.utilitarian, S.regional],
    materials: [M.stoneware, M.earthenware],
    origin: [
      'France (Alsace, Puisaye, Normandie), Allemagne, Angleterre',
      'France (Alsace, Puisaye, Normandy), Germany, England',
    ],
    search: [
      ['cruche grès ancienne', 'antique stoneware jug'],
      ['pot grès vernissé', 'salt glazed stoneware crock'],
    ],
    labels: { 'whiskey jug': 0.8 },
  },
  {
    id: 'ceramic-pitchers',
    name: ['Pichets et brocs en céramique', 'Ceramic pitchers and jugs'],
    about: [
      'Pichets, brocs et cruches en faïence ou porcelaine. Les faïences régionales décorées (Quimper, Moustiers, Desvres) et les barbotines se vendent mieux.',
      'Earthenware or porcelain pitchers and jugs. Decorated regional faience (Quimper, Moustiers) and majolica sell better.',
    ],
    value: [3, 10, 30, 100, 800],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.regional, S.artNouveau, S.artDeco],
    materials: [M.faience, M.porcelain, M.stoneware],
    origin: ['France (Quimper, Gien, Desvres), Angleterre', 'France (Quimper, Gien, Desvres), England'],
    search: [
      ['pichet faïence ancien', 'antique faience pitcher'],
      ['broc barbotine', 'majolica jug'],
    ],
    labels: { pitcher: 0.6, 'water jug': 0.4 },
  },
  {
    id: 'ceramic-vases',
    name: ['Vases en céramique', 'Ceramic vases'],
    about: [
      'Vases en porcelaine, faïence ou grès. Les céramistes signés (Vallauris, grès flammés), la porcelaine de Chine ancienne et Sèvres atteignent des prix élevés ; les vases de série peu.',
      'Porcelain, earthenware or stoneware vases. Signed ceramists, old Chinese porcelain and Sèvres reach high prices; mass-produced vases little.',
    ],
    value: [3, 15, 50, 250, 5000],
    periods: [P.c19, P.c20a, P.y5060],
    styles: [S.artNouveau, S.artDeco, S.midCentury, S.asian],
    materials: [M.porcelain, M.stoneware, M.faience],
    origin: ['France (Vallauris, Sèvres), Chine, Japon', 'France (Vallauris, Sèvres), China, Japan'],
    search: [
      ['vase céramique ancien', 'antique ceramic vase'],
      ['vase Vallauris', 'Vallauris vase'],
      ['vase porcelaine Chine', 'Chinese porcelain vase'],
    ],
    labels: { vase: 0.5 },
  },
  {
    id: 'plates',
    name: ['Assiettes et plats', 'Plates and dishes'],
    about: [
      'Assiettes et plats en faïence ou porcelaine. Les assiettes parlantes, les décors révolutionnaires et les services complets ont le plus de valeur.',
      'Earthenware or porcelain plates and dishes. Named-factory services, rare decorations and complete sets carry the most value.',
    ],
    value: [1, 3, 10, 40, 600],
    periods: [P.c18, P.c19, P.c20a],
    styles: [S.regional, S.classical, S.chinoiserie],
    materials: [M.faience, M.porcelain],
    origin: [
      'France (Gien, Sarreguemines, Creil-Montereau, Limoges)',
      'France (Gien, Sarreguemines, Limoges), England',
    ],
    search: [
      ['assiette faïence ancienne', 'antique faience plate'],
      ['service assiettes porcelaine', 'porcelain dinner plates'],
    ],
    labels: { plate: 0.4 },
  },
  {
    id: 'bowls-tureens',
    name: ['Bols, soupières et saladiers', 'Bowls, tureens and serving bowls'],
    about: [
      'Bols, soupières et saladiers en céramique. Les soupières de grandes manufactures et les bols chinois anciens se distinguent nettement.',
      'Ceramic bowls, soup tureens and serving bowls. Tureens from great factories and old Chinese bowls stand apart.',
    ],
    value: [2, 6, 20, 80, 1000],
    periods: [P.c18, P.c19, P.c20a],
    styles: [S.classical, S.regional, S.asian],
    materials: [M.faience, M.porcelain, M.stoneware],
    origin: ['France, Chine, Angleterre', 'France, China, England'],
    search: [
      ['soupière faïence ancienne', 'antique faience tureen'],
      ['bol porcelaine ancien', 'antique porcelain bowl'],
    ],
    labels: { 'soup bowl': 0.7, consomme: 0.5, 'mixing bowl': 0.3 },
  },
  {
    id: 'planters',
    name: ['Cache-pots et jardinières', 'Planters and jardinieres'],
    about: [
      'Cache-pots, jardinières et pots de fleurs en céramique. Les barbotines et les pots d’Anduze anciens sont recherchés.',
      'Ceramic planters, jardinieres and flowerpots. Majolica and old Anduze garden pots are sought after.',
    ],
    value: [3, 10, 30, 120, 1500],
    periods: [P.c19, P.c20a],
    styles: [S.napoleon3, S.artNouveau, S.rustic],
    materials: [M.earthenware, M.faience, M.stoneware],
    origin: ['France (Anduze, Onnaing, Longchamp)', 'France (Anduze, Onnaing), England'],
    search: [
      ['cache-pot barbotine', 'majolica jardiniere'],
      ['pot Anduze ancien', 'antique garden urn'],
    ],
    labels: { pot: 0.5 },
  },
]);
