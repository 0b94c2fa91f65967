import type { Language } from '../../../contracts/analysis';
import {
  colon,
  euros,
  longDate,
  reportCopy,
  type AnalysisBasisKind,
  type ConditionWord,
  type ReportCopy,
  type ValueSource,
} from './copy';
import { colors, createDoc, finish, type Doc } from './pdf-doc';
import type { ValueKind } from '../../../contracts/valuations';

/**
 * The insurance dossier's layout: a cover with the owner, the policy and the totals and what kind of value
 * they are; each room's objects with their label number, photos, facts, value and what it rests on, and
 * receipts; each room's summary; the owner's dated declaration. Every text the owner typed arrives already
 * cut down to what the font can print (pdf-doc.ts `printableText`).
 */

/** The figure an object is insured for, and what it rests on (docs/decisions/027-value-precedence.md). */
export interface DossierValue {
  low: number | null;
  high: number | null;
  source: ValueSource;
  /** YYYY-MM-DD: the day the figure holds for. */
  on: string;
  /** The owner's note on a sale or an expert valuation (the auction house, the expert's name). */
  note: string;
  /** Market, or replacement: only an expert valuation may be the latter (contracts/valuations.ts). */
  kind: ValueKind;
  /** For an analysis's estimate: what its range rests on; null when unknown (a rough guide). */
  analysis: { kind: AnalysisBasisKind; n: number; from?: string; to?: string } | null;
}

export interface DossierItem {
  /** The object's number, as its QR label prints it. */
  number: number;
  name: string;
  /** Room · house. */
  place: string;
  category: string;
  period: string;
  style: string;
  maker: string;
  dimensions: string;
  materials: string;
  marks: string;
  /** What the analysis read on the photos, as read. */
  textRead: string;
  serialNumber: string;
  condition: ConditionWord | '';
  acquisitionPrice: number | null;
  acquisitionDate: string | null;
  /** null: the object has no estimate (listed, marked, left out of the totals). */
  value: DossierValue | null;
  /** 0–100, for an analysis's estimate only. */
  confidence: number | null;
  notes: string;
  /** Read when the object is laid out, so only a few photos are in memory at a time; the first is the main. */
  photos: (() => Promise<Buffer | null>)[];
  receipts: (() => Promise<Buffer | null>)[];
}

export interface DossierSection {
  title: string;
  subtitle?: string;
  items: DossierItem[];
}

export interface DossierOwner {
  name: string;
  email: string;
  phone: string;
  insurer: string;
  policyNumber: string;
}

export interface DossierInput {
  lang: Language;
  showValues: boolean;
  owner: DossierOwner;
  address: string | null;
  scope: string;
  date: Date;
  sections: DossierSection[];
  /** Called after each object is laid out (progress). */
  onItem?: () => void;
}

const MARGIN = 50;
const PHOTO = 120;
const SMALL = 37;
const NO_PHOTO = 40;
const RECEIPT = 80;
const GAP = 14;

/** A total of one kind of value: low ends, high ends, and how many objects it counts. */
export interface KindTotal {
  low: number;
  high: number;
  count: number;
}

/**
 * The totals per kind of value (market and replacement figures are never added together); low = the low
 * ends; high = the high ends, or the low end when an object has only that (as the houses' totals).
 */
export function totals(
  items: { value: Pick<DossierValue, 'low' | 'high' | 'kind'> | null }[],
): Record<ValueKind, KindTotal> & { without: number } {
  const sum = {
    market: { low: 0, high: 0, count: 0 },
    replacement: { low: 0, high: 0, count: 0 },
    without: 0,
  };
  for (const { value: v } of items) {
    if (!v || (v.low === null && v.high === null)) {
      sum.without++;
      continue;
    }
    const t = sum[v.kind];
    t.low += v.low ?? v.high ?? 0;
    t.high += v.high ?? v.low ?? 0;
    t.count++;
  }
  return sum;
}

function range(low: number | null, high: number | null, lang: Language): string {
  if (low !== null && high !== null)
    return low === high ? euros(low, lang) : `${euros(low, lang)} – ${euros(high, lang)}`;
  const one = low ?? high;
  return one === null ? '—' : euros(one, lang);
}

