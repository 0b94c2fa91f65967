/**
 * Second-hand designer fashion listed on Vestiaire Collective (fr.vestiairecollective.com, prices in
 * euros) in autumn 2021, scraped for 35 luxury and premium brands by a student price-prediction project
 * (PeDiot/price_prediction_vestiaire_collective, backup/scraping/brands/<brand>/items/). The listing
 * pages give id, URL and asking price; the item pages give category, designer, condition, material and
 * the date the item went online. The two are joined on the item id.
 */
import type { Extractor, PriceRecord } from '../record';

const BRANDS = [
  'acne-studios',
  'alexander-mcqueen',
  'alexander-wang',
  'balenciaga',
  'balmain',
  'bottega-veneta',
  'burberry',
  'celine',
  'chanel',
  'chloe',
  'christian-louboutin',
  'coach',
  'dior',
  'dolce-gabbana',
  'fendi',
  'givenchy',
  'golden-goose',
  'gucci',
  'hermes',
  'isabel-marant',
  'jean-paul-gaultier',
  'jimmy-choo',
  'kate-spade',
  'louis-vuitton',
  'maison-martin-margiela',
  'michael-kors',
  'moncler',
  'off-white',
  'prada',
  'saint-laurent',
  'salvatore-ferragamo',
  'tory-burch',
  'valentino-garavani',
  'versace',
  'yves-saint-laurent',
];
const PAGES = [0, 1, 2, 3, 4, 5, 6];

interface Basic {
  id: number;
  url: string;
  price: number;
}
interface Attrs {
  id: number;
  online_date?: string;
  category?: string;
  sub_category?: string;
  designer?: string;
  condition?: string;
  material?: string;
}

/** Our type for a listing's category and sub-category (and material); undefined drops the listing. */
function typeOf(a: Attrs): string | undefined {
  const cat = a.category ?? '';
  const sub = a.sub_category ?? '';
  const material = (a.material ?? '').toLowerCase();
  if (cat === 'bags')
    return [
      'handbags',
      'bags',
      'clutch bags',
      'backpacks',
      'travel bags',
      'small bags, wallets & cases',
      'belt bags',
    ].includes(sub)
      ? 'handbags'
      : undefined;
  if (cat === 'accessories') {
    if (['wallets', 'purses, wallets & cases'].includes(sub)) return 'handbags';
    if (['scarves', 'silk handkerchief', 'ties', 'scarves & pocket squares'].includes(sub))
      return 'ties-scarves';
    if (['hats', 'hats & pull on hats'].includes(sub)) return 'hats';
    if (sub === 'gloves') return 'gloves';
    return undefined;
  }
  if (cat === 'shoes') return sub === 'first shoes' ? undefined : 'shoes';
  if (cat === 'clothing') {
    if (['coats', 'trench coats', 'jackets', 'leather jackets'].includes(sub)) {
      if (/\b(fur|mink|fox|sable|astrakhan|chinchilla)\b/.test(material) && !/faux|synthetic/.test(material))
        return 'furs';
      return sub === 'coats' || sub === 'trench coats' ? 'coats-capes' : 'vintage-clothing';
    }
    if (['dresses', 'skirts'].includes(sub)) return 'dresses';
    if (
      [
        'knitwear',
        'knitwear & sweatshirts',
        'jeans',
        'shirts',
        'suits',
        'trousers',
        'tops',
        't-shirts',
        'polo shirts',
      ].includes(sub)
    )
      return 'vintage-clothing';
  }
  return undefined;
}

const CONDITION: Record<string, 'excellent' | 'good' | 'fair' | 'poor'> = {
  'never worn, with tag': 'excellent',
  'never worn': 'excellent',
  'very good condition': 'excellent',
  'good condition': 'good',
  'fair condition': 'fair',
};

function titleOf(url: string): string {
  const slug = /\/([^/]+?)-\d+\.shtml$/.exec(url)?.[1] ?? '';
  const words = slug.replace(/-/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function titleCase(s: string): string {
  return s.replace(/\b\w/g, (c) => c.toUpperCase());
}

function readJson<T>(read: (path: string) => string, path: string): T[] {
  const text = read(path).trim();
  return text ? (JSON.parse(text) as T[]) : [];
}

const extract: Extractor = (read) => {
  const records: PriceRecord[] = [];
  const seen = new Set<number>();
  for (const brand of BRANDS) {
    const base = `backup/scraping/brands/${brand}/items`;
    const prices = new Map<number, Basic>();
    for (const p of PAGES)
      for (const b of readJson<Basic>(read, `${base}/basic_items_p${p}.json`)) prices.set(b.id, b);
    for (const p of PAGES) {
      for (const a of readJson<Attrs>(read, `${base}/items_attrs_p${p}.json`)) {
        const b = prices.get(a.id);
        if (!b || seen.has(a.id)) continue;
        seen.add(a.id);
        const type = typeOf(a);
        const date = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(a.online_date ?? '');
        if (!type || !date || !Number.isFinite(b.price) || b.price < 5 || b.price > 100000) continue;
        const what = titleOf(b.url);
        if (!what) continue;
        const condition = CONDITION[a.condition ?? ''];
        records.push({
          type,
          what: what.slice(0, 200),
          price: b.price,
          currency: 'EUR',
          date: `${date[3]}-${date[2]}-${date[1]}`,
          kind: 'asking',
          source: 'vestiaire-collective-2021',
          factors: {
            ...(a.designer ? { maker: titleCase(a.designer) } : {}),
            ...(a.material ? { material: a.material } : {}),
            ...(condition ? { condition } : {}),
          },
        });
      }
    }
  }
  return records;
};

export default extract;
