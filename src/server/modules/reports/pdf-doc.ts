import { createWriteStream } from 'node:fs';
import path from 'node:path';
import * as fontkit from 'fontkit';
import PDFDocument from 'pdfkit';
import { appRoot } from '../../paths';

/**
 * pdfkit documents with DejaVu Sans embedded: the standard PDF fonts have no € and miss many accents a
 * French inventory is full of. Only the glyphs used are embedded (pdfkit subsets), so a page stays small.
 */

const fontDir = path.join(appRoot, 'assets', 'fonts');
export const REGULAR = path.join(fontDir, 'DejaVuSans.ttf');
export const BOLD = path.join(fontDir, 'DejaVuSans-Bold.ttf');

/** Joiners, selectors, skin tones and tags only shape the emoji they sit in: dropped with it. */
const shaping = (cp: number) =>
  cp === 0x200d ||
  cp === 0xfe0e ||
  cp === 0xfe0f ||
  (cp >= 0x1f3fb && cp <= 0x1f3ff) ||
  (cp >= 0xe0020 && cp <= 0xe007f);
let drawable: ((codePoint: number) => boolean) | undefined;

/**
 * A user's text as the embedded font can print it: characters it has no glyph for (emoji, most symbols
 * outside DejaVu Sans, other scripts' rare signs) are left out rather than printed as empty boxes, and the
 * spaces they leave are closed up. "🏠 Salon ★" prints "Salon ★". A text of nothing but such characters
 * becomes empty: the caller prints its own placeholder.
 */
export function printableText(text: string): string {
  if (!drawable) {
    const regular = fontkit.openSync(REGULAR);
    const bold = fontkit.openSync(BOLD);
    drawable = (cp) => regular.hasGlyphForCodePoint(cp) && bold.hasGlyphForCodePoint(cp);
  }
  let out = '';
  for (const ch of text) {
    const cp = ch.codePointAt(0)!;
    if (shaping(cp)) continue;
    // Line breaks and tabs are layout, not glyphs.
    if (cp === 10 || cp === 9 || drawable(cp)) out += ch;
    else out += ' ';
  }
  return out
    .replace(/[^\S\n]{2,}/g, ' ')
    .replace(/ *\n */g, '\n')
    .trim();
}

/** 1 mm in PDF points. */
export const MM = 72 / 25.4;

export const colors = { text: '#1c1917', muted: '#57534e', rule: '#d6d3d1', accent: '#92400e' } as const;

export type Doc = PDFKit.PDFDocument;

export function createDoc(options: { title: string; author: string; margin: number; lang: string }): Doc {
  const doc = new PDFDocument({
    size: 'A4',
    margin: options.margin,
    bufferPages: true,
    lang: options.lang,
    info: { Title: options.title, Author: options.author, Creator: 'Trouvaille' },
    autoFirstPage: false,
  });
  doc.registerFont('regular', REGULAR);
  doc.registerFont('bold', BOLD);
  // Opened by its registered name first, so pdfkit caches it under that name: given to the constructor
  // as a path, every later font('regular') parsed the 700 kB file again (30 ms an object in a dossier).
  doc.font('regular');
  return doc;
}

/** Ends the document and gathers its bytes (pages are buffered anyway, for "page n of N"). */
export function finish(doc: Doc): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
    doc.end();
  });
}

/** Ends the document into a file on disk (large dossiers: never the whole PDF in memory). */
export function finishTo(doc: Doc, file: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const out = createWriteStream(file, { mode: 0o600 });
    out.on('finish', () => resolve());
    out.on('error', reject);
    doc.on('error', reject);
    doc.pipe(out);
    doc.end();
  });
}

/** A file name part from a user's text: ASCII letters and digits only, so every browser keeps it. */
export function slug(text: string): string {
  const s = text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);
  return s || 'collection';
}