/** What the figure rests on, in one line of the reader's language. */
export function basisLine(c: ReportCopy, lang: Language, v: DossierValue): string {
  const on = longDate(v.on, lang);
  let line = c.sources[v.source](on);
  // An expert says which value they gave; every other figure is a market value (the cover says so).
  if (v.source === 'expert') line += ` · ${c.valueKinds[v.kind]}`;
  if (v.source === 'analysis') {
    const a = v.analysis;
    const years = a?.from ? (a.to && a.to !== a.from ? `${a.from}–${a.to}` : a.from) : '';
    const how =
      !a || a.kind === 'editorial' || a.n === 0
        ? c.analysisBasis.editorial
        : c.analysisBasis[a.kind](a.n, years);
    line += ` · ${how}`;
  }
  if (v.note.trim()) line += ` · ${v.note.trim()}`;
  return line;
}

export async function renderDossier(input: DossierInput): Promise<Buffer> {
  return finish(await drawDossier(input));
}

/** The whole dossier laid out, not yet ended: the caller ends it into memory or into a file. */
export async function drawDossier(input: DossierInput): Promise<Doc> {
  const c = reportCopy(input.lang);
  const doc = createDoc({
    title: `${c.dossierTitle} · ${input.scope}`,
    author: input.owner.name,
    margin: MARGIN,
    lang: input.lang,
  });
  const all = input.sections.flatMap((s) => s.items);
  cover(doc, c, input, all);
  for (const section of input.sections) await roomSection(doc, c, input, section);
  declaration(doc, c, input);
  footers(doc, c, input.owner.name);
  return doc;
}

const bottom = (doc: Doc) => doc.page.height - MARGIN;
const contentWidth = (doc: Doc) => doc.page.width - 2 * MARGIN;
const percent = (n: number, lang: Language) =>
  lang === 'en' ? `${Math.round(n)}%` : `${Math.round(n)}\u00a0%`;
const pageCount = (doc: Doc) => doc.bufferedPageRange().count;
const orNot = (c: ReportCopy, text: string) => text.trim() || c.notStated;

function cover(doc: Doc, c: ReportCopy, input: DossierInput, all: DossierItem[]) {
  doc.addPage();
  const width = contentWidth(doc);
  const { lang, owner } = input;
  doc.font('bold').fontSize(22).fillColor(colors.accent).text(c.dossierTitle, MARGIN, 80, { width });
  doc.moveDown(0.2).font('regular').fontSize(13).fillColor(colors.muted).text(input.scope, { width });
  doc.moveDown(1.4);
  const sum = totals(all);
  // One line each, and a phone number never broken across two.
  const contact = [owner.email, owner.phone.replace(/ /g, '\u00a0')]
    .map((s) => s.trim())
    .filter(Boolean)
    .join('\n');
  const rows: [string, string][] = [
    [c.owner, orNot(c, owner.name)],
    [c.contact, orNot(c, contact)],
    [c.address, orNot(c, input.address ?? '')],
    [c.insurer, orNot(c, owner.insurer)],
    [c.policyNumber, orNot(c, owner.policyNumber)],
    [c.date, longDate(input.date, lang)],
    [c.scope, input.scope],
    [c.objectCount, String(all.length)],
    ...(input.showValues
      ? ([
          // Each total says which kind of value it holds: market and replacement figures are never added.
          [c.totalLow, `${euros(sum.market.low, lang)} (${c.valueKinds.market})`],
          [c.totalHigh, `${euros(sum.market.high, lang)} (${c.valueKinds.market})`],
          ...(sum.replacement.count > 0
            ? [
                [
                  c.totalReplacement,
                  `${range(sum.replacement.low, sum.replacement.high, lang)} (${c.valueKinds.replacement} · ${c.objects(sum.replacement.count)})`,
                ],
              ]
            : []),
        ] as [string, string][])
      : []),
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(10.5).fillColor(colors.muted).text(label, MARGIN, y, { width: 160 });
    doc
      .font('bold')
      .fontSize(11.5)
      .fillColor(colors.text)
      .text(value, MARGIN + 170, y, { width: width - 170 });
    doc.moveDown(0.55);
  }

  doc.moveDown(1);
  const notes: { text: string; strong?: boolean }[] = [];
  if (input.showValues) {
    notes.push({ text: `${c.valueKind}${colon(lang)}`, strong: true });
    notes.push({ text: c.marketValue }, { text: c.expertKind }, { text: c.precedence });
    if (sum.without > 0) notes.push({ text: c.unestimated(sum.without), strong: true });
  } else {
    notes.push({ text: c.valuesHidden, strong: true });
  }
  notes.push({ text: c.itemNumberNote });
  if (input.showValues) notes.push({ text: c.coverNote });
  const boxTop = doc.y;
  doc.fontSize(9.5);
  const inner = width - 24;
  const boxHeight =
    notes.reduce(
      (h, n) => h + doc.font(n.strong ? 'bold' : 'regular').heightOfString(n.text, { width: inner }) + 5,
      0,
    ) + 16;
  doc.rect(MARGIN, boxTop, width, boxHeight).fillColor('#f5f5f4').fill();
  doc.y = boxTop + 10;
  for (const n of notes) {
    doc
      .font(n.strong ? 'bold' : 'regular')
      .fontSize(9.5)
      .fillColor(n.strong ? colors.text : colors.muted)
      .text(n.text, MARGIN + 12, doc.y, { width: inner });
    doc.y += 5;
  }
  doc.y = boxTop + boxHeight + GAP;
  if (all.length === 0)
    doc.fillColor(colors.text).font('regular').fontSize(12).text(c.noObjects, MARGIN, doc.y, { width });
}

