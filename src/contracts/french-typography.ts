/**
 * French typography for the texts we write (locale files, mails): a non-breaking space (U+00A0, or the
 * narrow U+202F) before ? ! : ; and », after «, so the sign never starts a line of its own
 * ("connaissance\n?"). Shared by the web's locale test and the server's mail test.
 */
const NBSP = /[\u00a0\u202f]/;

/**
 * What is not prose is set aside before the check: i18next placeholders and nestings ({{x}}, $t(...)),
 * markup of <Trans> (<1>, </strong>), addresses (http://...), times and ratios (14:02, 4:3).
 */
function prose(text: string): string {
  return text
    .replace(/\{\{[^}]*\}\}/g, 'X')
    .replace(/\$t\([^)]*\)/g, 'X')
    .replace(/<\/?[a-z0-9]+>/gi, '')
    .replace(/[a-z][a-z0-9+.-]*:\/\/\S*/gi, 'U')
    .replace(/(\d):(?=\d)/g, '$1h');
}

/** The signs of `text` set without their non-breaking space, each with a few characters around it. */
export function frenchSpacingFaults(text: string): string[] {
  const s = prose(text);
  const faults: string[] = [];
  for (let i = 0; i < s.length; i += 1) {
    const c = s[i];
    const around = () => JSON.stringify(s.slice(Math.max(0, i - 12), i + 4));
    // "?!" and "!!" share one space, before the first sign.
    if ('?!:;»'.includes(c) && i > 0 && !NBSP.test(s[i - 1]) && !'?!'.includes(s[i - 1]))
      faults.push(around());
    if (c === '«' && !NBSP.test(s[i + 1] ?? '')) faults.push(around());
  }
  return faults;
}

/**
 * Proper nouns that may follow another capitalised word: the brand, plan names and the names in
 * examples. Any other pair of capitalised words in a row is title case ("Analyse Terminée"), which
 * French does not use: sentence case ("Analyse terminée").
 */
const PROPER = new Set([
  'Trouvaille',
  'Pro',
  'Explorer',
  'Connaisseur',
  'Patrimoine',
  'Expert',
  'Collection',
  'Drouot',
  'Lepaute',
  'Google',
  'Stripe',
  'Lens',
]);

/** Title-cased word pairs in `text` ("Analyse Terminée"), sentences and proper nouns aside. */
export function frenchTitleCaseFaults(text: string): string[] {
  const faults: string[] = [];
  for (const m of prose(text).matchAll(/([A-ZÀ-Ý][a-zà-ÿ]+) ([A-ZÀ-Ý][a-zà-ÿ]+)/g)) {
    if (!PROPER.has(m[2])) faults.push(m[0]);
  }
  return faults;
}

/** The corrected text: a non-breaking space where a plain one (or none) stood. */
export function fixFrenchSpacing(text: string): string {
  // Placeholders, markup and addresses are set aside as tokens, the prose mended, then they come back.
  const kept: string[] = [];
  const keep = /\{\{[^}]*\}\}|\$t\([^)]*\)|<\/?[a-z0-9]+>|[a-z][a-z0-9+.-]*:\/\/\S*|\d:\d/gi;
  const tokens = text.replace(keep, (m) => `\ue000${kept.push(m) - 1}\ue001`);
  const mended = tokens
    .replace(/( ?)([?!:;»])/g, (m, space: string, sign: string, at: number) => {
      const before = tokens[at - 1];
      if (!space && (before === undefined || NBSP.test(before) || '?!'.includes(before))) return m;
      return `\u00a0${sign}`;
    })
    .replace(/« ?(?![\u00a0\u202f])/g, '«\u00a0');
  return mended.replace(/\ue000(\d+)\ue001/g, (_, i: string) => kept[Number(i)]);
}
