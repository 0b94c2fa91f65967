import type { Language } from '../../../contracts/analysis';
import { euros, longDate, reportCopy, type ReportCopy } from './copy';
import { colors, createDoc, finish, type Doc } from './pdf-doc';

/** The insurance dossier's layout: cover, then each room's objects with photo and facts, then its summary. */

export interface DossierItem {
  name: string;
  category: string;
  period: string;
  maker: string;
  condition: string;
  low: number | null;
  high: number | null;
  /** 0–100 */
  confidence: number | null;
  /**
   * What the range rests on, in one line of the analysis's language ("Based on 707 recorded prices…");
   * null when unknown (an estimate typed by the owner, an object saved before it existed): a rough guide.
   */
  basis: string | null;
  lastEstimate: Date | string;
  notes: string;
  /** Read when the object is laid out, so only one photo is in memory at a time. */
  photo: () => Promise<Buffer | null>;
}

export interface DossierSection {
  title: string;
  subtitle?: string;
  items: DossierItem[];
}

export interface DossierInput {
  lang: Language;
  showValues: boolean;
  owner: string;
  address: string | null;
  scope: string;
  date: Date;
  sections: DossierSection[];
  /** Called after each object is laid out (progress). */
  onItem?: () => void;
}

const MARGIN = 50;
const PHOTO = 130;
const GAP = 14;

/** Low = the low ends; high = the high ends, or the low end when an object has only that (as the houses' totals). */
export function totals(items: Pick<DossierItem, 'low' | 'high'>[]): { low: number; high: number } {
  return items.reduce<{ low: number; high: number }>(
    (t, i) => ({ low: t.low + (i.low ?? 0), high: t.high + (i.high ?? i.low ?? 0) }),
    { low: 0, high: 0 },
  );
}

function range(low: number | null, high: number | null, lang: Language): string {
  if (low !== null && high !== null)
    return low === high ? euros(low, lang) : `${euros(low, lang)} – ${euros(high, lang)}`;
  const one = low ?? high;
  return one === null ? '—' : euros(one, lang);
}

export async function renderDossier(input: DossierInput): Promise<Buffer> {
  return finish(await drawDossier(input));
}

/** The whole dossier laid out, not yet ended: the caller ends it into memory or into a file. */
export async function drawDossier(input: DossierInput): Promise<Doc> {
  const c = reportCopy(input.lang);
  const doc = createDoc({
    title: `${c.dossierTitle} · ${input.scope}`,
    author: input.owner,
    margin: MARGIN,
    lang: input.lang,
  });
  const all = input.sections.flatMap((s) => s.items);
  cover(doc, c, input, all);
  for (const section of input.sections) await roomSection(doc, c, input, section);
  footers(doc, c, input.owner);
  return doc;
}

function cover(doc: Doc, c: ReportCopy, input: DossierInput, all: DossierItem[]) {
  doc.addPage();
  const width = doc.page.width - 2 * MARGIN;
  doc.font('bold').fontSize(24).fillColor(colors.accent).text(c.dossierTitle, MARGIN, 110, { width });
  doc.moveDown(0.3).font('regular').fontSize(14).fillColor(colors.muted).text(input.scope, { width });
  doc.moveDown(2);
  const sum = totals(all);
  const rows: [string, string][] = [
    [c.owner, input.owner],
    [c.address, input.address ?? '—'],
    [c.date, longDate(input.date, input.lang)],
    [c.scope, input.scope],
    [c.objectCount, String(all.length)],
    ...(input.showValues
      ? ([
          [c.totalLow, euros(sum.low, input.lang)],
          [c.totalHigh, euros(sum.high, input.lang)],
        ] as [string, string][])
      : []),
  ];
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('regular').fontSize(11).fillColor(colors.muted).text(label, MARGIN, y, { width: 170 });
    doc
      .font('bold')
      .fontSize(12)
      .fillColor(colors.text)
      .text(value, MARGIN + 180, y, { width: width - 180 });
    doc.moveDown(0.7);
  }
  doc.moveDown(1.5);
  doc.font('regular').fontSize(9.5).fillColor(colors.muted);
  if (!input.showValues) doc.text(c.valuesHidden, MARGIN, doc.y, { width }).moveDown(0.5);
  doc.text(c.coverNote, MARGIN, doc.y, { width });
  if (all.length === 0) doc.moveDown(1).fillColor(colors.text).fontSize(12).text(c.noObjects, { width });
}

const bottom = (doc: Doc) => doc.page.height - MARGIN;
const percent = (n: number, lang: Language) =>
  lang === 'en' ? `${Math.round(n)}%` : `${Math.round(n)}\u00a0%`;
