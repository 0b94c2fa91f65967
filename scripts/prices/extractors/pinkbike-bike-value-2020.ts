/**
 * Used mountain bikes offered on Pinkbike's buy/sell pages (North America), scraped in May 2020 by the
 * bike-value project (Devinml/bike-value, results_DO_NOT_DELETE.csv): title, condition, frame material,
 * asking price with its currency and the date the ad went up.
 */
import { parseCsvObjects } from '../csv';
import type { Extractor, PriceRecord } from '../record';

const MONTHS: Record<string, string> = {
  Jan: '01',
  Feb: '02',
  Mar: '03',
  Apr: '04',
  May: '05',
  Jun: '06',
  Jul: '07',
  Aug: '08',
  Sep: '09',
  Oct: '10',
  Nov: '11',
  Dec: '12',
};

const CONDITION: Record<string, 'excellent' | 'good' | 'fair' | 'poor'> = {
  excellent: 'excellent',
  good: 'good',
  fair: 'fair',
  poor: 'poor',
};

const extract: Extractor = (read) => {
  const records: PriceRecord[] = [];
  for (const row of parseCsvObjects(read('results_DO_NOT_DELETE.csv'))) {
    const title = (row['Title'] ?? '').trim();
    const m = /^([\d,.]+)\s+(USD|CAD|EUR|GBP|AUD|NZD|CHF)$/.exec((row['Price'] ?? '').trim());
    const posted = /^([A-Z][a-z]{2})-(\d{2})-(\d{4})/.exec((row['Date Posted'] ?? '').trim());
    if (!title || !m || !posted || !MONTHS[posted[1]]) continue;
    const price = Number(m[1].replace(/,/g, ''));
    if (!Number.isFinite(price) || price < 50 || price > 20000) continue;
    const conditionText = (row['Condition'] ?? '').trim().toLowerCase();
    // new, unridden bikes are shop stock rather than a person's used bike; frames and parts are not a bike
    if (conditionText.startsWith('new') || conditionText.startsWith('for parts')) continue;
    if (/\b(frame(set)? only|frameset|frame\b(?!.*\bbike\b)|fork|wheelset|parts?|lot)\b/i.test(title))
      continue;
    const condition = CONDITION[conditionText];
    const material = (row['Material'] ?? '').trim();
    const first = /^(?:\d{4}\s+)?([A-Z][\w-]*(?:\s(?:Cruz|Bikes|Cycles))?)/.exec(title)?.[1];
    // a frame size or a word like "New" stands where the brand usually is in some titles
    const maker =
      first && !/^(XS|S|M|L|XL|XXL|Small|Medium|Large|Extra|New|Used|Mens|Womens|Kids)$/i.test(first)
        ? first
        : undefined;
    records.push({
      type: 'bicycles',
      what: title.slice(0, 200),
      price,
      currency: m[2],
      date: `${posted[3]}-${MONTHS[posted[1]]}-${posted[2]}`,
      kind: 'asking',
      source: 'pinkbike-bike-value-2020',
      factors: {
        ...(maker ? { maker } : {}),
        ...(material ? { material: material.toLowerCase() } : {}),
        ...(condition ? { condition } : {}),
      },
    });
  }
  return records;
};

export default extract;
