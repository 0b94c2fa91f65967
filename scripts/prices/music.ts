/**
 * What the musical-instrument extractors share: the makers named in guitar titles, and Reverb's
 * condition grades.
 */

/** Makers as they appear in titles; "Sterling by Music Man" before Music Man so that the name wins. */
export const GUITAR_MAKERS: [RegExp, string][] = [
  [/\bpaul reed smith\b|\bprs\b/i, 'PRS'],
  [/\bsquier\b/i, 'Squier'],
  [/\bfender\b/i, 'Fender'],
  [/\bepiphone\b/i, 'Epiphone'],
  [/\bgibson\b/i, 'Gibson'],
  [/\bibanez\b/i, 'Ibanez'],
  [/\besp\b|\bltd\b/i, 'ESP'],
  [/\bjackson\b/i, 'Jackson'],
  [/\bcharvel\b/i, 'Charvel'],
  [/\bschecter\b/i, 'Schecter'],
  [/\bgretsch\b/i, 'Gretsch'],
  [/\bsterling\b/i, 'Sterling by Music Man'],
  [/\bmusic ?man\b|\bernie ball\b/i, 'Music Man'],
  [/\bg&l\b/i, 'G&L'],
  [/\byamaha\b/i, 'Yamaha'],
  [/\brickenbacker\b/i, 'Rickenbacker'],
  [/\bdanelectro\b/i, 'Danelectro'],
  [/\bdean\b/i, 'Dean'],
  [/\bwashburn\b/i, 'Washburn'],
  [/\bpeavey\b/i, 'Peavey'],
  [/\bkramer\b/i, 'Kramer'],
  [/\btaylor\b/i, 'Taylor'],
  [/\bmartin\b/i, 'Martin'],
  [/\bharley benton\b/i, 'Harley Benton'],
  [/\bsuhr\b/i, 'Suhr'],
];

/** Reverb's condition grades (listing "condition") → the records' condition. */
export const REVERB_CONDITION: Record<string, 'excellent' | 'good' | 'fair' | 'poor'> = {
  Mint: 'excellent',
  Excellent: 'excellent',
  'Very Good': 'good',
  Good: 'good',
  Fair: 'fair',
  Poor: 'poor',
};
