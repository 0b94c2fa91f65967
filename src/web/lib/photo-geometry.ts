/** The viewfinder is 3:4 (portrait), at most 360 px wide and 500 px high (docs/product.md#capture). */
export const VIEWFINDER_ASPECT = 3 / 4;

/** A capture fits within 1920x1080 (either way round) and is saved as JPEG 0.95. */
export const CAPTURE_MAX_LONG = 1920;
export const CAPTURE_MAX_SHORT = 1080;
export const CAPTURE_QUALITY = 0.95;

/**
 * What is sent for analysis: the server keeps a long side of 2048 and hands remote models 1568
 * (src/server/images/pipeline.ts, analysis/remote/analyzer.ts); 1600 covers both without shipping a
 * 12-megapixel original over a phone link. JPEG 0.85 is the server's own storage quality.
 */
export const UPLOAD_MAX_SIDE = 1600;
export const UPLOAD_QUALITY = 0.85;

export interface Rect {
  sx: number;
  sy: number;
  sw: number;
  sh: number;
}

/** The centred part of a w×h frame with the given width/height ratio: what an object-cover box shows. */
export function centredCrop(width: number, height: number, aspect: number): Rect {
  if (width / height > aspect) {
    const sw = Math.round(height * aspect);
    return { sx: Math.round((width - sw) / 2), sy: 0, sw, sh: height };
  }
  const sh = Math.round(width / aspect);
  return { sx: 0, sy: Math.round((height - sh) / 2), sw: width, sh };
}

/** Scales w×h down (never up) so its long side ≤ maxLong and its short side ≤ maxShort. */
export function fitWithin(
  width: number,
  height: number,
  maxLong: number,
  maxShort = maxLong,
): { width: number; height: number } {
  const long = Math.max(width, height);
  const short = Math.min(width, height);
  const scale = Math.min(1, maxLong / long, maxShort / short);
  return { width: Math.max(1, Math.round(width * scale)), height: Math.max(1, Math.round(height * scale)) };
}
