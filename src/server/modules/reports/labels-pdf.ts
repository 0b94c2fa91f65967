import QRCode from 'qrcode';
import { colors, createDoc, finish, MM, type Doc } from './pdf-doc';

/**
 * QR labels. A sheet is the common A4 layout of 3 × 8 labels of 70 × 37 mm (sold pre-cut), so nothing is
 * drawn but the labels themselves; a single label is a page of the label's own size, for label printers.
 * The QR code is drawn as vector squares: sharp at any printer resolution and a few hundred bytes each.
 */

export interface Label {
  url: string;
  name: string;
  room: string | null;
  id: number;
}

const COLS = 3;
const ROWS = 8;
const W = 70 * MM;
const H = 37 * MM;
const PAD = 2 * MM;
const QR = H - 2 * PAD;
// The sheet's labels cover 296 of the page's 297 mm: the half millimetre left is split top and bottom.
const SHEET_TOP = 0.5 * MM;

export const LABELS_PER_SHEET = COLS * ROWS;

export async function renderLabelSheet(
  labels: Label[],
  meta: { title: string; author: string; lang: string },
): Promise<Buffer> {
  return finish(drawLabelSheet(labels, meta));
}

/** The sheet laid out, not yet ended; `onLabel` after each label (progress). */
export function drawLabelSheet(
  labels: Label[],
  meta: { title: string; author: string; lang: string },
  onLabel?: () => void,
): Doc {
  const doc = createDoc({ ...meta, margin: 0 });
  labels.forEach((label, i) => {
    const slot = i % LABELS_PER_SHEET;
    if (slot === 0) doc.addPage({ size: 'A4', margin: 0 });
    drawLabel(doc, label, (slot % COLS) * W, SHEET_TOP + Math.floor(slot / COLS) * H);
    onLabel?.();
  });
  if (labels.length === 0) doc.addPage({ size: 'A4', margin: 0 });
  return doc;
}

export async function renderSingleLabel(
  label: Label,
  meta: { title: string; author: string; lang: string },
): Promise<Buffer> {
  const doc = createDoc({ ...meta, margin: 0 });
  doc.addPage({ size: [W, H], margin: 0 });
  drawLabel(doc, label, 0, 0);
  return finish(doc);
}

function drawLabel(doc: Doc, label: Label, x: number, y: number) {
  drawQr(doc, label.url, x + PAD, y + PAD, QR);
  const textX = x + PAD + QR + 2.5 * MM;
  const width = x + W - PAD - textX;
  doc.font('bold').fontSize(9).fillColor(colors.text);
  doc.text(label.name, textX, y + PAD + 1, { width, height: 34, ellipsis: true });
  if (label.room) {
    const line = Math.max(doc.y, y + PAD + 12) + 2;
    doc
      .font('regular')
      .fontSize(7.5)
      .fillColor(colors.muted)
      .text(label.room, textX, line, { width, height: 18, ellipsis: true });
  }
  doc
    .font('regular')
    .fontSize(6.5)
    .fillColor(colors.muted)
    .text(`N° ${label.id}`, textX, y + H - PAD - 8, { width, lineBreak: false });
}

/** Dark modules as rectangles, one per horizontal run (no hairline seams between neighbours when printed). */
function drawQr(doc: Doc, text: string, x: number, y: number, size: number) {
  const qr = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const n = qr.modules.size;
  // The standard quiet zone of four modules, inside the square: with less, readers miss codes on a full sheet.
  const cell = size / (n + 8);
  const at = (v: number) => v * cell;
  for (let r = 0; r < n; r++) {
    for (let c = 0; c < n;) {
      if (!qr.modules.get(r, c)) {
        c++;
        continue;
      }
      const start = c;
      while (c < n && qr.modules.get(r, c)) c++;
      doc.rect(x + at(start + 4), y + at(r + 4), at(c - start), cell);
    }
  }
  doc.fillColor('#000000').fill();
}
