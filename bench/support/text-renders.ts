import sharp from 'sharp';

/**
 * Photos with a mark on them, for measuring the text pre-pass: a maker's name or hallmark rendered in a
 * plain font and pasted onto a real photo, at the sizes, contrasts and slants marks have on objects. Each
 * photo's settings follow from its index, so the set is the same on every run.
 */
export const MARKS = [
  'CHRISTOFLE',
  'STERLING 925',
  'DAUM NANCY',
  'BACCARAT',
  'LONGINES',
  'MEISSEN',
  'LIMOGES FRANCE',
  'ERCUIS',
  'PUIFORCAT',
  'LALIQUE',
  'SWISS MADE',
  'GIEN',
  'HERMES PARIS',
  'CARTIER',
  'OMEGA',
  'SEVRES',
];
const FONTS = ['DejaVu Sans', 'DejaVu Serif', 'DejaVu Sans Mono', 'DejaVu Sans Condensed'];
/** Font sizes in pixels once the photo is reduced to 1024 px, the size the reader reads it at. */
export const SIZES = [16, 20, 26, 34, 48, 70];

export interface MarkRender {
  image: Buffer;
  mark: string;
  size: number;
  font: string;
  /** Ink on the ground (strong, weak) or struck into it (stamped: a light and a dark edge, no ink). */
  contrast: 'strong' | 'weak' | 'stamped';
  angle: number;
}

/** A small deterministic generator (mulberry32): the same numbers for the same index. */
function random(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const escape = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/** The photo (as stored: upright, ≤ 2048 px) with mark number `index` pasted on it. */
export async function renderMark(photo: Buffer, index: number): Promise<MarkRender> {
  const next = random(index * 7919 + 13);
  const mark = MARKS[index % MARKS.length];
  const size = SIZES[Math.floor(next() * SIZES.length)];
  const font = FONTS[Math.floor(next() * FONTS.length)];
  const draw = next();
  const contrast = draw < 0.55 ? 'strong' : draw < 0.8 ? 'weak' : 'stamped';
  const angle = Math.round((next() * 2 - 1) * 8);
  const base = sharp(photo).rotate();
  const { width = 1024, height = 768 } = await base.metadata();
  const scale = Math.max(width, height) / 1024;
  const px = Math.round(size * scale);
  const textWidth = Math.round(mark.length * px * 0.72);
  const x = Math.round(next() * Math.max(1, width - textWidth - 2 * px)) + px;
  const y = Math.round(next() * Math.max(1, height - 3 * px)) + 2 * px;
  // The ink is the opposite of the ground where the mark goes: dark on light, light on dark.
  const spot = await sharp(photo)
    .rotate()
    .extract({
      left: Math.min(x, width - 1),
      top: Math.max(0, Math.min(y - px, height - 1)),
      width: Math.max(1, Math.min(textWidth, width - x)),
      height: Math.max(1, Math.min(px, height - Math.max(0, y - px))),
    })
    .greyscale()
    .stats();
  const ground = spot.channels[0].mean;
  const grey = (v: number) => {
    const g = Math.round(Math.max(0, Math.min(255, v)));
    return `rgb(${g},${g},${g})`;
  };
  const text = (dx: number, dy: number, fill: string) =>
    `<text x="${x + dx}" y="${y + dy}" font-family="${font}" font-size="${px}" fill="${fill}" transform="rotate(${angle} ${x} ${y})">${escape(mark)}</text>`;
  let drawn: string;
  if (contrast === 'stamped') {
    // A struck mark: the walls of the letters catch the light on one side and are shaded on the other.
    const o = Math.max(1, Math.round(px / 24));
    drawn = text(-o, -o, grey(ground - 90)) + text(o, o, grey(ground + 90)) + text(0, 0, grey(ground - 25));
  } else {
    const delta = contrast === 'strong' ? 150 : 70;
    drawn = text(0, 0, grey(ground > 128 ? ground - delta : ground + delta));
  }
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">${drawn}</svg>`;
  const image = await base
    .composite([{ input: Buffer.from(svg), top: 0, left: 0 }])
    .jpeg({ quality: 85 })
    .toBuffer();
  return { image, mark, size, font, contrast, angle };
}
