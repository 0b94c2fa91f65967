/**
 * Mercari (US peer-to-peer marketplace) sold prices from the Kaggle "Mercari Price Suggestion Challenge"
 * training data (2017), as far as a public repository commits a sample of it: the full train.tsv
 * (1.48 million listings) is never in a snapshot, only the first 5,000 rows kept by a course project
 * (CoryKaye/KaggleComp_MercariPricePrediction, train_medium.tsv). Each row has a title, Mercari's
 * three-level category ("Women/Jewelry/Rings"), a brand, a condition id (1 new … 5 poor) and the price
 * the item sold for in USD.
 *
 * Mapping: the category path chooses the type where it is specific enough (rings, handbags, shoes,
 * video games…); in broad categories (Vintage & Collectibles, Home Décor, Kitchen & Dining, toys,
 * electronics) the title must name the object. New items (condition 1), bundles, lots and sets,
 * accessories and parts, smart watches and replicas are dropped.
 */
import { parseCsvObjects } from '../csv';
import type { Extractor, PriceRecord } from '../record';

const SOURCE = 'mercari-kaggle-sample-2017';
const FILE = 'train_medium.tsv';

type Rule = [RegExp, string];

/** Several objects, or a listing that is not one object for sale. */
const DROP_ALWAYS =
  /\b(lots?|bundles?|sets? of|set|sets|pack|packs|pcs|pieces|qty|collection of|assorted|bulk|wholesale|mystery|grab ?bag|reserved|listing for|bogo)\b|\b\d+\s*(x|pc|pcs|piece|pieces|ct|count)\b|\bx\s?\d+\b|\b(2|3|4|5|6|8|10|12)\s+(\w+\s)?(necklaces|bracelets|rings|pairs|books|games|dolls|mugs|cups|plates|bowls|glasses|figurines|vases|cars|toys)\b|\+|&(?!\s*co\b)|\bw\/|\bwith\b.*\band\b/;

/** Replicas, look-alikes, inspired-by pieces. */
const REPLICA =
  /\b(replica|inspired|dupe|look ?alike|faux|fake|knock ?off|not authentic|reproduction|repro)\b/;

/** Parts and accessories of an object, when the type is the object. */
const ACCESSORY =
  /\b(case|cases|cover|covers|charger|cable|cord|adapter|strap|straps|band|bands|stand|mount|box only|empty box|manual|parts?|replacement|battery|batteries|remote|skin|skins|sticker|stickers|decal|insert|insoles?|laces|dust ?bag|organizer|charm|charms|clothes|outfits?|dress for|shoes for|accessor(y|ies)|pattern|display)\b/;

/** Categories never read: figures, fan merchandise, photo accessories, clothes and footwear. */
const SKIP_CATEGORIES = [
  'Kids/Toys/Action Figures',
  'Vintage & Collectibles/Toy/Action Figure',
  'Electronics/Cameras & Photography/Camera & Photo Accessories',
  'Sports & Outdoors/Footwear/',
  'Sports & Outdoors/Apparel/',
  'Sports & Outdoors/Fan Shop/',
];

/** In categories read by title: clothes, costumes and merchandise that name an object. */
const MERCH =
  /\b(shirt|t-shirt|tee|socks|cleats|shoes|jersey|hoodie|sweatshirt|jacket|costume|pajamas|leggings|funko|pop!|action figure|keychain|magnet|sticker|poster|card|cards)\b/;

