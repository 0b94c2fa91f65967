import sharp from 'sharp';

/**
 * A cheap look for text on a photo, so that the text reader (hundreds of milliseconds to seconds of a
 * core) runs only on photos that may hold a mark, a label or a signature. It finds what printed and stamped
 * characters look like at small size: blobs that stand out from their surroundings, of a letter's size and
 * shape, lined up side by side at the same height in a row of at least three. A photo of an object with no
 * writing mostly has none; a photo of a label or a hallmark has one or more rows.
 *
 * It must rather say "maybe" than miss a mark (a missed hallmark costs a maker): the thresholds are tuned
 * for recall on rendered marks pasted onto the dev set's photos (`npm run bench -- text-prepass`).
 */

/** Longest side the photo is looked at, in pixels: capitals the reader can read are ≥ 7 px at this size. */
export const PREPASS_SIDE = 768;
/**
 * The thresholds, in pixels at PREPASS_SIDE unless said otherwise. Tuned on dev (bench/text-prepass.ts):
 * every rendered mark the reader reads is caught, and as many plain photos as possible are skipped.
 */
export const prepassSettings = {
  /** Half the side of the window a pixel is compared with (its local mean). */
  radius: 12,
  /** How much darker (or lighter) than its surroundings a pixel must be to count as ink, 0–255. */
  contrast: 30,
  /** Height range of a character. */
  minHeight: 7,
  maxHeight: 90,
  /** Widest character, in heights (merged letters such as "rn" included). */
  maxWidth: 1.6,
  /** Share of a character's box its ink fills. */
  minFill: 0.12,
  maxFill: 0.9,
  /** Neighbours in a row: tallest over shortest. */
  heightRatio: 1.3,
  /** Neighbours in a row: their centres differ by at most this share of the taller one's height. */
  centreShift: 0.2,
  /** Neighbours in a row: their tops or their bottoms (baseline) differ by at most this share. */
  edgeShift: 0.15,
  /** Neighbours in a row: the space between them, in heights. */
  maxGap: 1,
  /** Characters in a row before it counts as text. */
  minRow: 3,
  /** Rows before the photo is worth reading. */
  minRows: 1,
};
export type PrepassSettings = typeof prepassSettings;

/**
 * A row this long is most likely writing: on dev, 47 of the 53 rendered marks the reader reads have one,
 * and 11 of the 31 plain photos the pre-pass lets through. A busy reader takes only these.
 */
export const CLEAR_ROW = 5;

export interface TextLikelihood {
  /** True when the photo may hold text and is worth reading. */
  likely: boolean;
  /** Rows of at least MIN_ROW character-like blobs found. */
  rows: number;
  /** The longest row, in characters. */
  longest: number;
  ms: number;
}

interface Blob {
  left: number;
  right: number;
  top: number;
  bottom: number;
  pixels: number;
}

/**
 * Whether a photo may hold text: an encoded photo, or a grey raw image (one byte a pixel) the caller has
 * already decoded. An undecodable photo gives `likely: false` (the reader would find nothing either).
 */
