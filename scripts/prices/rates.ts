/**
 * Rebuilds datasets/prices/fx.json (yearly exchange rates to the euro) and datasets/prices/cpi.json (yearly
 * consumer price indices) from snapshots of public data repositories, so that observed prices can be moved to
 * today's euros. PRICE_MIRRORS names the folder holding the snapshots' git directories as `<owner>+<name>[…]`
 * (the layout of the search tool's fetch; default /work/.mirror). Each file is read at a pinned commit with
 * `git show`, so a newer snapshot of the same repository gives the same tables until the pins are moved.
 *
 *   node --import tsx scripts/prices/rates.ts
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const root = join(import.meta.dirname, '../..');
const mirrors = process.env.PRICE_MIRRORS ?? '/work/.mirror';
const RETRIEVED = '2026-11-27';
const FIRST_YEAR = 1990;
const LAST_YEAR = 2025;
/** Irrevocable conversion rate fixed on 31 December 1998: 1 EUR = 1.95583 DEM. */
const DEM_PER_EUR = 1.95583;

interface Source {
  repo: string;
  commit: string;
  paths: string[];
  licence: string;
  retrieved: string;
  description: string;
}

const FRED_FX: Source = {
  repo: 'datasets/exchange-rates',
  commit: 'fa7d949956d1db1d21102654b1f40d64d2568677',
  paths: ['data/annual.csv', 'data/monthly.csv'],
  licence: 'ODC-PDDL-1.0 (README and datapackage.json)',
  retrieved: RETRIEVED,
  description:
    'datahub.io core "exchange-rates": US Federal Reserve H.10 rates via FRED, annual and monthly averages. ' +
    'Every series in this version is units of the currency per US dollar (the README still says a few are ' +
    'inverted; the values show they are not: Euro 2008 = 0.6791 EUR per USD).',
};
const ECB_FX: Source = {
  repo: 'bhaswar-chakma/ppp-pt-uk',
  commit: 'f158ed9e3eb45a8e9d2452ce89e3c6278cb6576b',
  paths: ['data/eurofxref-hist.csv'],
  licence:
    'no licence in the repository; the data are the ECB euro foreign exchange reference rates, which the ECB ' +
    'allows to be reused with the source named',
  retrieved: RETRIEVED,
  description:
    'Copy of the ECB eurofxref-hist.csv (daily reference rates, units per euro), 1999-01-04 to 2025-06-27. ' +
    'Used for PLN and RUB (not in the Federal Reserve data) and to check the cross rates of 1999-2024.',
};
const HICP_1996: Source = {
  repo: 'andrewpwalters/ecb',
  commit: 'ccca465214e239191f70418d5149ea81aa6bcb03',
  paths: ['CP0000EZ19M086NEST.csv'],
  licence: 'no licence in the repository; the data are Eurostat HICP (Eurostat reuse policy: CC BY 4.0)',
  retrieved: RETRIEVED,
  description:
    'FRED download of CP0000EZ19M086NEST, HICP all items, euro area (19 countries), monthly, 2015 = 100, ' +
    '1996-01 to 2023-12. Used for 1996-1998 (identical to the main source for 1999-2023).',
};
const HICP_1999: Source = {
  repo: 'vicdecoc/Assignment-2---macro',
  commit: '666c0a0b7d0a28ff95bef6f6ef7ae24e43422b88',
  paths: ['CP0000EZ19M086NEST.csv'],
  licence: 'no licence in the repository; the data are Eurostat HICP (Eurostat reuse policy: CC BY 4.0)',
  retrieved: RETRIEVED,
  description:
    'FRED download of CP0000EZ19M086NEST, HICP all items, euro area (19 countries), monthly, 2015 = 100, ' +
    '1999-01 to 2025-03. Used for 1999-2024.',
};
const WB_CPI: Source = {
  repo: 'datasets/cpi',
  commit: '3750e45064a99b0452deb1423a416e4d5473a58e',
  paths: ['data/cpi.csv'],
  licence: 'ODC-PDDL-1.0 (datapackage.json; the LICENSE file, GPL-3.0, covers the scripts)',
  retrieved: RETRIEVED,
  description:
    'datahub.io core "cpi": World Bank FP.CPI.TOTL.ZG, consumer price inflation, annual %, "Euro area" (EMU) ' +
    'row (the datapackage calls it an index, the values are yearly % changes). Used only to carry the HICP ' +
    'back from 1996 to 1990.',
};
const US_CPI: Source = {
  repo: 'datasets/cpi-us',
  commit: 'a1f785a423e22924ef9a438f8996130b1d00374f',
  paths: ['data/cpiai.csv'],
  licence: 'ODC-PDDL-1.0 (datapackage.json)',
  retrieved: RETRIEVED,
  description: 'datahub.io core "cpi-us": BLS CPI-U, all items, U.S. city average, monthly, 1982-84 = 100.',
};