/** Category path (first matching prefix) → type, for categories that name the object themselves. */
const BY_CATEGORY: [string, string][] = [
  ['Women/Jewelry/Necklaces', 'necklaces'],
  ['Men/Jewelry/Necklaces', 'necklaces'],
  ['Vintage & Collectibles/Jewelry/Necklace', 'necklaces'],
  ['Handmade/Jewelry/Necklaces', 'necklaces'],
  ['Women/Jewelry/Bracelets', 'chains-bracelets'],
  ['Men/Jewelry/Bracelets', 'chains-bracelets'],
  ['Vintage & Collectibles/Jewelry/Bracelet', 'chains-bracelets'],
  ['Handmade/Jewelry/Bracelets', 'chains-bracelets'],
  ['Women/Jewelry/Rings', 'rings'],
  ['Men/Jewelry/Rings', 'rings'],
  ['Vintage & Collectibles/Jewelry/Ring', 'rings'],
  ['Handmade/Jewelry/Rings', 'rings'],
  ['Women/Jewelry/Earrings', 'earrings'],
  ['Vintage & Collectibles/Jewelry/Earring', 'earrings'],
  ['Handmade/Jewelry/Earrings', 'earrings'],
  ['Women/Jewelry/Brooches', 'brooches'],
  ['Vintage & Collectibles/Jewelry/Brooch', 'brooches'],
  ["Women/Women's Accessories/Watches", 'wristwatches'],
  ["Men/Men's Accessories/Watches", 'wristwatches'],
  ['Vintage & Collectibles/Jewelry/Watch', 'wristwatches'],
  ["Women/Women's Accessories/Hair Accessories", 'hair-accessories'],
  ["Women/Women's Accessories/Scarves & Wraps", 'ties-scarves'],
  ["Men/Men's Accessories/Ties", 'ties-scarves'],
  ["Women/Women's Accessories/Hats", 'hats'],
  ["Men/Men's Accessories/Hats", 'hats'],
  ["Women/Women's Accessories/Gloves", 'gloves'],
  ["Men/Men's Accessories/Gloves", 'gloves'],
  ["Women/Women's Handbags/Cosmetic Bags", ''],
  ["Women/Women's Handbags/Backpack Style", ''],
  ["Women/Women's Handbags/Other", ''],
  ["Women/Women's Handbags/", 'handbags'],
  ['Vintage & Collectibles/Bags and Purses/', 'handbags'],
  ['Women/Shoes/', 'shoes'],
  ['Men/Shoes/', 'shoes'],
  ['Women/Dresses/', 'dresses'],
  ['Women/Skirts/', 'dresses'],
  ['Women/Coats & Jackets/Fur', 'furs'],
  ['Women/Coats & Jackets/Trench', 'coats-capes'],
  ['Women/Coats & Jackets/Pea', 'coats-capes'],
  ['Women/Coats & Jackets/Parka', 'coats-capes'],
  ['Women/Coats & Jackets/Poncho', 'coats-capes'],
  ['Women/Coats & Jackets/Cape', 'coats-capes'],
  ['Men/Coats & Jackets/Trench', 'coats-capes'],
  ['Men/Coats & Jackets/Pea', 'coats-capes'],
  ['Men/Coats & Jackets/Parka', 'coats-capes'],
  ['Vintage & Collectibles/Clothing/', 'vintage-clothing'],
  ['Electronics/Video Games & Consoles/Games', 'video-games'],
  ['Electronics/Video Games & Consoles/Consoles', 'video-games'],
  ['Vintage & Collectibles/Electronics/Video Game', 'video-games'],
  ['Other/Books/', 'books'],
  ['Vintage & Collectibles/Book/', 'books'],
  ['Vintage & Collectibles/Antique/Book', 'books'],
  ['Sports & Outdoors/Golf/', 'golf'],
  ['Sports & Outdoors/Outdoors/Fishing', 'fishing'],
  ['Sports & Outdoors/Outdoors/Bike', 'bicycles'],
  ['Sports & Outdoors/Outdoors/Indoor/Outdoor Games', 'table-games'],
  ['Sports & Outdoors/Exercise/Fitness equipment', 'fitness'],
  ['Electronics/Cameras & Photography/Lenses', 'lenses'],
  ['Electronics/Cameras & Photography/Film Photography', 'slr-cameras'],
  ['Electronics/Cameras & Photography/Binoculars', 'binoculars'],
  ['Electronics/Cameras & Photography/Tripods', 'tripods'],
  ['Electronics/TV, Audio & Surveillance/Televisions', 'televisions'],
  ['Electronics/TV, Audio & Surveillance/Home Audio', 'hifi-audio'],
  ['Home/Seasonal Décor/Christmas', 'festive-decorations'],
  ['Vintage & Collectibles/Collectibles/Doll', 'dolls'],
  ['Vintage & Collectibles/Collectibles/Figurine', 'figurines'],
  ['Vintage & Collectibles/Serving/Mug', 'cups-mugs'],
  ['Vintage & Collectibles/Serving/Cup', 'cups-mugs'],
  ['Vintage & Collectibles/Serving/Plate', 'plates'],
  ['Vintage & Collectibles/Serving/Bowl', 'bowls-tureens'],
  ['Vintage & Collectibles/Serving/Pitcher', 'ceramic-pitchers'],
  ['Vintage & Collectibles/Serving/Tea Pot', 'ceramic-teapot'],
  ['Vintage & Collectibles/Paper Ephemera/Postcard', 'postal-history'],
  ['Vintage & Collectibles/Paper Ephemera/', 'ephemera'],
];