const quoted = (text: string, lang: Language) =>
  !text.trim() ? '' : lang === 'en' ? `“${text.trim()}”` : `«\u00a0${text.trim()}\u00a0»`;

function facts(c: ReportCopy, input: DossierInput, item: DossierItem): [string, string][] {
  const { lang } = input;
  const acquired = [
    input.showValues && item.acquisitionPrice !== null
      ? c.acquiredFor(euros(item.acquisitionPrice, lang))
      : '',
    item.acquisitionDate ? c.acquiredOn(longDate(item.acquisitionDate, lang)) : '',
  ]
    .filter(Boolean)
    .join(' ');
  const rows: [string, string][] = [
    [c.category, item.category],
    [c.period, item.period],
    [c.style, item.style],
    [c.maker, item.maker],
    [c.dimensions, item.dimensions],
    [c.materials, item.materials],
    [c.marks, item.marks],
    [c.textRead, quoted(item.textRead, lang)],
    [c.serialNumber, item.serialNumber],
    [c.condition, item.condition ? c.conditions[item.condition] : c.notStated],
    [c.acquisition, acquired],
  ];
  if (input.showValues && item.value) {
    rows.push([c.value, range(item.value.low, item.value.high, lang)]);
    rows.push([c.basis, basisLine(c, lang, item.value)]);
    if (item.value.source === 'analysis' && item.confidence !== null)
      rows.push([c.confidence, percent(item.confidence, lang)]);
  }
  if (item.notes.trim()) rows.push([c.notes, item.notes.trim()]);
  return rows.filter(([, v]) => v.trim() !== '');
}

async function roomSection(doc: Doc, c: ReportCopy, input: DossierInput, section: DossierSection) {
  const width = contentWidth(doc);
  // A room starts on a fresh page unless its heading and a first object fit where the last one ended.
  if (pageCount(doc) === 1 || doc.y + 70 + PHOTO > bottom(doc)) doc.addPage();
  else doc.moveDown(1.5);
  doc.font('bold').fontSize(17).fillColor(colors.accent).text(section.title, MARGIN, doc.y, { width });
  if (section.subtitle)
    doc.font('regular').fontSize(10).fillColor(colors.muted).text(section.subtitle, { width });
  doc
    .moveTo(MARGIN, doc.y + 4)
    .lineTo(MARGIN + width, doc.y + 4)
    .strokeColor(colors.rule)
    .lineWidth(0.8)
    .stroke();
  doc.y += GAP;

  for (const item of section.items) {
    await object(doc, c, input, item);
    input.onItem?.();
  }

  const sum = totals(section.items);
  let text = c.objects(section.items.length);
  if (input.showValues) {
    text += ` · ${range(sum.market.low, sum.market.high, input.lang)}`;
    if (sum.replacement.count > 0)
      text += ` · ${c.valueKinds.replacement}${colon(input.lang)}${range(sum.replacement.low, sum.replacement.high, input.lang)}`;
    if (sum.without > 0) text += ` (${c.withoutEstimate(sum.without)})`;
  }
  if (doc.y + 50 > bottom(doc)) doc.addPage();
  const y = doc.y + 4;
  doc.rect(MARGIN, y, width, 34).fillColor('#f5f5f4').fill();
  doc
    .font('bold')
    .fontSize(11)
    .fillColor(colors.text)
    .text(`${c.roomSummary} · ${section.title}`, MARGIN + 10, y + 5, {
      width: width - 20,
      lineBreak: false,
      ellipsis: true,
    });
  doc
    .font('regular')
    .fontSize(10)
    .text(text, MARGIN + 10, y + 19, { width: width - 20, lineBreak: false, ellipsis: true });
  doc.y = y + 34 + GAP;
}