// French puts a space before a colon, English does not.
const colon = (lang: Language) => (lang === 'en' ? ': ' : '\u00a0: ');
const pageCount = (doc: Doc) => doc.bufferedPageRange().count;

function facts(c: ReportCopy, input: DossierInput, item: DossierItem): [string, string][] {
  const rows: [string, string][] = [
    [c.category, item.category],
    [c.period, item.period],
    [c.maker, item.maker],
    [c.condition, item.condition],
  ];
  if (input.showValues) {
    rows.push([c.estimate, range(item.low, item.high, input.lang)]);
    // Its basis right under it, as a line of its own (no label).
    if (item.low !== null || item.high !== null) rows.push(['', item.basis ?? c.roughGuide]);
  }
  if (item.confidence !== null) rows.push([c.confidence, percent(item.confidence, input.lang)]);
  rows.push([c.lastEstimate, longDate(item.lastEstimate, input.lang)]);
  if (item.notes.trim()) rows.push([c.notes, item.notes.trim()]);
  return rows.filter(([, v]) => v.trim() !== '');
}

async function roomSection(doc: Doc, c: ReportCopy, input: DossierInput, section: DossierSection) {
  const width = doc.page.width - 2 * MARGIN;
  // A room starts on a fresh page unless its heading and a first object fit where the last one ended.
  if (pageCount(doc) === 1 || doc.y + 60 + PHOTO > bottom(doc)) doc.addPage();
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
  const text = input.showValues
    ? `${c.objects(section.items.length)} · ${range(sum.low, sum.high, input.lang)}`
    : c.objects(section.items.length);
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
    .text(text, MARGIN + 10, y + 19, { width: width - 20, lineBreak: false });
  doc.y = y + 34 + GAP;
}

async function object(doc: Doc, c: ReportCopy, input: DossierInput, item: DossierItem) {
  const textX = MARGIN + PHOTO + 16;
  const textWidth = doc.page.width - MARGIN - textX;
  const rows = facts(c, input, item);
  doc.font('bold').fontSize(12);
  let height = doc.heightOfString(item.name, { width: textWidth }) + 6;
  doc.font('regular').fontSize(9.5);
  for (const [label, value] of rows)
    height +=
      doc.heightOfString(label ? `${label}${colon(input.lang)}${value}` : value, { width: textWidth }) + 2;
  const blockHeight = Math.max(PHOTO, height);
  if (doc.y + Math.min(blockHeight, bottom(doc) - MARGIN) > bottom(doc)) doc.addPage();
  const top = doc.y;
  const page = pageCount(doc);

  const photo = await item.photo();
  if (photo) {
    doc.image(photo, MARGIN, top, { fit: [PHOTO, PHOTO], align: 'center', valign: 'center' });
  } else {
    doc.rect(MARGIN, top, PHOTO, PHOTO).fillColor('#f5f5f4').fill();
    doc
      .font('regular')
      .fontSize(9)
      .fillColor(colors.muted)
      .text(c.noPhoto, MARGIN, top + PHOTO / 2 - 6, { width: PHOTO, align: 'center' });
  }

  doc.font('bold').fontSize(12).fillColor(colors.text).text(item.name, textX, top, { width: textWidth });
  doc.moveDown(0.3);
  for (const [label, value] of rows) {
    if (!label) {
      doc.font('regular').fontSize(9).fillColor(colors.muted).text(value, textX, doc.y, { width: textWidth });
      doc.y += 2;
      continue;
    }
    doc
      .font('bold')
      .fontSize(9.5)
      .fillColor(colors.muted)
      .text(`${label}${colon(input.lang)}`, textX, doc.y, { width: textWidth, continued: true });
    doc.font('regular').fillColor(colors.text).text(value);
    doc.y += 2;
  }
  // Long notes may have run onto the next page: the photo's bottom only counts on the page it is on.
  doc.y = (pageCount(doc) === page ? Math.max(doc.y, top + PHOTO) : doc.y) + GAP / 2;
  doc
    .moveTo(MARGIN, doc.y)
    .lineTo(doc.page.width - MARGIN, doc.y)
    .strokeColor(colors.rule)
    .lineWidth(0.5)
    .stroke();
  doc.y += GAP / 2;
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
    doc.text(`${c.footer} · ${owner}`, MARGIN, y, { width: width - 90, lineBreak: false, ellipsis: true });
    doc.text(c.page(i - start + 1, count), MARGIN + width - 90, y, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    doc.page.margins.bottom = keep;
  }
}
