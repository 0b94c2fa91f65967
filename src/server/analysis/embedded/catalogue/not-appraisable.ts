import type { Pair } from './types';

/**
 * ImageNet labels that name no object people appraise (animals, food, places...). A photo whose probability
 * lands here gets the honest "not identified" answer that says what the classifier saw instead. Generated
 * once from labels.json and reviewed by hand; a test checks that every label is either here or claimed by a
 * category, never both.
 */
export interface NotAppraisableGroup {
  id: string;
  /** What the classifier saw, as the end of "the photo rather shows ...". */
  what: Pair;
  labels: readonly string[];
}

export const notAppraisable: readonly NotAppraisableGroup[] = [
  {
    id: 'animals',
    what: ['un animal', 'an animal'],
    // prettier-ignore
    labels: [
      'kit fox', 'English setter', 'Siberian husky', 'Australian terrier', 'English springer', 'grey whale',
      'lesser panda', 'Egyptian cat', 'ibex', 'Persian cat', 'cougar', 'gazelle', 'porcupine', 'sea lion',
      'malamute', 'badger', 'Great Dane', 'Walker hound', 'Welsh springer spaniel', 'whippet',
      'Scottish deerhound', 'killer whale', 'mink', 'African elephant', 'Weimaraner',
      'soft-coated wheaten terrier', 'Dandie Dinmont', 'red wolf', 'Old English sheepdog', 'jaguar',
      'otterhound', 'bloodhound', 'Airedale', 'hyena', 'meerkat', 'giant schnauzer', 'titi',
      'three-toed sloth', 'sorrel', 'black-footed ferret', 'dalmatian', 'black-and-tan coonhound', 'papillon',
      'skunk', 'Staffordshire bullterrier', 'Mexican hairless', 'Bouvier des Flandres', 'weasel',
      'miniature poodle', 'Cardigan', 'malinois', 'bighorn', 'fox squirrel', 'colobus', 'tiger cat', 'Lhasa',
      'impala', 'coyote', 'Yorkshire terrier', 'Newfoundland', 'brown bear', 'red fox', 'Norwegian elkhound',
      'Rottweiler', 'hartebeest', 'Saluki', 'grey fox', 'schipperke', 'Pekinese', 'Brabancon griffon',
      'West Highland white terrier', 'Sealyham terrier', 'guenon', 'mongoose', 'indri', 'tiger',
      'Irish wolfhound', 'wild boar', 'EntleBucher', 'zebra', 'ram', 'French bulldog', 'orangutan', 'basenji',
      'leopard', 'Bernese mountain dog', 'Maltese dog', 'Norfolk terrier', 'toy terrier', 'vizsla', 'cairn',
      'squirrel monkey', 'groenendael', 'clumber', 'Siamese cat', 'chimpanzee', 'komondor', 'Afghan hound',
      'Japanese spaniel', 'proboscis monkey', 'guinea pig', 'white wolf', 'ice bear', 'gorilla', 'borzoi',
      'toy poodle', 'Kerry blue terrier', 'ox', 'Scotch terrier', 'Tibetan mastiff', 'spider monkey',
      'Doberman', 'Boston bull', 'Greater Swiss Mountain dog', 'Appenzeller', 'Shih-Tzu',
      'Irish water spaniel', 'Pomeranian', 'Bedlington terrier', 'warthog', 'Arabian camel', 'siamang',
      'miniature schnauzer', 'collie', 'golden retriever', 'Irish terrier', 'affenpinscher', 'Border collie',
      'hare', 'boxer', 'silky terrier', 'beagle', 'Leonberg', 'German short-haired pointer', 'patas', 'dhole',
      'baboon', 'macaque', 'Chesapeake Bay retriever', 'bull mastiff', 'kuvasz', 'capuchin', 'pug',
      'curly-coated retriever', 'Norwich terrier', 'flat-coated retriever', 'hog', 'keeshond', 'Eskimo dog',
      'Brittany spaniel', 'standard poodle', 'Lakeland terrier', 'snow leopard', 'Gordon setter', 'dingo',
      'standard schnauzer', 'hamster', 'Tibetan terrier', 'Arctic fox', 'wire-haired fox terrier', 'basset',
      'water buffalo', 'American black bear', 'Angora', 'bison', 'howler monkey', 'hippopotamus', 'chow',
      'giant panda', 'American Staffordshire terrier', 'Shetland sheepdog', 'Great Pyrenees', 'Chihuahua',
      'tabby', 'marmoset', 'Labrador retriever', 'Saint Bernard', 'armadillo', 'Samoyed', 'bluetick',
      'redbone', 'polecat', 'marmot', 'kelpie', 'gibbon', 'llama', 'miniature pinscher', 'wood rabbit',
      'Italian greyhound', 'lion', 'cocker spaniel', 'Irish setter', 'dugong', 'Indian elephant', 'beaver',
      'Sussex spaniel', 'Pembroke', 'Blenheim spaniel', 'Madagascar cat', 'Rhodesian ridgeback', 'lynx',
      'African hunting dog', 'langur', 'Ibizan hound', 'timber wolf', 'cheetah', 'English foxhound', 'briard',
      'sloth bear', 'Border terrier', 'German shepherd', 'otter', 'koala', 'tusker', 'echidna', 'wallaby',
      'platypus', 'wombat', 'ant', 'cock', 'hen', 'ostrich', 'brambling', 'goldfinch', 'house finch', 'junco',
      'indigo bunting', 'robin', 'bulbul', 'jay', 'magpie', 'chickadee', 'water ouzel', 'kite', 'bald eagle',
      'vulture', 'great grey owl', 'black grouse', 'ptarmigan', 'ruffed grouse', 'prairie chicken', 'peacock',
      'quail', 'partridge', 'African grey', 'macaw', 'sulphur-crested cockatoo', 'lorikeet', 'coucal',
      'bee eater', 'hornbill', 'hummingbird', 'jacamar', 'toucan', 'drake', 'red-breasted merganser', 'goose',
      'black swan', 'white stork', 'black stork', 'spoonbill', 'flamingo', 'American egret',
      'little blue heron', 'bittern', 'limpkin', 'American coot', 'bustard', 'ruddy turnstone',
      'red-backed sandpiper', 'redshank', 'dowitcher', 'oystercatcher', 'European gallinule', 'pelican',
      'king penguin', 'albatross', 'great white shark', 'tiger shark', 'hammerhead', 'electric ray',
      'stingray', 'barracouta', 'coho', 'tench', 'goldfish', 'eel', 'rock beauty', 'anemone fish', 'lionfish',
      'puffer', 'sturgeon', 'gar', 'loggerhead', 'leatherback turtle', 'mud turtle', 'terrapin', 'box turtle',
      'banded gecko', 'common iguana', 'American chameleon', 'whiptail', 'agama', 'frilled lizard',
      'alligator lizard', 'Gila monster', 'green lizard', 'African chameleon', 'Komodo dragon', 'triceratops',
      'African crocodile', 'American alligator', 'thunder snake', 'ringneck snake', 'hognose snake',
      'green snake', 'king snake', 'garter snake', 'water snake', 'vine snake', 'night snake',
      'boa constrictor', 'rock python', 'Indian cobra', 'green mamba', 'sea snake', 'horned viper',
      'diamondback', 'sidewinder', 'European fire salamander', 'common newt', 'eft', 'spotted salamander',
      'axolotl', 'bullfrog', 'tree frog', 'tailed frog', 'harvestman', 'scorpion',
      'black and gold garden spider', 'barn spider', 'garden spider', 'black widow', 'tarantula',
      'wolf spider', 'tick', 'centipede', 'isopod', 'Dungeness crab', 'rock crab', 'fiddler crab',
      'king crab', 'American lobster', 'spiny lobster', 'crayfish', 'hermit crab', 'tiger beetle', 'ladybug',
      'ground beetle', 'long-horned beetle', 'leaf beetle', 'dung beetle', 'rhinoceros beetle', 'weevil',
      'fly', 'bee', 'grasshopper', 'cricket', 'walking stick', 'cockroach', 'mantis', 'cicada', 'leafhopper',
      'lacewing', 'dragonfly', 'damselfly', 'admiral', 'ringlet', 'monarch', 'cabbage butterfly',
      'sulphur butterfly', 'lycaenid', 'jellyfish', 'sea anemone', 'flatworm', 'nematode', 'snail', 'slug',
      'sea slug', 'chiton', 'sea cucumber',
    ],
  },
  {
    id: 'plantsFood',
    what: ['une plante ou un aliment', 'a plant or food'],
    // prettier-ignore
    labels: [
      'strawberry', 'Granny Smith', 'orange', 'lemon', 'fig', 'pineapple', 'banana', 'jackfruit',
      'custard apple', 'pomegranate', 'acorn', 'hip', 'ear', 'rapeseed', 'corn', 'buckeye', 'daisy',
      "yellow lady's slipper", 'mashed potato', 'bell pepper', 'head cabbage', 'broccoli', 'cauliflower',
      'zucchini', 'spaghetti squash', 'acorn squash', 'butternut squash', 'cucumber', 'artichoke', 'cardoon',
      'mushroom', 'bagel', 'drumstick', 'meat loaf', 'hen-of-the-woods', 'guacamole', 'hay', 'potpie',
      'dough', 'French loaf', 'earthstar', 'hotdog', 'coral fungus', 'stinkhorn', 'burrito', 'agaric',
      'pizza', 'chocolate sauce', 'gyromitra', 'ice lolly', 'pretzel', 'bolete', 'cheeseburger', 'carbonara',
    ],
  },
  {
    id: 'places',
    what: ['un lieu, un bâtiment ou un paysage', 'a place, a building or a landscape'],
    // prettier-ignore
    labels: [
      'cliff', 'valley', 'alp', 'volcano', 'promontory', 'sandbar', 'coral reef', 'lakeside', 'seashore',
      'geyser', 'radio telescope', 'solar dish', 'pier', 'triumphal arch', 'patio', 'steel arch bridge',
      'suspension bridge', 'viaduct', 'barn', 'greenhouse', 'palace', 'monastery', 'apiary', 'boathouse',
      'church', 'mosque', 'stupa', 'planetarium', 'restaurant', 'cinema', 'lumbermill', 'castle', 'prison',
      'grocery store', 'bakery', 'barbershop', 'butcher shop', 'confectionery', 'shoe shop', 'tobacco shop',
      'cliff dwelling', 'yurt', 'dock', 'megalith', 'breakwater', 'dam', 'chainlink fence', 'picket fence',
      'worm fence', 'stone wall', 'turnstile', 'mountain tent', 'tile roof', 'water tower', 'stage',
      'drilling platform', 'dome', 'pole', 'bell cote', 'thatch', 'vault', 'flagpole',
    ],
  },
  {
    id: 'people',
    what: ['une personne', 'a person'],
    // prettier-ignore
    labels: [
      'groom', 'ballplayer', 'scuba diver',
    ],
  },
  {
    id: 'vehicles',
    what: ['un véhicule ou une grande machine', 'a vehicle or a large machine'],
    // prettier-ignore
    labels: [
      'shopping cart', 'mobile home', 'jinrikisha', 'wing', 'paddlewheel', 'photocopier', 'parachute',
    ],
  },
  {
    id: 'other',
    what: ['un objet courant sans valeur de collection', 'an everyday object with no collector value'],
    // prettier-ignore
    labels: [
      'toilet seat', 'plunger', 'crane', 'snorkel', 'oil filter', 'guillotine', 'web site', 'switch', 'swing',
      'remote control', 'knot', 'muzzle', 'maypole', 'mousetrap', 'spider web', 'coil', 'honeycomb', 'ashcan',
      'knee pad', 'ski mask', 'bathing cap', 'swab', 'shower cap', 'paper towel', 'toilet tissue', 'nipple',
      'soap dispenser', 'plastic bag', 'diaper', 'Band Aid', 'bubble',
    ],
  },
];