/** Federal Reserve country name → ISO code, for the series the annual file carries (Venezuela left out). */
const FRED_ANNUAL: Record<string, string> = {
  Australia: 'AUD',
  Brazil: 'BRL',
  Canada: 'CAD',
  China: 'CNY',
  Denmark: 'DKK',
  'Hong Kong': 'HKD',
  India: 'INR',
  Japan: 'JPY',
  Malaysia: 'MYR',
  Mexico: 'MXN',
  'New Zealand': 'NZD',
  Norway: 'NOK',
  Singapore: 'SGD',
  'South Africa': 'ZAR',
  'South Korea': 'KRW',
  Sweden: 'SEK',
  Switzerland: 'CHF',
  Taiwan: 'TWD',
  Thailand: 'THB',
};
/** Series that exist only monthly there; their year is the mean of its twelve months. */
const FRED_MONTHLY: Record<string, string> = { 'United Kingdom': 'GBP', Germany: 'DEM' };
const ECB_ONLY = ['PLN', 'RUB'];
/** The currencies asked for; the others come along because the sources have them. */
const WANTED = [
  'USD',
  'GBP',
  'CHF',
  'JPY',
  'CAD',
  'AUD',
  'SEK',
  'DKK',
  'NOK',
  'PLN',
  'CNY',
  'HKD',
  'INR',
  'RUB',
];
const GAP_REASONS: Record<string, string> = {
  PLN: 'not in the Federal Reserve data; the ECB quotes it from 1999 and the copy ends 2025-06-27',
  RUB: 'not in the Federal Reserve data; the ECB quoted it from April 2005 to 2022-03-01',
};

/** 1990, 1991, 1992, 1995 → "1990-1992, 1995" */
function missingText(years: number[]): string {
  const runs: string[] = [];
  for (let i = 0; i < years.length; i++) {
    let j = i;
    while (j + 1 < years.length && years[j + 1] === years[j] + 1) j++;
    runs.push(i === j ? String(years[i]) : `${years[i]}-${years[j]}`);
    i = j;
  }
  return runs.join(', ');
}

function gitDirOf(repo: string): string {
  const prefix = repo.replace('/', '+');
  const found = readdirSync(mirrors)
    .filter((name) => name === prefix || name.startsWith(`${prefix}.`) || name.startsWith(`${prefix}@`))
    .sort()[0];
  if (!found) throw new Error(`no snapshot of ${repo} under ${mirrors}`);
  const dir = join(mirrors, found);
  if (existsSync(join(dir, 'HEAD'))) return dir;
  // fetch's snapshot is either the git directory itself or a folder that holds one
  const inner = readdirSync(dir).find((name) => existsSync(join(dir, name, 'HEAD')));
  if (!inner) throw new Error(`no git directory in ${dir}`);
  return join(dir, inner);
}