/** Categories whose titles are read by the keyword rules (the category alone is too broad). */
const BY_TITLE_IN = [
  'Vintage & Collectibles/',
  'Home/Home Décor/',
  'Home/Kitchen & Dining/',
  'Home/Seasonal Décor/',
  'Home/Home Appliances/',
  'Home/Furniture/',
  'Kids/Toys/',
  'Electronics/Cameras & Photography/',
  'Electronics/TV, Audio & Surveillance/',
  'Electronics/Computers & Tablets/Laptops',
  'Electronics/Computers & Tablets/Desktops',
  'Sports & Outdoors/Outdoors/',
  'Sports & Outdoors/Exercise/',
  'Sports & Outdoors/Team Sports/',
  'Sports & Outdoors/Other/',
  'Other/Musical instruments/',
  'Other/Other/',
  'Handmade/Housewares/',
  'Handmade/Woodworking/',
  'Handmade/Glass/',
  'Handmade/Ceramics and Pottery/',
];

/** First matching rule wins. Titles are lower-cased. */
const BY_TITLE: Rule[] = [
  // photography and optics
  [/\b(polaroid|instax|instant camera|sx-70|impossible project)\b/, 'instant-cameras'],
  [
    /\b(slr|ae-1|ae1|a-1|k1000|canon fd|nikon f\d|minolta (x|srt)|35 ?mm film camera|film camera)\b/,
    'slr-cameras',
  ],
  [/\b(lens|lenses)\b/, 'lenses'],
  [/\bbinoculars?\b/, 'binoculars'],
  [/\btripod\b/, 'tripods'],
  [/\bprojector\b/, 'projectors'],
  // sound and screens
  [
    /\b(turntable|record player|cassette (deck|player)|walkman|stereo receiver|amplifier|reel to reel|boombox|speaker|speakers|subwoofer|soundbar)\b/,
    'hifi-audio',
  ],
  [/\bradio\b/, 'radios'],
  [/\b(tv|television)\b/, 'televisions'],
  [/\b(laptop|macbook|notebook computer|chromebook|desktop computer|imac)\b/, 'computers'],
  [/\btypewriter\b/, 'typewriters'],
  [/\b(rotary phone|telephone)\b/, 'telephones'],
  // clocks and watches
  [/\bpocket watch\b/, 'pocket-watches'],
  [/\b(alarm clock)\b/, 'alarm-clocks'],
  [/\b(wall clock|cuckoo clock)\b/, 'wall-clocks'],
  [/\b(mantel clock|mantle clock|desk clock|table clock|clock)\b/, 'mantel-clocks'],
  [/\bhourglass\b/, 'hourglasses'],
  // lighting
  [/\bchandelier\b/, 'chandeliers'],
  [/\blamp ?shade\b/, 'lampshades'],
  [/\blantern\b/, 'lanterns'],
  [/\b(candlestick|candle stick|candle holder|candelabra)\b/, 'candlesticks'],
  [/\b(table lamp|desk lamp|bedside lamp|lamp)\b/, 'table-lamps'],
  // glass before ceramics: "glass vase" is glass
  [/\b(perfume bottle|scent bottle|atomizer)\b/, 'perfume-bottles'],
  [/\b(decanter|carafe)\b/, 'carafes'],
  [/\b(wine glass|champagne (flute|glass)|goblet|stemware|coupe|flute)\b/, 'stemware'],
  [/\b(beer stein|stein)\b/, 'beer-steins'],
  [
    /\b(glass|crystal|depression|carnival|milk glass|fenton|murano)\b.*\bvase\b|\bvase\b.*\b(glass|crystal)\b/,
    'glass-vases',
  ],
  [
    /\b(bottle)\b.*\b(antique|vintage|old|coca|coke|milk|medicine)\b|\b(antique|vintage|old|coca|coke|milk|medicine)\b.*\bbottle\b/,
    'old-bottles',
  ],
  // ceramics
  [/\b(teapot|tea pot)\b/, 'ceramic-teapot'],
  [/\b(mug|mugs|teacup|tea cup|coffee cup|cup and saucer|cup & saucer)\b/, 'cups-mugs'],
  [/\b(pitcher|creamer)\b/, 'ceramic-pitchers'],
  [/\b(jug|crock)\b/, 'stoneware-jugs'],
  [/\bvase\b/, 'ceramic-vases'],
  [/\b(plate|platter|dish|saucer)\b/, 'plates'],
  [/\b(bowl|tureen)\b/, 'bowls-tureens'],
  [/\b(planter|flower ?pot|jardiniere)\b/, 'planters'],
  [/\b(figurine|statuette|hummel|precious moments|lladro|willow tree)\b/, 'figurines'],
  [/\b(statue|sculpture|bust)\b/, 'sculptures'],
  // metalware
  [/\b(corkscrew|wine opener)\b/, 'corkscrews'],
  [/\bcocktail shaker\b/, 'cocktail-shakers'],
  [/\b(flatware|silverware|spoon|fork|butter knife|ladle)\b/, 'silver-cutlery'],
  [/\b(tray)\b/, 'trays'],
  [/\bbell\b/, 'bells'],
  [/\b(key|keys|padlock|lock)\b/, 'locks-keys'],
  [/\bbucket\b/, 'buckets'],
  // kitchen
  [
    /\bcast iron\b.*\b(skillet|pan|dutch oven|griddle|pot)\b|\b(skillet|dutch oven)\b.*\bcast iron\b|\b(griswold|wagner ware|lodge)\b/,
    'cast-iron-cookware',
  ],
  [/\b(skillet|frying pan|saute pan|sauce ?pan|pan|wok)\b/, 'pans'],
  [
    /\b(coffee maker|espresso machine|keurig|french press|percolator|moka pot|coffee grinder)\b/,
    'coffee-makers',
  ],
  [/\bwaffle (iron|maker)\b/, 'waffle-irons'],
  [/\b(kitchen scale|food scale)\b/, 'kitchen-scales'],
  [/\bmortar\b/, 'mortars'],
  [/\b(knife|knives|cleaver)\b/, 'kitchen-knives'],
  [
    /\b(toaster|blender|mixer|juicer|slow cooker|crock ?pot|rice cooker|air fryer|food processor|hair dryer|instant pot)\b/,
    'small-appliances',
  ],
  [/\b(iron)\b/, 'irons'],
  // furniture and interiors
  [/\bmirror\b/, 'mirrors'],
  [/\b(picture frame|photo frame|frame)\b/, 'picture-frames'],
  [/\b(painting|oil on canvas|acrylic on canvas|watercolou?r)\b/, 'paintings'],
  [/\b(print|lithograph|etching|engraving|poster)\b/, 'prints-engravings'],
  [/\b(rug|carpet)\b/, 'rugs'],
  [/\b(quilt|tablecloth|doilies|doily|linen|napkins)\b/, 'household-linen'],
  [/\bbasket\b/, 'baskets'],
  [/\b(chest|trunk)\b/, 'chests-trunks'],
  [/\b(rocking chair)\b/, 'rocking-chairs'],
  [/\b(chair|stool)\b/, 'chairs'],
  [/\bbench\b/, 'benches'],
  [/\b(bookcase|bookshelf)\b/, 'bookcases'],
  [/\b(dresser|chest of drawers)\b/, 'chests-of-drawers'],
  [/\bdesk\b/, 'desks'],
  // smoking, advertising, coins
  [/\b(zippo|lighter|pipe|ashtray)\b/, 'lighters-smoking'],
  [/\b(coin|coins|silver dollar|half dollar|morgan|peace dollar|penny|nickel|quarter)\b/, 'coins'],
  [/\b(banknote|bank note|silver certificate|\$\d+ bill|dollar bill)\b/, 'banknotes'],
  [/\b(sign|tin sign|advertising)\b/, 'advertising'],
  [/\b(christmas|ornament|nativity|halloween|easter)\b/, 'festive-decorations'],
  // toys
  [/\b(teddy|bear|steiff|boyds|build a bear|beanie bab(y|ies)|plush|stuffed animal)\b/, 'teddy-bears'],
  [/\b(hot ?wheels|matchbox|die ?cast|diecast|tonka|toy (car|truck)|model car)\b/, 'toy-cars'],
  [/\b(lionel|model train|train set|ho scale|n scale|locomotive)\b/, 'model-trains'],
  [/\b(model (airplane|plane|aircraft))\b/, 'model-aircraft'],
  [/\b(model ship|ship model|ship in a bottle)\b/, 'model-ships'],
  [/\b(puzzle|jigsaw)\b/, 'puzzles'],
  [/\bpiggy bank|coin bank\b/, 'piggy-banks'],
  [
    /\b(barbie|american girl|doll|porcelain doll|cabbage patch|madame alexander|blythe|bratz|monster high)\b/,
    'dolls',
  ],
  [/\b(rocking horse|ride[- ]on|tricycle|scooter|wagon)\b/, 'ride-on-toys'],
  [/\b(tin toy|wind ?up|wooden toy|spinning top|yo-?yo)\b/, 'old-toys'],
  [/\b(nintendo|gameboy|game boy|playstation|ps[1-4]|xbox|sega|atari|wii|gamecube|n64)\b/, 'video-games'],
  // music
  [/\b(electric guitar|stratocaster|telecaster|les paul|fender strat)\b/, 'electric-guitars'],
  [/\b(acoustic guitar|guitar)\b/, 'acoustic-guitars'],
  [/\b(ukulele|banjo|mandolin)\b/, 'banjos-mandolins'],
  [/\bviolin\b/, 'violins'],
  [/\b(keyboard piano|digital piano|piano)\b/, 'pianos'],
  [/\b(harmonica)\b/, 'harmonicas'],
  [/\b(trumpet|cornet)\b/, 'trumpets'],
  [/\btrombone\b/, 'trombones'],
  [/\bsaxophone|sax\b/, 'saxophones'],
  [/\bflute\b/, 'flutes'],
  [/\bclarinet\b/, 'oboes-clarinets'],
  [/\b(drum|drums|snare|cymbal)\b/, 'drums'],
  // sports
  [/\b(golf club|driver|putter|iron set|wedge|golf bag)\b/, 'golf'],
  [/\b(tennis racket|tennis racquet|racquet|racket|badminton)\b/, 'rackets'],
  [/\b(snowboard|ski|skis|ice skates|sled)\b/, 'winter-sports'],
  [/\b(fishing rod|fishing reel|reel|tackle box|lure)\b/, 'fishing'],
  [/\b(helmet)\b/, 'sport-helmets'],
  [/\b(dumbbells?|kettlebell|barbell|weights|punching bag|punch bag)\b/, 'fitness'],
  [/\b(football|basketball|baseball|soccer ball|volleyball|ball)\b/, 'balls'],
  [/\b(bicycle|bike)\b/, 'bicycles'],
  [/\b(kayak|canoe|paddle ?board|paddle)\b/, 'paddles-boats'],
  [/\btrophy\b/, 'trophies'],
  [/\b(pool cue|billiard)\b/, 'billiards'],
  [/\b(sewing machine)\b/, 'sewing-machines'],
  [/\b(fountain pen)\b/, 'fountain-pens'],
  [/\b(compass)\b/, 'compasses'],
  [/\b(magnifying glass|magnifier)\b/, 'magnifiers'],
  [/\b(umbrella|parasol|walking cane|walking stick)\b/, 'umbrellas-canes'],
  [/\b(fan)\b/, 'fans'],
];