export async function textLikelihood(
  image: Buffer | { grey: Buffer; width: number; height: number },
): Promise<TextLikelihood> {
  const started = performance.now();
  try {
    const input = Buffer.isBuffer(image)
      ? sharp(image, { failOn: 'none', limitInputPixels: 64_000_000 })
      : sharp(image.grey, { raw: { width: image.width, height: image.height, channels: 1 } });
    const { data, info } = await input
      .resize(PREPASS_SIDE, PREPASS_SIDE, { fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const found = textRowsOf(data, info.width, info.height, info.channels);
    return { ...found, ms: performance.now() - started };
  } catch {
    return { likely: false, rows: 0, longest: 0, ms: performance.now() - started };
  }
}

/** The rows of character-like blobs in a grey image (row-major, `channels` bytes a pixel, the first read). */
export function textRowsOf(
  data: Uint8Array,
  width: number,
  height: number,
  channels = 1,
  settings: PrepassSettings = prepassSettings,
): Omit<TextLikelihood, 'ms'> {
  const n = width * height;
  const grey = new Uint8Array(n);
  for (let i = 0; i < n; i++) grey[i] = data[i * channels];
  const mean = localMean(grey, width, height, settings.radius);
  let rows = 0;
  let longest = 0;
  // Dark ink on a light ground, then light on dark (an engraved or stamped mark often reads as either).
  for (const sign of [1, -1]) {
    const ink = new Uint8Array(n);
    for (let i = 0; i < n; i++) ink[i] = sign * (mean[i] - grey[i]) > settings.contrast ? 1 : 0;
    const found = rowsOf(characterBlobs(blobsOf(ink, width, height), settings), settings);
    rows += found.rows;
    longest = Math.max(longest, found.longest);
  }
  return { likely: rows >= settings.minRows, rows, longest };
}

/** The mean of each pixel's (2r+1)² window, from an integral image. */
function localMean(grey: Uint8Array, width: number, height: number, r: number): Float32Array {
  const w1 = width + 1;
  const sum = new Float64Array(w1 * (height + 1));
  for (let y = 0; y < height; y++) {
    let row = 0;
    for (let x = 0; x < width; x++) {
      row += grey[y * width + x];
      sum[(y + 1) * w1 + x + 1] = sum[y * w1 + x + 1] + row;
    }
  }
  const mean = new Float32Array(width * height);
  for (let y = 0; y < height; y++) {
    const y0 = Math.max(0, y - r);
    const y1 = Math.min(height, y + r + 1);
    for (let x = 0; x < width; x++) {
      const x0 = Math.max(0, x - r);
      const x1 = Math.min(width, x + r + 1);
      const s = sum[y1 * w1 + x1] - sum[y0 * w1 + x1] - sum[y1 * w1 + x0] + sum[y0 * w1 + x0];
      mean[y * width + x] = s / ((y1 - y0) * (x1 - x0));
    }
  }
  return mean;
}

/**
 * Connected regions (8-neighbours) of set pixels, in one pass: each pixel takes a neighbour's provisional
 * label, touching labels are merged (union-find on labels, not pixels) and the boxes summed by root.
 */
function blobsOf(ink: Uint8Array, width: number, height: number): Blob[] {
  const labels = new Int32Array(ink.length);
  let parent = new Int32Array(1024);
  let boxes = new Int32Array(1024 * 5);
  let count = 0;
  const find = (l: number): number => {
    while (parent[l] !== l) {
      parent[l] = parent[parent[l]];
      l = parent[l];
    }
    return l;
  };
  const union = (a: number, b: number): number => {
    const ra = find(a);
    const rb = find(b);
    if (ra === rb) return ra;
    if (ra < rb) {
      parent[rb] = ra;
      return ra;
    }
    parent[ra] = rb;
    return rb;
  };
  for (let y = 0; y < height; y++) {
    const row = y * width;
    for (let x = 0; x < width; x++) {
      const i = row + x;
      if (!ink[i]) continue;
      // Neighbours already labelled: west, then north-west, north and north-east on the row above.
      let label = x > 0 ? labels[i - 1] : 0;
      if (y > 0) {
        const up = i - width;
        for (let k = x > 0 ? -1 : 0; k <= (x < width - 1 ? 1 : 0); k++) {
          const other = labels[up + k];
          if (!other || other === label) continue;
          label = label ? union(label, other) : other;
        }
      }
      if (!label) {
        label = ++count;
        if (label >= parent.length) {
          const grownParent = new Int32Array(parent.length * 2);
          grownParent.set(parent);
          parent = grownParent;
          const grownBoxes = new Int32Array(boxes.length * 2);
          grownBoxes.set(boxes);
          boxes = grownBoxes;
        }
        parent[label] = label;
        const b = label * 5;
        boxes[b] = x;
        boxes[b + 1] = x;
        boxes[b + 2] = y;
        boxes[b + 3] = y;
        boxes[b + 4] = 0;
      }
      labels[i] = label;
      const b = label * 5;
      if (x < boxes[b]) boxes[b] = x;
      if (x > boxes[b + 1]) boxes[b + 1] = x;
      if (y > boxes[b + 3]) boxes[b + 3] = y;
      boxes[b + 4]++;
    }
  }
  const byRoot = new Map<number, Blob>();
  for (let l = 1; l <= count; l++) {
    const root = find(l);
    const b = l * 5;
    const blob = byRoot.get(root);
    if (!blob)
      byRoot.set(root, {
        left: boxes[b],
        right: boxes[b + 1],
        top: boxes[b + 2],
        bottom: boxes[b + 3],
        pixels: boxes[b + 4],
      });
    else {
      blob.left = Math.min(blob.left, boxes[b]);
      blob.right = Math.max(blob.right, boxes[b + 1]);
      blob.top = Math.min(blob.top, boxes[b + 2]);
      blob.bottom = Math.max(blob.bottom, boxes[b + 3]);
      blob.pixels += boxes[b + 4];
    }
  }
  return [...byRoot.values()];
}

/** Blobs of a character's size and shape: not a speck, not a long edge, neither solid nor a thin outline. */
function characterBlobs(blobs: Blob[], s: PrepassSettings): Blob[] {
  return blobs.filter((b) => {
    const w = b.right - b.left + 1;
    const h = b.bottom - b.top + 1;
    if (h < s.minHeight || h > s.maxHeight) return false;
    if (w > h * s.maxWidth || w * 8 < h) return false;
    const fill = b.pixels / (w * h);
    return fill >= s.minFill && fill <= s.maxFill;
  });
}

/**
 * Rows: each blob is linked to its nearest right neighbour of about the same height, at the same height,
 * close by; chains of MIN_ROW or more are rows of text.
 */
function rowsOf(blobs: Blob[], s: PrepassSettings): { rows: number; longest: number } {
  const sorted = [...blobs].sort((a, b) => a.left - b.left);
  const next = new Int32Array(sorted.length).fill(-1);
  const hasPrevious = new Uint8Array(sorted.length);
  for (let i = 0; i < sorted.length; i++) {
    const a = sorted[i];
    const ha = a.bottom - a.top + 1;
    const cy = (a.top + a.bottom) / 2;
    let best = -1;
    let bestGap = Infinity;
    for (let j = i + 1; j < sorted.length; j++) {
      const b = sorted[j];
      const gap = b.left - a.right;
      if (gap > ha * s.maxGap) break;
      if (gap < -ha * 0.2 || hasPrevious[j]) continue;
      const hb = b.bottom - b.top + 1;
      const tallest = Math.max(ha, hb);
      if (tallest > s.heightRatio * Math.min(ha, hb)) continue;
      if (Math.abs((b.top + b.bottom) / 2 - cy) > s.centreShift * tallest) continue;
      const edge = Math.min(Math.abs(b.top - a.top), Math.abs(b.bottom - a.bottom));
      if (edge > s.edgeShift * tallest) continue;
      if (gap < bestGap) {
        bestGap = gap;
        best = j;
      }
    }
    if (best >= 0) {
      next[i] = best;
      hasPrevious[best] = 1;
    }
  }
  let rows = 0;
  let longest = 0;
  for (let i = 0; i < sorted.length; i++) {
    if (hasPrevious[i]) continue;
    let length = 1;
    for (let j = next[i]; j >= 0; j = next[j]) length++;
    if (length >= s.minRow) rows++;
    longest = Math.max(longest, length);
  }
  return { rows, longest };
}
