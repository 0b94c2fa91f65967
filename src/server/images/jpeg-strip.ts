/**
 * Removes every metadata segment from a JPEG without decoding it: APP0–APP15 (EXIF with GPS, XMP, ICC,
 * MPF, maker notes…), comments, and anything after the end-of-image marker (phones append second images
 * and trailers there). What remains is the image itself: quantisation and Huffman tables, frame, scans.
 *
 * It answers null whenever the file is outside the plain cases it handles with certainty (CMYK, Adobe
 * colour transform, arithmetic or lossless coding, unknown markers, damaged structure); the caller then
 * re-encodes with sharp, which is always safe, only slower.
 */
const SOI = 0xd8;
const EOI = 0xd9;
const SOS = 0xda;
const TABLES = new Set([0xdb /* DQT */, 0xc4 /* DHT */, 0xdd /* DRI */]);
// Baseline, extended sequential and progressive Huffman-coded frames: what cameras and browsers write.
const FRAMES = new Set([0xc0, 0xc1, 0xc2]);
const isApp = (m: number) => m >= 0xe0 && m <= 0xef;
const COM = 0xfe;
const APP14 = 0xee;

export function stripJpegMetadata(data: Buffer): Buffer | null {
  if (data.length < 4 || data[0] !== 0xff || data[1] !== SOI) return null;
  const kept: Buffer[] = [data.subarray(0, 2)];
  let frames = 0;
  let scans = 0;
  let i = 2;
  while (i + 1 < data.length) {
    if (data[i] !== 0xff) return null;
    // Fill bytes: any number of 0xFF may precede a marker.
    while (i + 1 < data.length && data[i + 1] === 0xff) i++;
    if (i + 1 >= data.length) return null;
    const marker = data[i + 1];
    if (marker === EOI) {
      if (frames !== 1 || scans === 0) return null;
      kept.push(Buffer.from([0xff, EOI]));
      return Buffer.concat(kept);
    }
    if (i + 4 > data.length) return null;
    const end = i + 2 + data.readUInt16BE(i + 2);
    if (end > data.length || end < i + 4) return null;
    const segment = data.subarray(i, end);

    if (marker === APP14) return null; // Adobe colour transform: dropping it could change the colours
    if (isApp(marker) || marker === COM) {
      i = end;
      continue;
    }
    if (FRAMES.has(marker)) {
      const precision = data[i + 4];
      const components = data[i + 9];
      if (precision !== 8 || (components !== 1 && components !== 3)) return null;
      frames++;
    } else if (marker === SOS) {
      if (frames !== 1) return null;
      scans++;
      kept.push(segment);
      const next = entropyEnd(data, end);
      if (next < 0) return null;
      kept.push(data.subarray(end, next));
      i = next;
      continue;
    } else if (!TABLES.has(marker)) {
      return null;
    }
    kept.push(segment);
    i = end;
  }
  return null; // no end-of-image marker: truncated
}

/** Index of the marker that ends a scan's entropy-coded data (stuffed 0xFF00 and restart markers are data). */
function entropyEnd(data: Buffer, from: number): number {
  let j = from;
  for (;;) {
    j = data.indexOf(0xff, j);
    if (j < 0 || j + 1 >= data.length) return -1;
    const next = data[j + 1];
    if (next === 0x00 || (next >= 0xd0 && next <= 0xd7) || next === 0xff) {
      j += next === 0xff ? 1 : 2;
      continue;
    }
    return j;
  }
}
