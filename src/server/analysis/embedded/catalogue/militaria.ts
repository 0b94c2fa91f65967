import { inFamily } from './types';
import { M, P, R, S } from './vocabulary';

const wars = [P.c19, P.ww1, P.ww2];

export const militaria = inFamily('militaria', [
  {
    id: 'firearms',
    name: ['Arme à feu ancienne', 'Antique firearm'],
    about: [
      'Revolvers, pistolets, fusils et carabines. La détention et la vente sont réglementées ; seules les armes neutralisées ou de catégorie D circulent librement.',
      'Revolvers, pistols, rifles and carbines. Ownership and sale are regulated; only deactivated or category D arms change hands freely.',
    ],
    value: [40, 120, 350, 1200, 15000],
    periods: [P.c18, P.c19, P.ww1, P.ww2],
    styles: [S.regulation],
    materials: [M.steel, M.walnut, M.brass],
    origin: [
      'France (Saint-Étienne), Belgique (Liège), Allemagne',
      'France (Saint-Étienne), Belgium (Liège), Germany',
    ],
    search: [
      ['arme ancienne neutralisée', 'deactivated antique firearm'],
      ['revolver ancien', 'antique revolver'],
    ],
    labels: { revolver: 0.9, rifle: 0.9, 'assault rifle': 0.6 },
    regulated: [R.firearm],
  },
  {
    id: 'edged-weapons',
    name: ['Sabre, épée ou baïonnette', 'Sword, sabre or bayonet'],
    about: [
      'Sabres, épées, baïonnettes et fourreaux. Les modèles réglementaires identifiés et les armes d’officier gravées sont les plus recherchés.',
      'Sabres, swords, bayonets and scabbards. Identified regulation patterns and engraved officers’ swords are the most sought after.',
    ],
    value: [20, 60, 200, 700, 8000],
    periods: wars,
    styles: [S.regulation, S.empire],
    materials: [M.steel, M.brass, M.leather],
    origin: [
      'France (Klingenthal, Châtellerault), Allemagne (Solingen)',
      'France (Klingenthal, Châtellerault), Germany (Solingen)',
    ],
    search: [
      ['sabre ancien', 'antique sabre'],
      ['baïonnette ancienne', 'antique bayonet'],
    ],
    labels: { scabbard: 0.8 },
    regulated: [R.blade],
  },
  {
    id: 'military-headgear',
    name: ['Casque ou coiffure militaire', 'Military helmet or headdress'],
    about: [
      'Casques à pointe, casques Adrian, bonnets à poil et shakos. Les coiffures authentiques complètes avec marquages sont très recherchées ; les copies abondent.',
      'Spiked helmets, Adrian helmets, bearskins and shakos. Complete authentic headgear with markings is much sought after; copies abound.',
    ],
    value: [20, 80, 250, 900, 6000],
    periods: wars,
    styles: [S.regulation],
    materials: [M.steel, M.leather, M.brass, M.fur],
    origin: ['France, Allemagne, Angleterre', 'France, Germany, England'],
    search: [
      ['casque à pointe', 'pickelhaube'],
      ['casque militaire ancien', 'antique military helmet'],
    ],
    labels: { pickelhaube: 0.95, bearskin: 0.6 },
  },
  {
    id: 'armour',
    name: ['Armure, cuirasse ou cotte de mailles', 'Armour, cuirass or mail'],
    about: [
      'Cuirasses, plastrons, cottes de mailles et boucliers. Les cuirasses de cavalerie du XIXe siècle sont courantes ; les armures anciennes authentiques rares et chères.',
      'Cuirasses, breastplates, mail shirts and shields. 19th-century cavalry cuirasses are common; authentic early armour is rare and costly.',
    ],
    value: [40, 120, 400, 1500, 20000],
    periods: [P.c17, P.c19],
    styles: [S.regulation, S.gothicRevival],
    materials: [M.steel, M.brass, M.leather],
    origin: ['France, Allemagne, Italie', 'France, Germany, Italy'],
    search: [
      ['cuirasse de cuirassier', 'cuirassier breastplate'],
      ['armure ancienne', 'antique armour'],
    ],
    labels: { cuirass: 0.8, breastplate: 0.8, 'chain mail': 0.8, shield: 0.5 },
  },
  {
    id: 'uniforms',
    name: ['Uniforme ou tenue militaire', 'Military uniform'],
    about: [
      'Vareuses, capotes, tuniques et tenues complètes. Les uniformes identifiés à un soldat et les tenues de la Grande Guerre sont recherchés.',
      'Tunics, greatcoats and complete uniforms. Uniforms identified to a soldier and First World War outfits are sought after.',
    ],
    value: [15, 50, 150, 600, 5000],
    periods: wars,
    styles: [S.regulation],
    materials: [M.wool, M.cotton, M.brass],
    origin: ['France, Allemagne, Angleterre, États-Unis', 'France, Germany, England, United States'],
    search: [
      ['uniforme militaire ancien', 'antique military uniform'],
      ['vareuse 1914', 'WW1 tunic'],
    ],
    labels: { 'military uniform': 0.7, bearskin: 0.3 },
    regulated: [R.nazi],
  },
  {
    id: 'gas-masks',
    name: ['Masque à gaz', 'Gas mask'],
    about: [
      'Masques à gaz militaires et civils avec leurs boîtes. Les modèles de la Grande Guerre complets sont les plus recherchés ; les filtres anciens peuvent contenir de l’amiante.',
      'Military and civil gas masks with their canisters. Complete First World War models are the most sought after; old filters may contain asbestos.',
    ],
    value: [5, 15, 40, 120, 800],
    periods: [P.ww1, P.ww2, P.c20b],
    styles: [S.regulation],
    materials: [M.rubber, M.canvas, M.steel],
    origin: ['France, Allemagne, Angleterre', 'France, Germany, England'],
    search: [
      ['masque à gaz ancien', 'vintage gas mask'],
      ['masque à gaz 1914-1918', 'WW1 gas mask'],
    ],
    labels: { gasmask: 0.7 },
  },
  {
    id: 'ordnance',
    name: ['Obus, douille ou munition', 'Shell case or ordnance'],
    about: [
      'Obus, douilles, artisanat de tranchée et munitions. Les douilles décorées d’artisanat de tranchée se vendent bien ; une munition non neutralisée est dangereuse.',
      'Shells, shell cases, trench art and ammunition. Decorated trench-art cases sell well; live ordnance is dangerous.',
    ],
    value: [3, 10, 30, 100, 800],
    periods: [P.ww1, P.ww2],
    styles: [S.regulation, S.rustic],
    materials: [M.brass, M.steel, M.copper],
    origin: ['France, Allemagne', 'France, Germany'],
    search: [
      ['artisanat de tranchée douille', 'trench art shell case'],
      ['douille obus 14-18', 'WW1 shell case'],
    ],
    labels: { projectile: 0.6, missile: 0.2 },
    regulated: [R.ordnance],
  },
  {
    id: 'cannons',
    name: ['Canon ou canon de signal', 'Cannon or signal cannon'],
    about: [
      'Canons de salut, canons de signal, canons miniatures et pièces d’artillerie. Les canons de marine en bronze sont recherchés ; la réglementation s’applique selon le calibre.',
      'Saluting, signal and miniature cannons and artillery pieces. Bronze naval cannons are sought after; regulations apply depending on calibre.',
    ],
    value: [30, 100, 350, 1200, 10000],
    periods: [P.c18, P.c19],
    styles: [S.regulation],
    materials: [M.bronze, M.castIron, M.wood],
    origin: ['France, Angleterre', 'France, England'],
    search: [
      ['canon de signal', 'signal cannon'],
      ['canon miniature bronze', 'bronze miniature cannon'],
    ],
    labels: { cannon: 0.8 },
    regulated: [R.firearm],
  },
  {
    id: 'archery',
    name: ['Arc ou arbalète', 'Bow or crossbow'],
    about: [
      'Arcs, arbalètes et carquois, de tir sportif ou ethnographiques. Les arbalètes anciennes et les arcs de collection ont un marché spécialisé.',
      'Bows, crossbows and quivers, sporting or ethnographic. Old crossbows and collector bows have a specialised market.',
    ],
    value: [5, 20, 60, 250, 3000],
    periods: [P.c19, P.c20a, P.c20b],
    styles: [S.sport, S.tribal],
    materials: [M.wood, M.horn, M.steel],
    origin: ['Europe, Asie, Amériques', 'Europe, Asia, the Americas'],
    search: [
      ['arbalète ancienne', 'antique crossbow'],
      ['arc ancien', 'antique bow'],
    ],
    labels: { bow: 0.6 },
    regulated: [R.blade],
  },
  {
    id: 'military-equipment',
    name: ['Équipement militaire', 'Military equipment'],
    about: [
      'Étuis, ceinturons, gourdes, gilets et équipements du soldat. Les équipements complets et marqués d’époque se vendent bien aux reconstituteurs.',
      'Holsters, belts, canteens, vests and soldiers’ kit. Complete, period-marked equipment sells well to re-enactors.',
    ],
    value: [3, 10, 30, 100, 800],
    periods: wars,
    styles: [S.regulation],
    materials: [M.leather, M.canvas, M.aluminium],
    origin: ['France, Allemagne, États-Unis', 'France, Germany, United States'],
    search: [
      ['équipement militaire ancien', 'vintage military equipment'],
      ['gourde militaire ancienne', 'vintage military canteen'],
    ],
    labels: { 'bulletproof vest': 0.5, holster: 0.6, 'water bottle': 0.2 },
  },
]);