function show(source: Source, path: string): string {
  return execFileSync('git', ['--git-dir', gitDirOf(source.repo), 'show', `${source.commit}:${path}`], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
}

/** RFC 4180 rows: quoted fields may hold commas; CR LF or LF line ends. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  for (const line of text.split(/\r?\n/)) {
    if (!line) continue;
    const fields: string[] = [];
    let field = '';
    let quoted = false;
    for (let i = 0; i < line.length; i++) {
      const c = line[i];
      if (quoted) {
        if (c === '"' && line[i + 1] === '"') {
          field += '"';
          i++;
        } else if (c === '"') quoted = false;
        else field += c;
      } else if (c === '"') quoted = true;
      else if (c === ',') {
        fields.push(field);
        field = '';
      } else field += c;
    }
    fields.push(field);
    rows.push(fields);
  }
  return rows;
}

function records(text: string): Record<string, string>[] {
  const [header, ...rows] = parseCsv(text);
  return rows.map((row) => Object.fromEntries(header.map((name, i) => [name.trim(), (row[i] ?? '').trim()])));
}

const num = (s: string | undefined): number | undefined => {
  if (s === undefined || s === '' || s === 'N/A' || s === '.') return undefined;
  const n = Number(s);
  return Number.isFinite(n) ? n : undefined;
};
const round = (x: number, significant: number): number => Number(x.toPrecision(significant));
const round2 = (x: number): number => Math.round(x * 100) / 100;
const mean = (xs: number[]): number => xs.reduce((a, b) => a + b, 0) / xs.length;

type Series = Map<number, number>;

/** Mean of twelve monthly values per year; a year with a month missing is left out. */
function yearlyFromMonthly(points: [string, number][], allowMissing = 0): Series {
  const byYear = new Map<number, number[]>();
  for (const [date, value] of points) {
    const year = Number(date.slice(0, 4));
    byYear.set(year, [...(byYear.get(year) ?? []), value]);
  }
  const out: Series = new Map();
  for (const [year, values] of byYear) if (values.length >= 12 - allowMissing) out.set(year, mean(values));
  return out;
}

// ---------------------------------------------------------------------------------------------- exchange

function fredSeries(): Map<string, Series> {
  const perUsd = new Map<string, Series>();
  const put = (code: string, year: number, value: number) => {
    if (!perUsd.has(code)) perUsd.set(code, new Map());
    perUsd.get(code)!.set(year, value);
  };
  for (const r of records(show(FRED_FX, 'data/annual.csv'))) {
    const code = r.Country === 'Euro' ? 'EUR' : FRED_ANNUAL[r.Country];
    const value = num(r['Exchange rate']);
    if (code && value !== undefined) put(code, Number(r.Date.slice(0, 4)), value);
  }
  const monthly = new Map<string, [string, number][]>();
  for (const r of records(show(FRED_FX, 'data/monthly.csv'))) {
    const code = FRED_MONTHLY[r.Country];
    const value = num(r['Exchange rate']);
    if (code && value !== undefined) monthly.set(code, [...(monthly.get(code) ?? []), [r.Date, value]]);
  }
  for (const [code, points] of monthly) for (const [year, v] of yearlyFromMonthly(points)) put(code, year, v);
  return perUsd;
}

/** Mean of the ECB's daily rates per calendar year, for years the copy covers from early January to late December. */
function ecbSeries(): Map<string, Series> {
  const rows = records(show(ECB_FX, 'data/eurofxref-hist.csv'));
  const days = new Map<number, { first: string; last: string }>();
  const values = new Map<string, Map<number, number[]>>();
  for (const r of rows) {
    const year = Number(r.Date.slice(0, 4));
    const span = days.get(year);
    days.set(year, {
      first: !span || r.Date < span.first ? r.Date : span.first,
      last: !span || r.Date > span.last ? r.Date : span.last,
    });
    for (const [code, text] of Object.entries(r)) {
      const value = code === 'Date' ? undefined : num(text);
      if (value === undefined) continue;
      if (!values.has(code)) values.set(code, new Map());
      const perYear = values.get(code)!;
      perYear.set(year, [...(perYear.get(year) ?? []), value]);
    }
  }
  const out = new Map<string, Series>();
  for (const [code, perYear] of values) {
    const series: Series = new Map();
    for (const [year, xs] of perYear) {
      const span = days.get(year)!;
      const daysInYear = rows.filter((r) => r.Date.startsWith(`${year}-`)).length;
      // a whole year of quotes: the copy reaches both ends of the year and the currency was quoted nearly every day
      if (span.first <= `${year}-01-10` && span.last >= `${year}-12-20` && xs.length >= daysInYear - 5)
        series.set(year, mean(xs));
    }
    out.set(code, series);
  }
  return out;
}

function buildFx() {
  const perUsd = fredSeries();
  const ecb = ecbSeries();
  const eurPerUsd = perUsd.get('EUR')!;
  const demPerUsd = perUsd.get('DEM')!;
  const years = Array.from({ length: LAST_YEAR - FIRST_YEAR + 1 }, (_, i) => FIRST_YEAR + i);
  /** US dollars for one euro; before 1999 one "DEM euro" = 1.95583 DEM at that year's dollar rate. */
  const usdPerEuro = (year: number): number | undefined => {
    if (year >= 1999) {
      const v = eurPerUsd.get(year);
      return v === undefined ? undefined : 1 / v;
    }
    const dem = demPerUsd.get(year);
    return dem === undefined ? undefined : DEM_PER_EUR / dem;
  };

  const perEuro: Record<string, Record<string, number>> = {};
  const set = (code: string, year: number, value: number) => {
    (perEuro[code] ??= {})[String(year)] = round(value, 6);
  };
  for (const year of years) {
    const usd = usdPerEuro(year);
    if (usd === undefined) continue;
    set('USD', year, usd);
    for (const [code, series] of perUsd) {
      if (code === 'EUR' || code === 'DEM') continue;
      const v = series.get(year);
      if (v !== undefined) set(code, year, v * usd);
    }
  }
  for (const code of ECB_ONLY) {
    for (const [year, v] of ecb.get(code) ?? [])
      if (year >= FIRST_YEAR && year <= LAST_YEAR) set(code, year, v);
  }

  // the Federal Reserve cross rates against the ECB's own averages, 1999 on
  const ecbCheck: Record<string, { years: string; maxDeviationPercent: number; worstYear: number }> = {};
  for (const [code, table] of Object.entries(perEuro)) {
    if (ECB_ONLY.includes(code)) continue;
    let worst = 0;
    let worstYear = 0;
    const compared: number[] = [];
    for (const [year, ecbValue] of ecb.get(code) ?? []) {
      const ours = table[String(year)];
      if (ours === undefined) continue;
      compared.push(year);
      const deviation = Math.abs(ours / ecbValue - 1);
      if (deviation > worst) {
        worst = deviation;
        worstYear = year;
      }
    }
    if (compared.length)
      ecbCheck[code] = {
        years: `${Math.min(...compared)}-${Math.max(...compared)}`,
        maxDeviationPercent: round(worst * 100, 2),
        worstYear,
      };
  }

  const sortedPerEuro = Object.fromEntries(
    Object.keys(perEuro)
      .sort()
      .map((code) => [code, perEuro[code]]),
  );
  const coverage = Object.fromEntries(
    Object.entries(sortedPerEuro).map(([code, table]) => {
      const ys = Object.keys(table).map(Number);
      return [code, `${Math.min(...ys)}-${Math.max(...ys)}`];
    }),
  );
  return {
    source: FRED_FX,
    additionalSources: [ECB_FX],
    units: 'units of the currency that one euro buys, annual average',
    method: {
      '1999-2025':
        'Federal Reserve annual averages (monthly means for GBP) of currency per USD, times USD per EUR ' +
        '(1 / the Euro series). PLN and RUB: mean of the ECB daily reference rates of the year.',
      '1990-1998':
        'DEM-based synthetic euro (not the ECU): 1 EUR = 1.95583 DEM, so USD per EUR = 1.95583 / (DEM per USD, ' +
        'mean of the twelve monthly Federal Reserve rates of the year); other currencies as above through the ' +
        'dollar. Prices quoted in a legacy euro currency should go through its fixed conversion rate instead.',
    },
    coverage,
    gaps: Object.fromEntries(
      WANTED.flatMap((code) => {
        const missing = years.filter((year) => sortedPerEuro[code]?.[String(year)] === undefined);
        return missing.length
          ? [[code, `${missingText(missing)}: ${GAP_REASONS[code] ?? 'not in the sources'}`]]
          : [];
      }),
    ),
    ecbCheck,
    perEuro: sortedPerEuro,
  };
}

// ---------------------------------------------------------------------------------------------- prices

function fredMonthly(source: Source): [string, number][] {
  return records(show(source, source.paths[0])).flatMap((r) => {
    const date = r.DATE ?? r.observation_date;
    const value = num(r.CP0000EZ19M086NEST);
    return date && value !== undefined ? [[date, value] as [string, number]] : [];
  });
}

function buildCpi() {
  const early = yearlyFromMonthly(fredMonthly(HICP_1996));
  const late = yearlyFromMonthly(fredMonthly(HICP_1999));
  const hicp: Series = new Map();
  for (const [year, v] of early) if (year < 1999) hicp.set(year, v);
  for (const [year, v] of late) hicp.set(year, v);
  for (const [year, v] of early) {
    const other = late.get(year);
    if (other !== undefined && Math.abs(other - v) > 0.005)
      throw new Error(`the two HICP copies disagree on ${year}: ${v} vs ${other}`);
  }

  // 1990-1995: back from 1996 with the World Bank's euro-area inflation (index[y-1] = index[y] / (1 + rate[y]))
  const inflation = new Map<number, number>();
  for (const r of records(show(WB_CPI, 'data/cpi.csv'))) {
    const rate = num(r.CPI);
    if (r['Country Code'] === 'EMU' && rate !== undefined) inflation.set(Number(r.Year), rate);
  }
  const firstHicp = Math.min(...hicp.keys());
  for (let year = firstHicp; year > FIRST_YEAR; year--) {
    const rate = inflation.get(year);
    if (rate === undefined) throw new Error(`no World Bank euro-area inflation for ${year}`);
    hicp.set(year - 1, hicp.get(year)! / (1 + rate / 100));
  }
  const index = Object.fromEntries(
    [...hicp.keys()]
      .filter((year) => year >= FIRST_YEAR && year <= LAST_YEAR)
      .sort()
      .map((year) => [String(year), round2(hicp.get(year)!)]),
  );

  const us = records(show(US_CPI, 'data/cpiai.csv')).flatMap((r) => {
    const value = num(r.Index);
    return value !== undefined ? [[r.Date, value] as [string, number]] : [];
  });
  const usYearly = yearlyFromMonthly(
    us.filter(([date]) => date < `${LAST_YEAR + 1}`),
    1,
  );
  const usMonths = (year: number) => us.filter(([date]) => date.startsWith(`${year}-`)).length;
  const usIndex = Object.fromEntries(
    [...usYearly.keys()]
      .filter((year) => year >= FIRST_YEAR && year <= LAST_YEAR)
      .sort()
      .map((year) => [String(year), Math.round(usYearly.get(year)! * 1000) / 1000]),
  );
  const usShort = Object.keys(usIndex).filter((year) => usMonths(Number(year)) < 12);

  const lastYear = Math.max(...Object.keys(index).map(Number));
  return {
    source: HICP_1999,
    additionalSources: [HICP_1996, WB_CPI],
    area: 'euro area HICP, all items (Eurostat, euro area 19 countries, via FRED CP0000EZ19M086NEST)',
    base: '2015 = 100',
    annual: 'mean of the twelve monthly indices, rounded to 2 decimals',
    lastYear,
    notes: [
      `Last full year in the pinned copies: ${lastYear} (the newest copy ends 2025-03).`,
      '1990-1995 are not HICP (the euro-area HICP starts in 1996): they carry the 1996 value back with the ' +
        'World Bank euro-area consumer price inflation.',
      '2025 is left out: no fetchable copy has all of 2025. A FRED copy rebased to 2025 = 100 ' +
        '(naithanikumud69-oss/qm640-fx-forecasting-capstone@6bf2582, data/raw/CP0000EZ19M086NEST.csv, not ' +
        'fetchable here) gives 2025 / 2024 = 1.0211, i.e. about 128.7 on this base.',
      'To move a price of year Y to euros of year T: price × index[T] / index[Y].',
    ],
    backcastYears: Object.keys(index).filter((year) => Number(year) < firstHicp),
    index,
    usCpi: {
      source: US_CPI,
      area: 'United States CPI-U, all items, U.S. city average, not seasonally adjusted (BLS)',
      base: '1982-84 = 100',
      annual: 'mean of the monthly indices, rounded to 3 decimals',
      notes: usShort.map(
        (year) => `${year}: mean of ${usMonths(Number(year))} months (a month is missing from the source)`,
      ),
      index: usIndex,
    },
  };
}

const fx = buildFx();
const cpi = buildCpi();
writeFileSync(join(root, 'datasets/prices/fx.json'), `${JSON.stringify(fx, null, 2)}\n`);
writeFileSync(join(root, 'datasets/prices/cpi.json'), `${JSON.stringify(cpi, null, 2)}\n`);
console.log('fx coverage', fx.coverage);
console.log('ecb check', fx.ecbCheck);
console.log('cpi', cpi.area, `${Object.keys(cpi.index)[0]}-${cpi.lastYear}`, 'us', cpi.usCpi.notes);
