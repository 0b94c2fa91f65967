import type { Language, MarketSource } from '../../contracts/analysis';

/**
 * Search pages of marketplaces and auction sites French and European collectors use. Links are built from
 * the identified terms; they carry no price because none was seen.
 */
const sites: { name: string; url: (q: string) => string; fr: string; en: string }[] = [
  {
    name: 'eBay',
    url: (q) => `https://www.ebay.fr/sch/i.html?_nkw=${q}&LH_Sold=1&LH_Complete=1`,
    fr: 'Ventes conclues sur eBay France',
    en: 'Sold listings on eBay France',
  },
  {
    name: 'Catawiki',
    url: (q) => `https://www.catawiki.com/fr/s?q=${q}`,
    fr: 'Ventes aux enchères en ligne (Catawiki)',
    en: 'Online auctions (Catawiki)',
  },
  {
    name: 'Drouot',
    url: (q) => `https://drouot.com/fr/s?query=${q}`,
    fr: 'Ventes de l’Hôtel Drouot et des maisons partenaires',
    en: 'Hôtel Drouot and partner auction houses',
  },
  {
    name: 'Interenchères',
    url: (q) => `https://www.interencheres.com/recherche/?keyword=${q}`,
    fr: 'Commissaires-priseurs de France (Interenchères)',
    en: 'French auctioneers (Interenchères)',
  },
  {
    name: 'leboncoin',
    url: (q) => `https://www.leboncoin.fr/recherche?text=${q}`,
    fr: 'Annonces entre particuliers (leboncoin)',
    en: 'Private classifieds (leboncoin)',
  },
  {
    name: 'Selency',
    url: (q) => `https://www.selency.fr/search?q=${q}`,
    fr: 'Brocante et design vintage (Selency)',
    en: 'Vintage and antiques (Selency)',
  },
];

export function marketSearchLinks(terms: string[], language: Language, limit = sites.length): MarketSource[] {
  const query = terms
    .map((t) => t.trim())
    .filter(Boolean)
    .slice(0, 3)
    .join(' ');
  if (!query) return [];
  const q = encodeURIComponent(query);
  return sites.slice(0, limit).map((s) => ({
    name: s.name,
    priceRange: '',
    description: s[language],
    url: s.url(q),
  }));
}