function heading(c: ReportCopy, item: DossierItem) {
  return `${c.itemNumber(item.number)} · ${item.name || '—'}`;
}

async function object(doc: Doc, c: ReportCopy, input: DossierInput, item: DossierItem) {
  const width = contentWidth(doc);
  const textX = MARGIN + PHOTO + 16;
  const textWidth = doc.page.width - MARGIN - textX;
  const rows = facts(c, input, item);
  const marked = input.showValues && !item.value;

  // The block's height, to keep an object whole on a page whenever it fits on one.
  doc.font('bold').fontSize(12);
  const titleHeight = doc.heightOfString(heading(c, item), { width }) + 2;
  doc.font('regular').fontSize(9);
  const placeHeight = item.place ? doc.heightOfString(item.place, { width }) + 6 : 4;
  let textHeight = marked ? 16 : 0;
  doc.fontSize(9.5);
  for (const [label, value] of rows)
    textHeight += doc.heightOfString(`${label}${colon(input.lang)}${value}`, { width: textWidth }) + 2;
  const extras = item.photos.length > 1 ? SMALL + 5 : 0;
  // No photo at all: a short box says so, rather than a photo's worth of blank.
  const photoHeight = item.photos.length === 0 ? NO_PHOTO : PHOTO;
  const receiptsHeight = item.receipts.length > 0 ? 16 + RECEIPT + 14 : 0;
  const blockHeight = titleHeight + placeHeight + Math.max(photoHeight + extras, textHeight) + receiptsHeight;
  // A block taller than a page (long notes) starts where it is once its photos fit, and runs on.
  const needed =
    blockHeight > bottom(doc) - MARGIN ? titleHeight + placeHeight + photoHeight + extras : blockHeight;
  if (doc.y + needed > bottom(doc)) doc.addPage();

  doc.font('bold').fontSize(12).fillColor(colors.text).text(heading(c, item), MARGIN, doc.y, { width });
  doc.y += 2;
  if (item.place) {
    doc.font('regular').fontSize(9).fillColor(colors.muted).text(item.place, MARGIN, doc.y, { width });
    doc.y += 6;
  } else doc.y += 4;

  const top = doc.y;
  const page = pageCount(doc);
  const [main, ...more] = item.photos;
  const first = main ? await main() : null;
  if (first) {
    doc.image(first, MARGIN, top, { fit: [PHOTO, PHOTO], align: 'center', valign: 'center' });
  } else {
    doc.rect(MARGIN, top, PHOTO, photoHeight).fillColor('#f5f5f4').fill();
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colors.muted)
      .text(c.noPhoto, MARGIN, top + photoHeight / 2 - 6, { width: PHOTO, align: 'center' });
  }
  let x = MARGIN;
  for (const next of more) {
    const data = await next();
    if (!data) continue;
    doc.image(data, x, top + PHOTO + 5, { fit: [SMALL, SMALL], align: 'center', valign: 'center' });
    doc
      .rect(x, top + PHOTO + 5, SMALL, SMALL)
      .strokeColor(colors.rule)
      .lineWidth(0.4)
      .stroke();
    x += SMALL + (PHOTO - 3 * SMALL) / 2;
  }

  doc.y = top;
  if (marked) {
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(colors.accent)
      .text(c.noEstimate, textX, doc.y, { width: textWidth });
    doc.y += 4;
  }
  for (const [label, value] of rows) {
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(colors.muted)
      .text(`${label}${colon(input.lang)}`, textX, doc.y, { width: textWidth, continued: true });
    doc.font('regular').fillColor(colors.text).text(value);
    doc.y += 2;
  }
  // Long notes may have run onto the next page: the photos' bottom only counts on the page they are on.
  doc.y = pageCount(doc) === page ? Math.max(doc.y, top + photoHeight + extras) : doc.y;

  if (item.receipts.length > 0) await receipts(doc, c, item);
  doc.y += GAP / 2;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .strokeColor(colors.rule)
    .lineWidth(0.5)
    .stroke();
  doc.y += GAP / 2;
}