/** Titles that use a type's word for something else. */
const TYPE_DROP: Record<string, RegExp> = {
  wristwatches: /\b(watches|apple watch|iwatch|fitbit|smart ?watch|gear s|garmin|pebble|vivofit|tracker)\b/,
  'video-games':
    /\b(controller|headset|skin|amiibo|guide|poster|figure|plush|shirt|t-shirt|card|cards|memory card|joy-?con)\b/,
  dolls:
    /\b(clothes|outfit|dress|shoes|furniture|house|stroller|crib|bed|case|unitard|tutu|grooming|pet|stands?|books?|dolls)\b/,
  'teddy-bears': /\b(pillow|blanket|costume|slippers|bag|backpack|keychain)\b/,
  'toy-cars': /\b(track|garage|case|playset|mat)\b/,
  books:
    /\b(books|series|novels|textbook|workbook|study guide|kindle|ebook|e-book|coloring|colouring|notebook|journal|planner|sticker|magazine|pdf|digital)\b/,
  shoes: /\b(shoe ?horn|shoe ?rack|shoe ?tree)\b/,
  handbags: /\b(wallet|card holder|keychain|pouch|cosmetic|makeup bag|diaper)\b/,
  'festive-decorations': /\b(shirt|sweater|pajamas|costume|card|cards|socks|leggings|dress)\b/,
  'hair-accessories':
    /\b(hair ?tie|scrunchie|elastics?|bobby pins|wig|extension|extensions|dryer|straightener|curler|brush)\b/,
  'table-lamps': /\b(bulb|bulbs|led|strip|string lights|fairy lights|night|lava)\b/,
  televisions: /\b(roku|fire ?stick|chromecast|streaming|apple tv|antenna|mount|remote|box)\b/,
  lenses: /\b(contact lens|contacts|cap|filter|hood|lens cloth|phone lens|clip)\b/,
  'hifi-audio':
    /\b(bluetooth|beats|bose soundlink|jbl|portable|mini speaker|echo|alexa|google home|headphones|earbuds)\b/,
  computers: /\b(bag|sleeve|skin|keyboard cover)\b/,
  balls: /\b(ball ?cap|jersey|shirt|hat|bat|glove|card|cards|ticket|tickets|figure|bobblehead)\b/,
  golf: /\b(ball|balls|tees|glove|shirt|hat|towel|shoes)\b/,
  fishing: /\b(shirt|hat|lure|lures|line)\b/,
  'cups-mugs': /\b(tumbler|starbucks|yeti|travel mug|sippy|k-cups?|kcups?|pods)\b/,
  coins: /\b(holder|album|book|folder|proof set|mint set)\b/,
  figurines: /\b(funko|pop!?|lego|minifig|action figure)\b/,
  'picture-frames': /\b(digital)\b/,
  'prints-engravings': /\b(printer|printed|shirt|canvas print|3d print)\b/,
  sculptures: /\b(funko|action figure|lego)\b/,
  'ceramic-vases': /\b(plastic|artificial|fake flowers?)\b/,
  advertising: /\b(sign language|signed|sign up)\b/,
  mirrors: /\b(compact|makeup|vanity mirror|car|side mirror|rear ?view)\b/,
  'kitchen-knives': /\b(sharpener|block only)\b/,
  fans: /\b(fan club|fanny|fan shop|fans)\b/,
  bells: /\b(bell bottoms?|taco bell|bell sleeve|jingle)\b/,
  plates: /\b(license plate|plate carrier|switch plate|paper plates?)\b/,
  trays: /\b(ice cube|paint|makeup|eyeshadow)\b/,
  'locks-keys': /\b(keychain|key chain|keyboard|key ring|lanyard|kylie|lock ?screen|locket|loc(k|ks) hair)\b/,
  irons: /\b(flat ?iron|curling iron|hair|straightener|golf|iron on|iron-on)\b/,
  'small-appliances': /\b(attachment|bowl only|blade)\b/,
  chairs: /\b(car seat|high ?chair|booster|cushion)\b/,
};

