import { availableParallelism } from 'node:os';
import sharp, { type Metadata } from 'sharp';
import { AppError } from '../errors';
import { stripJpegMetadata } from './jpeg-strip';
import { createLimiter } from './limit';

/**
 * Larger than any phone's default output (12–50 MP) yet small enough that a crafted file declaring huge
 * dimensions (a decompression bomb) is refused before it is decoded.
 */
export const MAX_INPUT_PIXELS = 50_000_000;
/** Long side of the stored image: enough to read a hallmark, small enough to send to a model. */
export const NORMALISED_MAX_SIDE = 2048;
export const THUMBNAIL_MAX_SIDE = 320;

const cores = availableParallelism();
// One libvips thread per operation, and as many operations at once as cores: on a 2-core machine this
// keeps ten concurrent uploads from multiplying decode buffers (memory) and thrashing the CPU.
sharp.concurrency(1);
sharp.cache({ memory: 16, files: 0, items: 20 });
const limit = createLimiter(Math.max(1, cores));

export type AcceptedFormat = 'jpeg' | 'png' | 'webp';

export interface ProcessedImage {
  /** JPEG, upright, no metadata, long side ≤ NORMALISED_MAX_SIDE */
  image: Buffer;
  /** WebP, long side ≤ THUMBNAIL_MAX_SIDE */
  thumbnail: Buffer;
  width: number;
  height: number;
  sourceFormat: AcceptedFormat;
}

// VALIDATION (400), not UNSUPPORTED_MEDIA (415): the request itself is well-formed multipart; it is a
// file inside it that is not a photo.
const unsupported = (what: string) => new AppError('VALIDATION', `${what}: send a JPEG, PNG or WebP photo`);
const unreadable = () => new AppError('VALIDATION', 'The photo is damaged or incomplete and cannot be read');

/** Judged by the bytes, never by the file name or the declared type. */
export function sniffFormat(data: Buffer): AcceptedFormat | 'heic' | null {
  if (data.length >= 3 && data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) return 'jpeg';
  if (
    data.length >= 8 &&
    data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))
  ) {
    return 'png';
  }
  if (
    data.length >= 12 &&
    data.toString('latin1', 0, 4) === 'RIFF' &&
    data.toString('latin1', 8, 12) === 'WEBP'
  ) {
    return 'webp';
  }
  if (data.length >= 12 && data.toString('latin1', 4, 8) === 'ftyp') {
    const brand = data.toString('latin1', 8, 12);
    if (['heic', 'heix', 'hevc', 'hevx', 'heim', 'heis', 'mif1', 'msf1'].includes(brand)) return 'heic';
  }
  return null;
}

/**
 * Checks one uploaded photo and produces what is stored: upright (EXIF orientation applied), every
 * metadata block dropped (GPS above all), long side at most 2048 px, as JPEG, plus a WebP thumbnail.
 * Throws AppError 4xx for anything the user sent wrong; nothing is written anywhere.
 */
export function processImage(data: Buffer): Promise<ProcessedImage> {
  return limit(async () => {
    const format = sniffFormat(data);
    if (format === 'heic') throw unsupported('HEIC photos cannot be read on this server');
    if (!format) throw unsupported('This file is not a supported image');

    let meta: Metadata;
    try {
      // Header only, so no pixel limit yet: the count is checked below with a clear message.
      meta = await sharp(data, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable();
    }
    if (meta.format !== format) throw unsupported('This file is not a supported image');
    const width = meta.width ?? 0;
    const height = meta.height ?? 0;
    if (width * height > MAX_INPUT_PIXELS) {
      throw new AppError(
        'PAYLOAD_TOO_LARGE',
        `The photo is too large (${Math.round((width * height) / 1e6)} megapixels; at most ${MAX_INPUT_PIXELS / 1e6})`,
      );
    }

    const image = (await strippedAsIs(data, meta)) ?? (await reencode(data, meta));
    let thumbnail: Buffer;
    try {
      // From the stored image: already upright, decoded shrunk (shrink-on-load), so cheap; decoding it in
      // full here is also what proves a kept-as-is JPEG is complete. effort 0: at 320 px the smallest
      // encoder effort looks the same and is several times faster.
      thumbnail = await sharp(image.data, { failOn: 'truncated' })
        .resize({
          width: THUMBNAIL_MAX_SIDE,
          height: THUMBNAIL_MAX_SIDE,
          fit: 'inside',
          withoutEnlargement: true,
        })
        .webp({ quality: 70, effort: 0 })
        .toBuffer();
    } catch {
      throw unreadable();
    }
    return { image: image.data, thumbnail, width: image.width, height: image.height, sourceFormat: format };
  });
}

type Stored = { data: Buffer; width: number; height: number };

/**
 * The common case of the app's own camera (a canvas JPEG, upright, sRGB, ≤ 1920 px) needs no decoding:
 * its metadata segments are cut out and the compressed image kept as it is. Anything else is re-encoded.
 */
async function strippedAsIs(data: Buffer, meta: Metadata): Promise<Stored | null> {
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  const plain =
    meta.format === 'jpeg' &&
    (meta.orientation ?? 1) === 1 &&
    !meta.hasProfile &&
    (meta.space === 'srgb' || meta.space === 'b-w') &&
    Math.max(width, height) <= NORMALISED_MAX_SIDE;
  if (!plain) return null;
  const stripped = stripJpegMetadata(data);
  if (!stripped) return null;
  // Belt and braces on the privacy promise: libvips must find no metadata block left either.
  const check = await sharp(stripped)
    .metadata()
    .catch(() => null);
  if (
    !check ||
    check.exif ||
    check.xmp ||
    check.iptc ||
    check.icc ||
    check.orientation ||
    check.comments?.length
  ) {
    return null;
  }
  return { data: stripped, width, height };
}

async function reencode(data: Buffer, meta: Metadata): Promise<Stored> {
  try {
    // failOn 'truncated': refuse cut-off files, but tolerate the harmless warnings many cameras produce.
    let pipeline = sharp(data, {
      limitInputPixels: MAX_INPUT_PIXELS,
      failOn: 'truncated',
      sequentialRead: true,
    })
      .autoOrient()
      .resize({
        width: NORMALISED_MAX_SIDE,
        height: NORMALISED_MAX_SIDE,
        fit: 'inside',
        withoutEnlargement: true,
      });
    // JPEG has no transparency: a transparent PNG or WebP is laid on white rather than black.
    if (meta.hasAlpha) pipeline = pipeline.flatten({ background: '#ffffff' });
    // Single-pass Huffman coding: about 15% less CPU per photo for files a few percent larger.
    const { data: out, info } = await pipeline
      .jpeg({ quality: 85, optimiseCoding: false })
      .toBuffer({ resolveWithObject: true });
    return { data: out, width: info.width, height: info.height };
  } catch {
    throw unreadable();
  }
}

/** A smaller JPEG for a remote model (fewer tokens, faster upload); the stored image stays as it is. */
export function downscaleForModel(data: Buffer, maxSide: number): Promise<Buffer> {
  return limit(() =>
    sharp(data)
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer(),
  );
}