/** The object's receipts under it, in a row, each with its caption. */
async function receipts(doc: Doc, c: ReportCopy, item: DossierItem) {
  if (doc.y + 16 + RECEIPT + 14 > bottom(doc)) doc.addPage();
  doc.y += 6;
  doc
    .font('bold')
    .fontSize(9.5)
    .fillColor(colors.muted)
    .text(`${c.receipts} (${item.receipts.length})`, MARGIN, doc.y, { width: contentWidth(doc) });
  doc.y += 3;
  const top = doc.y;
  let x = MARGIN;
  const slot = RECEIPT * 0.75;
  for (const [i, read] of item.receipts.entries()) {
    if (x + slot > doc.page.width - MARGIN) break;
    const data = await read();
    if (data) doc.image(data, x, top, { fit: [slot, RECEIPT], align: 'center', valign: 'center' });
    doc.rect(x, top, slot, RECEIPT).strokeColor(colors.rule).lineWidth(0.4).stroke();
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(colors.muted)
      .text(c.receipt(i + 1), x, top + RECEIPT + 2, { width: slot, align: 'center', lineBreak: false });
    x += slot + 8;
  }
  doc.y = top + RECEIPT + 14;
}

/** The owner's declaration, dated and signed by hand: kept whole on one page. */
function declaration(doc: Doc, c: ReportCopy, input: DossierInput) {
  const width = contentWidth(doc);
  const count = input.sections.reduce((n, s) => n + s.items.length, 0);
  const text = c.declaration(input.owner.name.trim() || c.declarationUnnamed, count);
  const dated = c.declarationDate(longDate(input.date, input.lang), input.scope);
  doc.font('regular').fontSize(10.5);
  const needed = 60 + doc.heightOfString(text, { width }) + doc.heightOfString(dated, { width }) + 150;
  if (doc.y + needed > bottom(doc)) doc.addPage();
  else doc.moveDown(1.5);
  doc.font('bold').fontSize(15).fillColor(colors.accent).text(c.declarationTitle, MARGIN, doc.y, { width });
  doc.moveDown(0.6);
  doc.font('regular').fontSize(10.5).fillColor(colors.text).text(text, MARGIN, doc.y, { width, lineGap: 2 });
  doc.moveDown(0.6);
  doc.fontSize(9.5).fillColor(colors.muted).text(dated, MARGIN, doc.y, { width });
  doc.moveDown(1.5);
  const line = (label: string, x: number, y: number, w: number) => {
    doc
      .font('regular')
      .fontSize(10.5)
      .fillColor(colors.text)
      .text(`${label}${colon(input.lang)}`, x, y, {
        lineBreak: false,
      });
    const start = x + doc.widthOfString(`${label}${colon(input.lang)}`) + 4;
    doc
      .moveTo(start, y + 12)
      .lineTo(x + w, y + 12)
      .strokeColor(colors.muted)
      .lineWidth(0.6)
      .stroke();
  };
  const y = doc.y;
  line(c.doneAt, MARGIN, y, width * 0.55);
  line(c.on, MARGIN + width * 0.6, y, width * 0.4);
  const signY = y + 36;
  doc
    .font('regular')
    .fontSize(10.5)
    .fillColor(colors.text)
    .text(`${c.signature}${colon(input.lang)}`, MARGIN, signY);
  doc
    .rect(MARGIN, signY + 18, width * 0.55, 70)
    .strokeColor(colors.rule)
    .lineWidth(0.6)
    .stroke();
  doc.y = signY + 18 + 70 + GAP;
}

/** "Page n of N" needs N: written once every page exists, below the bottom margin. */
function footers(doc: Doc, c: ReportCopy, owner: string) {
  const { start, count } = doc.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    doc.switchToPage(i);
    const keep = doc.page.margins.bottom;
    // Text below the margin would otherwise open a new page.
    doc.page.margins.bottom = 0;
    const y = doc.page.height - 32;
    const width = doc.page.width - 2 * MARGIN;
    doc
      .moveTo(MARGIN, y - 6)
      .lineTo(MARGIN + width, y - 6)
      .strokeColor(colors.rule)
      .lineWidth(0.5)
      .stroke();
    doc.font('regular').fontSize(8).fillColor(colors.muted);
    const who = owner.trim() ? `${c.footer} · ${owner}` : c.footer;
    doc.text(who, MARGIN, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(c.page(i - start + 1, count), MARGIN + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = keep;
  }
}
