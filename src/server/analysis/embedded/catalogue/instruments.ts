import { inFamily, type CategoryData, type Pair } from './types';
import { M, P, R, S } from './vocabulary';

/** Most instruments share periods and a workshop-or-maker story; only what differs is written out. */
const instrument = (
  id: string,
  name: Pair,
  about: Pair,
  value: CategoryData['value'],
  materials: Pair[],
  origin: Pair,
  search: Pair[],
  labels: CategoryData['labels'],
  regulated: Pair[] = [],
): CategoryData => ({
  id,
  name,
  about,
  value,
  periods: [P.c19, P.c20a, P.c20b],
  styles: [S.classical, S.vintage],
  materials,
  origin,
  search,
  labels,
  regulated,
});

export const instruments = inFamily('musical-instruments', [
  instrument(
    'violins',
    ['Violon', 'Violin'],
    [
      'Violons et altos. Les violons d’atelier (Mirecourt, Saxe) sont courants et modestes ; un luthier identifié multiplie le prix. L’étiquette intérieure n’est pas une preuve.',
      'Violins and violas. Workshop violins (Mirecourt, Saxony) are common and modest; an identified luthier multiplies the price. The inside label is no proof.',
    ],
    [30, 100, 400, 2000, 30000],
    [M.spruceMaple, M.ebony, M.gut],
    ['France (Mirecourt), Allemagne (Saxe), Italie', 'France (Mirecourt), Germany (Saxony), Italy'],
    [
      ['violon ancien', 'old violin'],
      ['violon Mirecourt', 'Mirecourt violin'],
    ],
    { violin: 0.95 },
  ),
  instrument(
    'cellos',
    ['Violoncelle ou contrebasse', 'Cello or double bass'],
    [
      'Violoncelles et contrebasses. Comme pour les violons, l’atelier ou le luthier et l’état de la table déterminent la valeur.',
      'Cellos and double basses. As with violins, the workshop or maker and the condition of the top determine the value.',
    ],
    [100, 300, 1000, 4000, 40000],
    [M.spruceMaple, M.ebony, M.gut],
    ['France (Mirecourt), Allemagne, Italie', 'France (Mirecourt), Germany, Italy'],
    [
      ['violoncelle ancien', 'old cello'],
      ['contrebasse ancienne', 'old double bass'],
    ],
    { cello: 0.95 },
  ),
  instrument(
    'acoustic-guitars',
    ['Guitare classique ou folk', 'Acoustic guitar'],
    [
      'Guitares classiques et folk. Les guitares de luthiers espagnols ou français et les marques américaines anciennes (Martin, Gibson) valent le plus.',
      'Classical and steel-string acoustic guitars. Spanish or French luthiers and old American makes (Martin, Gibson) are worth the most.',
    ],
    [15, 50, 150, 600, 10000],
    [M.spruceMaple, M.rosewood, M.gut],
    ['Espagne, France, États-Unis, Japon', 'Spain, France, United States, Japan'],
    [
      ['guitare classique ancienne', 'vintage classical guitar'],
      ['guitare folk vintage', 'vintage acoustic guitar'],
    ],
    { 'acoustic guitar': 0.95, pick: 0.2 },
    [R.rosewood],
  ),
  instrument(
    'electric-guitars',
    ['Guitare électrique', 'Electric guitar'],
    [
      'Guitares et basses électriques. Les Fender et Gibson anciennes d’origine atteignent des prix très élevés ; les modèles d’étude se vendent modestement.',
      'Electric guitars and basses. Original vintage Fenders and Gibsons reach very high prices; student models sell modestly.',
    ],
    [40, 120, 350, 1200, 25000],
    [M.wood, M.rosewood, M.electronics],
    ['États-Unis, Japon, Europe', 'United States, Japan, Europe'],
    [
      ['guitare électrique vintage', 'vintage electric guitar'],
      ['basse électrique vintage', 'vintage bass guitar'],
    ],
    { 'electric guitar': 0.95, pick: 0.2 },
  ),
  instrument(
    'banjos-mandolins',
    ['Banjo ou mandoline', 'Banjo or mandolin'],
    [
      'Banjos, mandolines et instruments à cordes pincées populaires. Les banjos américains anciens et les mandolines napolitaines de qualité se distinguent.',
      'Banjos, mandolins and folk plucked instruments. Old American banjos and quality Neapolitan mandolins stand out.',
    ],
    [20, 60, 180, 600, 5000],
    [M.wood, M.rosewood, M.steel],
    ['États-Unis, Italie, France', 'United States, Italy, France'],
    [
      ['banjo ancien', 'vintage banjo'],
      ['mandoline ancienne', 'antique mandolin'],
    ],
    { banjo: 0.95 },
  ),
  instrument(
    'harps',
    ['Harpe', 'Harp'],
    [
      'Harpes à pédales, celtiques ou de salon. Les harpes Érard et Lyon & Healy restaurées se vendent cher ; les restaurations aussi coûtent cher.',
      'Pedal, Celtic or parlour harps. Restored Érard and Lyon & Healy harps sell dearly; so do restorations.',
    ],
    [150, 500, 1500, 5000, 30000],
    [M.spruceMaple, M.giltBronze, M.gut],
    ['France (Érard), États-Unis, Irlande', 'France (Érard), United States, Ireland'],
    [
      ['harpe ancienne', 'antique harp'],
      ['harpe celtique', 'celtic harp'],
    ],
    { harp: 0.95 },
  ),
  instrument(
    'pianos',
    ['Piano', 'Piano'],
    [
      'Pianos droits et à queue. Beaucoup de pianos anciens ne valent presque rien (déménagement et restauration coûteux) ; les grandes marques restaurées (Pleyel, Érard, Steinway) font exception.',
      'Upright and grand pianos. Many old pianos are worth next to nothing (moving and restoration are costly); restored great makes (Pleyel, Érard, Steinway) are the exception.',
    ],
    [0, 50, 500, 3000, 60000],
    [M.wood, M.castIron, M.ivory],
    ['France (Pleyel, Érard, Gaveau), Allemagne', 'France (Pleyel, Érard, Gaveau), Germany'],
    [
      ['piano droit ancien', 'antique upright piano'],
      ['piano à queue Pleyel', 'Pleyel grand piano'],
    ],
    { 'grand piano': 0.9, upright: 0.9 },
    [R.ivory],
  ),
  instrument(
    'organs',
    ['Orgue ou harmonium', 'Organ or harmonium'],
    [
      'Harmoniums, orgues de salon et orgues électroniques anciens. Les harmoniums courants se vendent peu ; les orgues de barbarie et instruments rares bien plus.',
      'Harmoniums, parlour organs and vintage electronic organs. Ordinary harmoniums sell for little; barrel organs and rare instruments far more.',
    ],
    [10, 50, 200, 1000, 10000],
    [M.wood, M.ivory, M.electronics],
    [
      'France (Debain, Alexandre), Allemagne, États-Unis',
      'France (Debain, Alexandre), Germany, United States',
    ],
    [
      ['harmonium ancien', 'antique harmonium'],
      ['orgue de barbarie', 'barrel organ'],
    ],
    { organ: 0.8 },
    [R.ivory],
  ),
  instrument(
    'accordions',
    ['Accordéon', 'Accordion'],
    [
      'Accordéons diatoniques et chromatiques. Les marques françaises et italiennes réputées (Maugein, Cavagnolo, Paolo Soprani) en bon état se vendent le mieux.',
      'Diatonic and chromatic accordions. Renowned French and Italian makes (Maugein, Cavagnolo, Paolo Soprani) in good order sell best.',
    ],
    [20, 60, 200, 700, 4000],
    [M.celluloid, M.wood, M.leather],
    ['France (Tulle), Italie (Castelfidardo)', 'France (Tulle), Italy (Castelfidardo)'],
    [
      ['accordéon ancien', 'vintage accordion'],
      ['accordéon Maugein', 'Maugein accordion'],
    ],
    { accordion: 0.95 },
  ),
  instrument(
    'harmonicas',
    ['Harmonica', 'Harmonica'],
    [
      'Harmonicas et boîtes d’origine. Les modèles anciens Hohner en boîte et les harmonicas publicitaires ont un petit marché de collection.',
      'Harmonicas and their boxes. Old boxed Hohner models and advertising harmonicas have a small collectors’ market.',
    ],
    [2, 5, 15, 50, 400],
    [M.brass, M.wood, M.plastic],
    ['Allemagne (Hohner)', 'Germany (Hohner)'],
    [
      ['harmonica ancien', 'vintage harmonica'],
      ['harmonica Hohner', 'Hohner harmonica'],
    ],
    { harmonica: 0.9 },
  ),
  instrument(
    'trumpets',
    ['Trompette ou cornet', 'Trumpet or cornet'],
    [
      'Trompettes, cornets et bugles. Les instruments professionnels (Selmer, Courtois, Bach) valent plus que les modèles d’étude ; les bosses et soudures réduisent le prix.',
      'Trumpets, cornets and flugelhorns. Professional instruments (Selmer, Courtois, Bach) are worth more than student models; dents and solder reduce the price.',
    ],
    [20, 60, 180, 600, 3000],
    [M.brass, M.silverPlate],
    ['France (Courtois, Selmer, Couesnon), États-Unis', 'France (Courtois, Selmer, Couesnon), United States'],
    [
      ['trompette ancienne', 'vintage trumpet'],
      ['cornet à pistons', 'cornet'],
    ],
    { cornet: 0.95 },
  ),
  instrument(
    'horns',
    ['Cor d’harmonie ou cor de chasse', 'French horn or hunting horn'],
    [
      'Cors d’harmonie et trompes de chasse. Les trompes de chasse Périnet ou Raoux anciennes sont recherchées.',
      'French horns and hunting horns. Old Périnet or Raoux hunting horns are sought after.',
    ],
    [40, 120, 350, 1000, 5000],
    [M.brass, M.silverPlate],
    ['France, Allemagne', 'France, Germany'],
    [
      ['trompe de chasse', 'French hunting horn'],
      ['cor d’harmonie', 'French horn'],
    ],
    { 'French horn': 0.95 },
  ),
  instrument(
    'trombones',
    ['Trombone', 'Trombone'],
    [
      'Trombones à coulisse ou à pistons, tubas et saxhorns. L’état de la coulisse et la marque font l’essentiel du prix.',
      'Slide or valve trombones, tubas and saxhorns. The state of the slide and the maker make most of the price.',
    ],
    [30, 80, 220, 700, 3000],
    [M.brass, M.silverPlate],
    ['France (Couesnon), États-Unis, Allemagne', 'France (Couesnon), United States, Germany'],
    [
      ['trombone ancien', 'vintage trombone'],
      ['tuba ancien', 'vintage tuba'],
    ],
    { trombone: 0.95 },
  ),
  instrument(
    'saxophones',
    ['Saxophone', 'Saxophone'],
    [
      'Saxophones. Les Selmer anciens (Balanced Action, Mark VI) atteignent des prix élevés ; les modèles d’étude se vendent quelques centaines d’euros.',
      'Saxophones. Vintage Selmers (Balanced Action, Mark VI) reach high prices; student models sell for a few hundred euros.',
    ],
    [80, 200, 600, 2000, 12000],
    [M.brass, M.silverPlate],
    ['France (Selmer, Buffet), États-Unis', 'France (Selmer, Buffet), United States'],
    [
      ['saxophone Selmer', 'Selmer saxophone'],
      ['saxophone vintage', 'vintage saxophone'],
    ],
    { sax: 0.95 },
  ),
  instrument(
    'flutes',
    ['Flûte traversière ou flûte à bec', 'Flute or recorder'],
    [
      'Flûtes traversières en métal ou en bois, flûtes à bec et piccolos. Les flûtes Louis Lot ou Bonneville en argent sont très cotées.',
      'Metal or wooden flutes, recorders and piccolos. Silver Louis Lot or Bonneville flutes are highly valued.',
    ],
    [15, 50, 150, 600, 10000],
    [M.silverPlate, M.silver, M.ebony],
    ['France (Louis Lot, Bonneville), Allemagne', 'France (Louis Lot, Bonneville), Germany'],
    [
      ['flûte traversière ancienne', 'antique flute'],
      ['flûte Louis Lot', 'Louis Lot flute'],
    ],
    { flute: 0.9, panpipe: 0.4 },
  ),
  instrument(
    'folk-winds',
    ['Ocarina ou flûte de Pan', 'Ocarina or panpipes'],
    [
      'Ocarinas, flûtes de Pan, sifflets et petits instruments populaires. Valeur surtout décorative, sauf pièces anciennes ou ethnographiques.',
      'Ocarinas, panpipes, pipes and small folk instruments. Mostly decorative value, except old or ethnographic pieces.',
    ],
    [2, 6, 20, 70, 600],
    [M.earthenware, M.wood, M.bone],
    ['Amérique du Sud, Europe', 'South America, Europe'],
    [
      ['ocarina ancien', 'antique ocarina'],
      ['flûte de pan', 'pan flute'],
    ],
    { ocarina: 0.9, panpipe: 0.5 },
  ),
  instrument(
    'oboes-clarinets',
    ['Hautbois ou clarinette', 'Oboe or clarinet'],
    [
      'Hautbois, clarinettes et cors anglais. Les instruments professionnels en ébène (Buffet Crampon, Lorée) gardent une bonne valeur ; les fentes du bois la réduisent.',
      'Oboes, clarinets and cors anglais. Professional grenadilla instruments (Buffet Crampon, Lorée) keep good value; cracks in the wood reduce it.',
    ],
    [30, 100, 300, 1000, 6000],
    [M.ebony, M.silverPlate],
    ['France (Buffet Crampon, Lorée), Allemagne', 'France (Buffet Crampon, Lorée), Germany'],
    [
      ['clarinette Buffet Crampon', 'Buffet Crampon clarinet'],
      ['hautbois ancien', 'vintage oboe'],
    ],
    { oboe: 0.9 },
  ),
  instrument(
    'bassoons',
    ['Basson', 'Bassoon'],
    [
      'Bassons et contrebassons. Instruments chers à l’état professionnel ; les anciens bassons français à restaurer valent beaucoup moins.',
      'Bassoons and contrabassoons. Expensive in professional condition; old French bassoons needing work are worth far less.',
    ],
    [80, 250, 700, 2500, 12000],
    [M.wood, M.silverPlate],
    ['France (Buffet Crampon), Allemagne (Heckel)', 'France (Buffet Crampon), Germany (Heckel)'],
    [
      ['basson ancien', 'vintage bassoon'],
      ['basson Buffet Crampon', 'Buffet Crampon bassoon'],
    ],
    { bassoon: 0.9 },
  ),
  instrument(
    'drums',
    ['Tambour ou batterie', 'Drum or drum kit'],
    [
      'Tambours, caisses claires et batteries. Les batteries vintage de marque (Ludwig, Premier, Gretsch) et les tambours militaires anciens ont leurs acheteurs.',
      'Drums, snare drums and drum kits. Branded vintage kits (Ludwig, Premier, Gretsch) and old military drums have their buyers.',
    ],
    [10, 40, 150, 600, 5000],
    [M.wood, M.brass, M.leather],
    ['États-Unis, Angleterre, France', 'United States, England, France'],
    [
      ['batterie vintage', 'vintage drum kit'],
      ['tambour ancien', 'antique drum'],
    ],
    { drum: 0.9, 'steel drum': 0.4 },
  ),
  instrument(
    'gongs-chimes',
    ['Gong ou carillon', 'Gong or chimes'],
    [
      'Gongs, carillons tubulaires et cloches d’orchestre. Les gongs asiatiques anciens en bronze martelé sont les plus recherchés.',
      'Gongs, tubular chimes and orchestral bells. Old hammered-bronze Asian gongs are the most sought after.',
    ],
    [15, 40, 120, 400, 4000],
    [M.bronze, M.brass, M.wood],
    ['Chine, Asie du Sud-Est, Europe', 'China, South-East Asia, Europe'],
    [
      ['gong bronze ancien', 'antique bronze gong'],
      ['carillon tubulaire', 'tubular chimes'],
    ],
    { gong: 0.9, chime: 0.6 },
  ),
  instrument(
    'percussion',
    ['Maracas, xylophone ou percussion', 'Maracas, xylophone or percussion'],
    [
      'Maracas, xylophones, marimbas et steel drums. Les claviers de percussion professionnels valent cher ; les petites percussions peu.',
      'Maracas, xylophones, marimbas and steel drums. Professional mallet instruments are costly; small percussion little.',
    ],
    [3, 15, 60, 300, 3000],
    [M.wood, M.rosewood, M.steel],
    ['Amérique latine, États-Unis, Europe', 'Latin America, United States, Europe'],
    [
      ['xylophone ancien', 'vintage xylophone'],
      ['maracas anciennes', 'vintage maracas'],
    ],
    { maraca: 0.8, marimba: 0.9, 'steel drum': 0.5 },
  ),
]);
