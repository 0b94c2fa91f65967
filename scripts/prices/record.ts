/**
 * One observed price of one object, as every extractor emits it. Records keep the price as the source
 * gave it (currency, date, sold or asking); conversion to today's euros happens once, in build.ts, so a
 * change of rates or index never needs the sources again.
 */
export type PriceKind = 'sold' | 'asking' | 'estimate';

export interface PriceRecord {
  /** id of the object type in src/server/analysis/knowledge/types/*.json */
  type: string;
  /** what the object is, as the source describes it (title, lot description), trimmed to 200 characters */
  what: string;
  price: number;
  /** ISO 4217 code as the source gave it: EUR, USD, GBP, CHF, JPY… */
  currency: string;
  /** YYYY, YYYY-MM or YYYY-MM-DD: when it sold or was listed */
  date: string;
  kind: PriceKind;
  /** id of the source in datasets/prices/sources.json */
  source: string;
  /** what the source says that moves a value, where it says it */
  factors?: {
    maker?: string;
    material?: string;
    signed?: boolean;
    condition?: 'excellent' | 'good' | 'fair' | 'poor';
    complete?: boolean;
    /** largest dimension in centimetres */
    sizeCm?: number;
  };
}

export interface PriceSource {
  id: string;
  /** owner/name on GitHub, or npm:<package> / debian:<package> */
  repo: string;
  commit: string;
  /** files of the repository the extractor reads */
  paths: string[];
  /** SPDX id or plain words ("no licence stated") */
  licence: string;
  /** whether the licence lets datasets/prices/records/<id>.jsonl be committed */
  redistributable: boolean;
  /** when the records were brought in (YYYY-MM-DD) */
  retrieved: string;
  /** what the data is: who published it, what market, which years */
  description: string;
  /** a short name for readers ("Cabral Moncada auctions, Lisbon") */
  name?: string;
  /** why the records stay out of the type bands (a sample chosen by brand, say); absent: they count */
  excludedFromBands?: string;
}

/** The extractor of one source: given a reader of the source's files at its commit, its records. */
export type Extractor = (read: (path: string) => string) => PriceRecord[];