const MAKER_ALIASES: [RegExp, string][] = [];

const MATERIALS: [RegExp, string][] = [
  [/\b(sterling|925)\b/, 'sterling silver'],
  [/\bsilver ?plated?\b/, 'silver plate'],
  [/\b(10|14|18|22|24) ?k(t|arat)?\b(?! ?(gold )?(plated|filled|gp|gf))/, 'gold'],
  [/\bsolid gold\b/, 'gold'],
  [/\bgold ?(plated|filled|tone)\b/, 'gold plated'],
  [/\bcrystal\b/, 'crystal'],
  [/\bporcelain\b/, 'porcelain'],
  [/\b(stoneware|pottery|ceramic)\b/, 'ceramic'],
  [/\bglass\b/, 'glass'],
  [/\b(genuine leather|leather)\b/, 'leather'],
  [/\b(cast iron)\b/, 'cast iron'],
  [/\b(brass)\b/, 'brass'],
  [/\b(copper)\b/, 'copper'],
  [/\b(wood|wooden|oak|walnut|mahogany)\b/, 'wood'],
  [/\b(silver)\b/, 'silver'],
];

const CONDITION: Record<string, 'excellent' | 'good' | 'fair' | 'poor' | undefined> = {
  '2': 'excellent',
  '3': 'good',
  '4': 'fair',
  '5': 'poor',
};

