import type { Family, FamilyId } from './types';

const mark: [string, string] = [
  'La marque, le poinçon ou la signature, de près et net',
  "The maker's mark, hallmark or signature, close up and sharp",
];
const base: [string, string] = ['Le dessous ou le revers de l’objet', 'The base or the back of the object'];

const list: Family[] = [
  {
    id: 'ceramics-porcelain',
    name: ['Céramique et porcelaine', 'Ceramics and porcelain'],
    nextPhotos: [
      ['Le dessous, avec la marque de manufacture', 'The base, with the factory mark'],
      base,
      ['Le décor de près', 'The decoration up close'],
    ],
    checks: [
      [
        'Comparer la marque avec un répertoire (Limoges, Sèvres, Gien, Quimper...)',
        'Compare the mark with a reference (Limoges, Sèvres, Meissen, Wedgwood...)',
      ],
      [
        'Chercher éclats, fêlures et restaurations à la lampe',
        'Look for chips, hairline cracks and restorations under a lamp',
      ],
    ],
    factors: [
      ['Manufacture et marque', 'Factory and mark'],
      ['État : éclats, fêlures, restaurations', 'Condition: chips, cracks, restorations'],
      ['Qualité et rareté du décor', 'Quality and rarity of the decoration'],
    ],
    market: [
      'Marché abondant : les pièces courantes se vendent peu cher, les manufactures réputées et les décors rares font les prix.',
      'A plentiful market: ordinary pieces sell cheaply; renowned factories and rare decorations make the prices.',
    ],
  },
  {
    id: 'glassware',
    name: ['Verrerie et cristal', 'Glass and crystal'],
    nextPhotos: [
      [
        'Le dessous, avec une éventuelle signature gravée ou acidée',
        'The base, with any engraved or acid-etched signature',
      ],
      ['L’objet devant une source de lumière', 'The object against the light'],
    ],
    checks: [
      ['Faire tinter : le cristal sonne longuement', 'Tap it: crystal rings for long'],
      [
        'Chercher signature (Baccarat, Daum, Lalique, Saint-Louis) et égrenures',
        'Look for a signature (Baccarat, Daum, Lalique, Saint-Louis) and rim chips',
      ],
    ],
    factors: [
      ['Cristallerie et signature', 'Glassworks and signature'],
      ['Égrenures et fêlures', 'Rim chips and cracks'],
      ['Service complet ou pièce isolée', 'Complete set or single piece'],
    ],
    market: [
      'Le verre courant se vend mal ; les grandes cristalleries et le verre d’art signé gardent une demande soutenue.',
      'Ordinary glass sells poorly; the great crystal houses and signed art glass keep a steady demand.',
    ],
  },
  {
    id: 'silver-metalware',
    name: ['Argenterie et objets en métal', 'Silver and metalware'],
    nextPhotos: [['Les poinçons, de très près', 'The hallmarks, very close up'], base],
    checks: [
      [
        'Identifier les poinçons (Minerve = argent massif français ; une marque d’orfèvre seule = métal argenté)',
        'Identify the hallmarks (a Minerva head is French sterling; a maker’s mark alone is usually plate)',
      ],
      [
        'Peser l’objet : l’argent massif se cote aussi au poids',
        'Weigh it: sterling silver also trades by weight',
      ],
    ],
    factors: [
      ['Argent massif ou métal argenté', 'Sterling or plate'],
      ['Orfèvre (Christofle, Puiforcat, Odiot...)', 'Silversmith (Christofle, Puiforcat, Odiot...)'],
      ['Usure de l’argenture, bosses, réparations', 'Wear of the plating, dents, repairs'],
    ],
    market: [
      'Le métal argenté courant se vend peu ; l’argent massif a un plancher au poids et les grands orfèvres se vendent bien.',
      'Ordinary plate sells for little; sterling has a floor at its weight and great silversmiths sell well.',
    ],
  },
  {
    id: 'clocks-watches',
    name: ['Horlogerie', 'Clocks and watches'],
    nextPhotos: [
      ['Le cadran de près', 'The dial up close'],
      ['Le mouvement ou le fond du boîtier', 'The movement or the case back'],
      mark,
    ],
    checks: [
      ['Lire la signature du cadran et du mouvement', 'Read the signatures on the dial and movement'],
      [
        'Vérifier que le mouvement fonctionne et qu’il est d’origine',
        'Check that the movement runs and is original',
      ],
    ],
    factors: [
      ['Marque et mouvement', 'Maker and movement'],
      ['État de marche', 'Working order'],
      ['Originalité du cadran et des aiguilles', 'Originality of dial and hands'],
      ['Boîtier en or ou acier', 'Gold or steel case'],
    ],
    market: [
      'Les montres de marque sont très suivies ; les pendules et réveils courants se vendent modestement.',
      'Branded watches are closely followed; ordinary clocks and alarm clocks sell modestly.',
    ],
  },
  {
    id: 'furniture',
    name: ['Mobilier', 'Furniture'],
    nextPhotos: [
      ['L’arrière et l’intérieur d’un tiroir', 'The back and the inside of a drawer'],
      ['Les assemblages et la quincaillerie', 'The joints and the hardware'],
      ['Une estampille éventuelle', 'Any maker’s stamp'],
    ],
    checks: [
      [
        'Examiner les assemblages (queues d’aronde, chevilles) et les traces d’outil',
        'Examine the joints (dovetails, pegs) and tool marks',
      ],
      ['Chercher une estampille ou une étiquette d’éditeur', 'Look for a stamp or a maker’s label'],
    ],
    factors: [
      ['Époque ou style (copie du XXe)', 'Period piece or later copy'],
      ['Essence et placage', 'Wood and veneer'],
      ['Restaurations et éléments refaits', 'Restorations and replaced parts'],
      ['Designer ou éditeur signé', 'Named designer or maker'],
    ],
    market: [
      'Le mobilier ancien courant s’est beaucoup déprécié ; le design signé et les belles pièces d’époque restent recherchés.',
      'Ordinary antique furniture has lost much value; signed design and fine period pieces remain sought after.',
    ],
  },
  {
    id: 'lighting',
    name: ['Luminaires', 'Lighting'],
    nextPhotos: [
      ['Le pied et la douille', 'The base and the socket'],
      mark,
      ['L’abat-jour ou la tulipe allumé', 'The shade or glass lit'],
    ],
    checks: [
      ['Chercher une signature sur le pied ou la verrerie', 'Look for a signature on the base or the glass'],
      ['Faire vérifier l’électricité avant usage', 'Have the wiring checked before use'],
    ],
    factors: [
      ['Designer ou éditeur', 'Designer or maker'],
      ['Verrerie signée', 'Signed glass'],
      ['Électrification d’origine ou refaite', 'Original or rewired electrics'],
    ],
    market: [
      'Les luminaires de designers et la verrerie Art nouveau sont très demandés ; les lampes courantes se vendent peu.',
      'Designer lighting and Art Nouveau glass are in high demand; ordinary lamps sell for little.',
    ],
  },
  {
    id: 'musical-instruments',
    name: ['Instruments de musique', 'Musical instruments'],
    nextPhotos: [
      [
        'L’étiquette ou la marque du facteur (à l’intérieur, sur la tête ou le pavillon)',
        'The maker’s label or stamp (inside, on the head or the bell)',
      ],
      ['Le numéro de série', 'The serial number'],
      base,
    ],
    checks: [
      ['Lire l’étiquette du luthier ou la gravure du facteur', 'Read the maker’s label or engraving'],
      [
        'Faire expertiser par un luthier ou un facteur avant de vendre',
        'Have a luthier or instrument maker assess it before selling',
      ],
    ],
    factors: [
      ['Facteur ou luthier', 'Maker'],
      ['Fissures, réparations, pièces changées', 'Cracks, repairs, replaced parts'],
      ['Jouabilité', 'Playability'],
    ],
    market: [
      'Les instruments d’étude se vendent modestement ; les facteurs réputés atteignent des prix élevés.',
      'Student instruments sell modestly; renowned makers reach high prices.',
    ],
  },
  {
    id: 'cameras-optics',
    name: ['Photographie et optique', 'Cameras and optics'],
    nextPhotos: [
      ['Le dessus du boîtier avec marque et modèle', 'The top plate with make and model'],
      ['L’objectif de face, avec ses inscriptions', 'The lens from the front, with its engravings'],
      ['Le numéro de série', 'The serial number'],
    ],
    checks: [
      ['Relever marque, modèle et numéro de série', 'Note make, model and serial number'],
      [
        'Vérifier obturateur, cellule et verres (champignons, rayures)',
        'Check shutter, meter and glass (fungus, scratches)',
      ],
    ],
    factors: [
      ['Marque et modèle (Leica, Rolleiflex, Zeiss...)', 'Make and model (Leica, Rolleiflex, Zeiss...)'],
      ['Fonctionnement', 'Working order'],
      ['État des optiques', 'Condition of the glass'],
    ],
    market: [
      'Le matériel argentique connaît un regain ; les grandes marques se vendent bien, les compacts courants peu.',
      'Film equipment is in renewed demand; the great makes sell well, ordinary compacts for little.',
    ],
  },
  {
    id: 'toys-games',
    name: ['Jouets et jeux', 'Toys and games'],
    nextPhotos: [
      ['La marque sous le jouet', 'The maker’s name under the toy'],
      ['La boîte d’origine si elle existe', 'The original box if any'],
      base,
    ],
    checks: [
      [
        'Identifier la marque (Dinky Toys, JEP, Märklin, Steiff...)',
        'Identify the maker (Dinky Toys, Hornby, Märklin, Steiff...)',
      ],
      ['Vérifier la présence de la boîte et des pièces d’origine', 'Check for the box and original parts'],
    ],
    factors: [
      ['Marque', 'Maker'],
      ['Boîte d’origine', 'Original box'],
      ['Complétude et peinture d’origine', 'Completeness and original paint'],
    ],
    market: [
      'Les jouets de marque en boîte sont très recherchés ; les jouets usés ou incomplets se vendent peu.',
      'Boxed branded toys are much sought after; worn or incomplete toys sell for little.',
    ],
  },
  {
    id: 'books-paper',
    name: ['Livres et papiers', 'Books and paper'],
    nextPhotos: [
      ['La page de titre', 'The title page'],
      ['La page de l’achevé d’imprimer ou le colophon', 'The imprint or colophon page'],
      ['La reliure et le dos', 'The binding and spine'],
    ],
    checks: [
      [
        'Relever titre, auteur, éditeur, date et mention d’édition',
        'Note title, author, publisher, date and edition statement',
      ],
      [
        'Vérifier l’état : rousseurs, pages manquantes, reliure',
        'Check condition: foxing, missing pages, binding',
      ],
    ],
    factors: [
      ['Édition originale ou retirage', 'First edition or reprint'],
      ['Reliure et état', 'Binding and condition'],
      ['Envoi ou signature', 'Inscription or signature'],
    ],
    market: [
      'La plupart des livres anciens valent peu ; les éditions originales, belles reliures et albums rares se vendent cher.',
      'Most old books are worth little; first editions, fine bindings and rare albums sell dearly.',
    ],
  },
  {
    id: 'art-frames',
    name: ['Œuvres d’art et encadrements', 'Art and frames'],
    nextPhotos: [
      ['La signature', 'The signature'],
      ['Le revers : châssis, étiquettes, cachets', 'The back: stretcher, labels, stamps'],
      ['Un détail de la matière', 'A detail of the surface'],
    ],
    checks: [
      [
        'Chercher signature, cachet de fondeur ou de vente',
        'Look for a signature, founder’s stamp or sale stamp',
      ],
      ['Faire examiner par un expert ou un commissaire-priseur', 'Have an expert or auctioneer examine it'],
    ],
    factors: [
      ['Artiste et attribution', 'Artist and attribution'],
      ['Œuvre originale ou reproduction', 'Original or reproduction'],
      ['Provenance', 'Provenance'],
    ],
    market: [
      'Le prix dépend presque entièrement de l’attribution : une reproduction vaut peu, un artiste coté beaucoup.',
      'The price depends almost entirely on attribution: a reproduction is worth little, a listed artist much.',
    ],
  },
  {
    id: 'jewellery',
    name: ['Bijoux et accessoires', 'Jewellery and accessories'],
    nextPhotos: [
      ['Les poinçons (fermoir, anneau)', 'The hallmarks (clasp, shank)'],
      mark,
      ['Les pierres de près', 'The stones up close'],
    ],
    checks: [
      ['Chercher les poinçons d’or ou d’argent (tête d’aigle, Minerve)', 'Look for gold or silver hallmarks'],
      ['Faire tester les pierres par un gemmologue', 'Have the stones tested by a gemmologist'],
    ],
    factors: [
      ['Métal précieux ou fantaisie', 'Precious metal or costume'],
      ['Pierres', 'Stones'],
      ['Signature (Cartier, Chanel...)', 'Signature (Cartier, Chanel...)'],
    ],
    market: [
      'Les bijoux en or ont un plancher au poids ; les bijoux fantaisie signés ont leurs collectionneurs.',
      'Gold jewellery has a floor at its weight; signed costume jewellery has its collectors.',
    ],
  },
  {
    id: 'tools',
    name: ['Outils', 'Tools'],
    nextPhotos: [
      ['La marque frappée sur l’outil', 'The maker’s stamp on the tool'],
      ['L’outil entier avec son manche', 'The whole tool with its handle'],
    ],
    checks: [
      [
        'Relever la marque du fabricant (Peugeot Frères, Stanley...)',
        'Note the maker (Stanley, Record, Peugeot Frères...)',
      ],
      [
        'Vérifier la rouille, les fissures du manche et les pièces manquantes',
        'Check rust, cracked handles and missing parts',
      ],
    ],
    factors: [
      ['Fabricant', 'Maker'],
      ['État et rouille', 'Condition and rust'],
      ['Outil de métier ancien ou courant', 'Old trade tool or common tool'],
    ],
    market: [
      'Les outils courants valent peu ; les outils de métier anciens et les rabots de marque intéressent les collectionneurs.',
      'Common tools are worth little; old trade tools and branded planes interest collectors.',
    ],
  },
  {
    id: 'militaria',
    name: ['Militaria', 'Militaria'],
    nextPhotos: [
      ['Les marquages, numéros et poinçons', 'The markings, numbers and proof marks'],
      ['L’intérieur (coiffe, doublure)', 'The inside (liner, lining)'],
      base,
    ],
    checks: [
      ['Relever les marquages et le modèle réglementaire', 'Note the markings and the regulation pattern'],
      ['Se méfier des reproductions, nombreuses', 'Beware of reproductions, which are many'],
      ['Vérifier la réglementation avant toute vente', 'Check the regulations before any sale'],
    ],
    factors: [
      ['Authenticité (reproductions fréquentes)', 'Authenticity (reproductions are common)'],
      ['Unité et historique', 'Unit and history'],
      ['État et complétude', 'Condition and completeness'],
    ],
    market: [
      'Marché actif et spécialisé ; les pièces authentiques et documentées se vendent bien.',
      'An active, specialised market; authentic, documented pieces sell well.',
    ],
  },
  {
    id: 'textiles-fashion',
    name: ['Textiles et mode', 'Textiles and fashion'],
    nextPhotos: [
      ['L’étiquette ou la griffe', 'The label'],
      ['L’envers et les coutures', 'The inside and seams'],
      ['Un détail du tissu', 'A detail of the fabric'],
    ],
    checks: [
      ['Lire la griffe et la composition', 'Read the label and the composition'],
      ['Chercher taches, trous de mites et usures', 'Look for stains, moth holes and wear'],
    ],
    factors: [
      ['Marque ou maison de couture', 'Brand or couture house'],
      ['État', 'Condition'],
      ['Matière (soie, cachemire, fourrure)', 'Material (silk, cashmere, fur)'],
    ],
    market: [
      'La mode vintage de marque se vend bien ; les textiles anonymes se vendent peu.',
      'Branded vintage fashion sells well; anonymous textiles sell for little.',
    ],
  },
  {
    id: 'kitchenware',
    name: ['Arts de la table et cuisine', 'Kitchen and tableware'],
    nextPhotos: [
      ['Le dessous avec la marque', 'The base with the maker’s mark'],
      ['L’intérieur', 'The inside'],
    ],
    checks: [
      [
        'Relever la marque (Le Creuset, Peugeot, Moulinex...)',
        'Note the maker (Le Creuset, Peugeot, Moulinex...)',
      ],
      ['Vérifier l’étamage, l’émail et la rouille', 'Check tinning, enamel and rust'],
    ],
    factors: [
      ['Marque', 'Maker'],
      ['Matière (cuivre épais, fonte)', 'Material (heavy copper, cast iron)'],
      ['État d’usage', 'Wear from use'],
    ],
    market: [
      'Les ustensiles courants valent peu ; le cuivre épais, la fonte émaillée et le design de marque se revendent bien.',
      'Ordinary utensils are worth little; heavy copper, enamelled cast iron and branded design resell well.',
    ],
  },
  {
    id: 'scientific-medical',
    name: ['Instruments scientifiques et médicaux', 'Scientific and medical instruments'],
    nextPhotos: [
      ['Le nom du fabricant gravé', 'The engraved maker’s name'],
      ['Le coffret et ses accessoires', 'The case and its accessories'],
      mark,
    ],
    checks: [
      ['Relever le fabricant et la ville gravés', 'Note the engraved maker and town'],
      ['Vérifier la complétude et le coffret d’origine', 'Check completeness and the original case'],
    ],
    factors: [
      ['Fabricant', 'Maker'],
      ['Complétude et coffret', 'Completeness and case'],
      ['Ancienneté et matériaux (laiton, acajou)', 'Age and materials (brass, mahogany)'],
    ],
    market: [
      'Niche recherchée : les instruments signés en laiton et acajou se vendent bien, le matériel récent peu.',
      'A sought-after niche: signed brass and mahogany instruments sell well, recent equipment little.',
    ],
  },
  {
    id: 'sports',
    name: ['Sport', 'Sports'],
    nextPhotos: [
      ['La marque et le modèle', 'The brand and model'],
      ['Une signature ou un marquage d’événement', 'Any signature or event marking'],
    ],
    checks: [
      ['Relever la marque et l’époque', 'Note the brand and period'],
      ['Authentifier signatures et objets portés en match', 'Authenticate signatures and match-worn items'],
    ],
    factors: [
      ['Ancienneté et marque', 'Age and brand'],
      ['Lien avec un champion ou un événement', 'Link to a champion or event'],
      ['État', 'Condition'],
    ],
    market: [
      'Le matériel ancien en bois et les objets liés à des champions se vendent bien ; le matériel récent d’occasion peu.',
      'Old wooden equipment and items linked to champions sell well; recent second-hand gear for little.',
    ],
  },
  {
    id: 'collectibles-other',
    name: ['Objets de collection', 'Collectibles'],
    nextPhotos: [
      ['La marque ou l’étiquette', 'The maker’s mark or label'],
      base,
      ['L’objet en entier sur un fond neutre', 'The whole object on a plain background'],
    ],
    checks: [
      ['Identifier la marque et le modèle exacts', 'Identify the exact make and model'],
      ['Comparer avec des ventes conclues', 'Compare with sold listings'],
    ],
    factors: [
      ['Marque et modèle', 'Make and model'],
      ['État de marche', 'Working order'],
      ['Rareté', 'Rarity'],
    ],
    market: [
      'Chaque domaine a ses collectionneurs ; les prix varient beaucoup selon la marque, le modèle et l’état.',
      'Each field has its collectors; prices vary widely with make, model and condition.',
    ],
  },
];

export const families: ReadonlyMap<FamilyId, Family> = new Map(list.map((f) => [f.id, f]));
