import { inFamily } from './types';
import { M, P, R, S } from './vocabulary';

const instruments = [P.c19, P.c20a];

export const scientific = inFamily('scientific-medical', [
  {
    id: 'stethoscopes',
    name: ['Stéthoscope', 'Stethoscope'],
    about: [
      'Stéthoscopes et instruments d’auscultation. Les stéthoscopes monauraux anciens en bois ou en ivoire sont collectionnés ; les modèles modernes peu.',
      'Stethoscopes and auscultation instruments. Old monaural wooden or ivory stethoscopes are collected; modern models little.',
    ],
    value: [2, 8, 25, 80, 800],
    periods: instruments,
    styles: [S.utilitarian],
    materials: [M.wood, M.rubber, M.steel],
    origin: ['France, Angleterre', 'France, England'],
    search: [
      ['stéthoscope ancien', 'antique stethoscope'],
      ['instrument médical ancien', 'antique medical instrument'],
    ],
    labels: { stethoscope: 0.9 },
  },
  {
    id: 'medical-instruments',
    name: ['Instrument médical ancien', 'Old medical instrument'],
    about: [
      'Seringues, trousses de chirurgien, brancards et appareils médicaux. Les trousses anciennes complètes (Charrière, Collin) se vendent bien.',
      'Syringes, surgeons’ sets, stretchers and medical devices. Complete old sets (Charrière, Collin) sell well.',
    ],
    value: [3, 10, 30, 120, 2000],
    periods: instruments,
    styles: [S.utilitarian],
    materials: [M.steel, M.glass, M.brass],
    origin: ['France (Charrière, Collin), Allemagne', 'France (Charrière, Collin), Germany'],
    search: [
      ['trousse chirurgien ancienne', 'antique surgical set'],
      ['seringue ancienne', 'antique syringe'],
    ],
    labels: { syringe: 0.6, crutch: 0.2, stretcher: 0.2, 'oxygen mask': 0.3, 'neck brace': 0.1 },
  },
  {
    id: 'apothecary',
    name: ['Pharmacie ancienne : flacons et meubles', 'Apothecary bottles and cabinets'],
    about: [
      'Flacons et pots de pharmacie, boîtes à pilules et armoires à pharmacie. Les pots à pharmacie en faïence et les flacons étiquetés anciens sont recherchés.',
      'Apothecary bottles and jars, pill boxes and medicine cabinets. Faience pharmacy jars and old labelled bottles are sought after.',
    ],
    value: [2, 8, 25, 100, 2500],
    periods: [P.c18, P.c19, P.c20a],
    styles: [S.utilitarian, S.classical],
    materials: [M.glass, M.faience, M.wood],
    origin: ['France, Europe', 'France, Europe'],
    search: [
      ['flacon pharmacie ancien', 'antique apothecary bottle'],
      ['armoire à pharmacie ancienne', 'antique medicine cabinet'],
    ],
    labels: { 'pill bottle': 0.5, 'medicine chest': 0.6 },
    regulated: [R.medicine],
  },
  {
    id: 'barometers',
    name: ['Baromètre ou thermomètre', 'Barometer or thermometer'],
    about: [
      'Baromètres anéroïdes ou à mercure et thermomètres. Les baromètres Louis XVI en bois doré et les modèles de marine signés se vendent bien ; le mercure se manipule avec précaution.',
      'Aneroid or mercury barometers and thermometers. Giltwood Louis XVI barometers and signed marine models sell well; mercury needs careful handling.',
    ],
    value: [8, 25, 70, 250, 4000],
    periods: [P.c18, P.c19, P.c20a],
    styles: [S.louis16, S.napoleon3, S.classical],
    materials: [M.wood, M.brass, M.glass],
    origin: ['France, Angleterre', 'France, England'],
    search: [
      ['baromètre ancien', 'antique barometer'],
      ['baromètre de marine', 'marine barometer'],
    ],
    labels: { barometer: 0.9 },
  },
  {
    id: 'compasses',
    name: ['Boussole ou compas', 'Compass'],
    about: [
      'Boussoles, compas de marine et de relèvement. Les compas de marine en laiton signés et les boussoles d’officier anciennes sont recherchés.',
      'Compasses, ship’s and bearing compasses. Signed brass marine compasses and old officers’ compasses are sought after.',
    ],
    value: [3, 10, 30, 120, 1500],
    periods: instruments,
    styles: [S.utilitarian, S.regulation],
    materials: [M.brass, M.glass, M.wood],
    origin: ['France, Angleterre, Allemagne', 'France, England, Germany'],
    search: [
      ['boussole ancienne', 'antique compass'],
      ['compas de marine laiton', 'brass ship compass'],
    ],
    labels: { 'magnetic compass': 0.9 },
  },
  {
    id: 'sundials',
    name: ['Cadran solaire', 'Sundial'],
    about: [
      'Cadrans solaires de jardin, de poche ou muraux. Les cadrans de poche anciens signés et les cadrans de jardin en bronze ou pierre datés sont recherchés.',
      'Garden, pocket or wall sundials. Signed old pocket dials and dated bronze or stone garden dials are sought after.',
    ],
    value: [10, 30, 80, 300, 5000],
    periods: [P.c17, P.c18, P.c19],
    styles: [S.classical],
    materials: [M.bronze, M.stone, M.brass],
    origin: ['France, Angleterre, Allemagne', 'France, England, Germany'],
    search: [
      ['cadran solaire ancien', 'antique sundial'],
      ['cadran solaire bronze', 'bronze sundial'],
    ],
    labels: { sundial: 0.9 },
  },
  {
    id: 'calculating-instruments',
    name: ['Règle à calcul, boulier ou calculatrice', 'Slide rule, abacus or calculator'],
    about: [
      'Règles à calcul, bouliers, arithmomètres et calculatrices anciennes. Les arithmomètres mécaniques et les règles en étui complètes sont collectionnés.',
      'Slide rules, abacuses, arithmometers and early calculators. Mechanical arithmometers and cased slide rules are collected.',
    ],
    value: [2, 8, 25, 80, 2000],
    periods: [P.c19, P.c20a, P.y7080],
    styles: [S.utilitarian],
    materials: [M.wood, M.celluloid, M.brass, M.plastic],
    origin: ['France, Allemagne, Japon', 'France, Germany, Japan'],
    search: [
      ['règle à calcul', 'slide rule'],
      ['arithmomètre', 'arithmometer'],
      ['boulier ancien', 'antique abacus'],
    ],
    labels: { 'slide rule': 0.9, abacus: 0.8, 'hand-held computer': 0.2 },
  },
  {
    id: 'lab-glassware',
    name: ['Verrerie de laboratoire', 'Laboratory glassware'],
    about: [
      'Béchers, fioles, boîtes de Petri et verrerie de chimie. Valeur modeste, sauf verrerie soufflée ancienne et cornues.',
      'Beakers, flasks, Petri dishes and chemistry glassware. Modest value, except old blown glass and retorts.',
    ],
    value: [1, 3, 8, 30, 300],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.utilitarian],
    materials: [M.glass],
    origin: ['France, Allemagne', 'France, Germany'],
    search: [
      ['verrerie de laboratoire ancienne', 'antique laboratory glassware'],
      ['cornue ancienne', 'antique retort'],
    ],
    labels: { beaker: 0.7, 'Petri dish': 0.4 },
  },
  {
    id: 'measuring-equipment',
    name: ['Appareil de mesure', 'Measuring instrument'],
    about: [
      'Oscilloscopes, galvanomètres, compteurs et cadrans de mesure. Les appareils anciens en laiton et acajou valent plus que l’électronique récente.',
      'Oscilloscopes, galvanometers, meters and gauges. Old brass-and-mahogany instruments are worth more than recent electronics.',
    ],
    value: [3, 10, 30, 100, 1000],
    periods: [P.c20a, P.y5060, P.y7080],
    styles: [S.industrial, S.utilitarian],
    materials: [M.brass, M.mahogany, M.electronics],
    origin: ['France, Allemagne, États-Unis', 'France, Germany, United States'],
    search: [
      ['galvanomètre ancien', 'antique galvanometer'],
      ['appareil de mesure ancien', 'vintage measuring instrument'],
    ],
    labels: { oscilloscope: 0.6, odometer: 0.3 },
  },
  {
    id: 'precision-balances',
    name: ['Trébuchet ou balance de précision', 'Precision balance'],
    about: [
      'Trébuchets, balances de pharmacien et de laboratoire sous cage de verre. Les balances en laiton avec coffret et poids complets sont recherchées.',
      'Assay, apothecary and laboratory balances in glass cases. Brass balances with their case and full set of weights are sought after.',
    ],
    value: [8, 25, 70, 200, 1500],
    periods: instruments,
    styles: [S.utilitarian, S.classical],
    materials: [M.brass, M.mahogany, M.glass],
    origin: ['France, Allemagne', 'France, Germany'],
    search: [
      ['trébuchet ancien', 'antique precision balance'],
      ['balance de laboratoire ancienne', 'antique laboratory balance'],
    ],
    labels: { scale: 0.2 },
  },
]);