function typeOf(category: string, title: string): string | undefined {
  if (SKIP_CATEGORIES.some((prefix) => category.startsWith(prefix))) return undefined;
  const byCategory = BY_CATEGORY.find(([prefix]) => category.startsWith(prefix));
  if (byCategory) return byCategory[1] || undefined;
  if (!BY_TITLE_IN.some((prefix) => category.startsWith(prefix))) return undefined;
  if (MERCH.test(title)) return undefined;
  return BY_TITLE.find(([re]) => re.test(title))?.[1];
}

/** Types whose objects are themselves accessories: the accessory filter would drop them all. */
const ACCESSORY_TYPES = new Set([
  'hair-accessories',
  'ties-scarves',
  'hats',
  'gloves',
  'handbags',
  'picture-frames',
]);

const extract: Extractor = (read) => {
  const records: PriceRecord[] = [];
  for (const row of parseCsvObjects(read(FILE), '\t')) {
    const condition = CONDITION[(row.item_condition_id ?? '').trim()];
    if (!condition) continue; // 1 = new: not a second-hand price
    const title = (row.name ?? '').replace(/\s+/g, ' ').trim();
    const category = (row.category_name ?? '').trim();
    const price = Number(row.price);
    if (!title || !category || !Number.isFinite(price) || price < 3 || price > 20000) continue;
    const lower = title.toLowerCase();
    if (DROP_ALWAYS.test(lower) || REPLICA.test(lower)) continue;
    if (/\b(new|nwt|nib|bnib|bnwt|sealed|unopened)\b/.test(lower)) continue;
    if (/\(\d+\)|^(2|3|4|5|6|two|three|four)\b(?!\s*(inch|in\b|"|k\b|ct\b))/.test(lower)) continue;
    const type = typeOf(category, lower);
    if (!type) continue;
    if (TYPE_DROP[type]?.test(lower)) continue;
    if (!ACCESSORY_TYPES.has(type) && ACCESSORY.test(lower)) continue;
    const brand = (row.brand_name ?? '').trim();
    const maker = brand || MAKER_ALIASES.find(([re]) => re.test(lower))?.[1];
    const material = MATERIALS.find(([re]) => re.test(lower))?.[1];
    const signed = /\bsigned\b/.test(lower) || undefined;
    records.push({
      type,
      what: `${title} [${category}]`.slice(0, 200),
      price,
      currency: 'USD',
      date: '2017',
      kind: 'sold',
      source: SOURCE,
      factors: {
        condition,
        ...(maker ? { maker } : {}),
        ...(material ? { material } : {}),
        ...(signed ? { signed } : {}),
      },
    });
  }
  return records;
};

export default extract;
