import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../errors';
import { processImage, sniffFormat } from './pipeline';
import * as fx from '../test/images';

/** JPEG marker segments (APPn carry EXIF, XMP, ICC...). */
function jpegMarkers(data: Buffer): number[] {
  const markers: number[] = [];
  let i = 2;
  while (i + 4 <= data.length && data[i] === 0xff) {
    const marker = data[i + 1];
    if (marker === 0xda) break; // start of scan: no more metadata segments
    markers.push(marker);
    i += 2 + data.readUInt16BE(i + 2);
  }
  return markers;
}

async function rejection(data: Buffer | Promise<Buffer>): Promise<AppError> {
  const err = await processImage(await data).then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe('processImage', () => {
  it('strips every metadata block, GPS above all', async () => {
    const input = await fx.jpegWithGps();
    const inMeta = await sharp(input).metadata();
    expect(inMeta.exif).toBeDefined();
    // GPS IFD pointer tag 0x8825, little or big endian
    expect(
      inMeta.exif!.includes(Buffer.from([0x25, 0x88])) || inMeta.exif!.includes(Buffer.from([0x88, 0x25])),
    ).toBe(true);

    const out = await processImage(input);
    const meta = await sharp(out.image).metadata();
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(jpegMarkers(out.image).filter((m) => m >= 0xe1 && m <= 0xef)).toEqual([]);
    expect(out.image.includes(Buffer.from('TestCam'))).toBe(false);
    const thumbMeta = await sharp(out.thumbnail).metadata();
    expect(thumbMeta.exif).toBeUndefined();
  });

  it('keeps a plain upright JPEG as it is, metadata cut out, same pixels', async () => {
    const input = await fx.jpegWithGps();
    const out = await processImage(input);
    const decode = (b: Buffer) => sharp(b).raw().toBuffer();
    expect((await decode(out.image)).equals(await decode(input))).toBe(true);
  });

  it('re-encodes a wide-gamut photo to sRGB without its profile', async () => {
    const p3 = await sharp(await fx.jpeg(400, 300))
      .withIccProfile('p3')
      .jpeg()
      .toBuffer();
    expect((await sharp(p3).metadata()).hasProfile).toBe(true);
    const out = await processImage(p3);
    const meta = await sharp(out.image).metadata();
    expect(meta.icc).toBeUndefined();
    expect(meta.space).toBe('srgb');
  });

  it('stores a sideways photo upright', async () => {
    const out = await processImage(await fx.sidewaysJpeg());
    expect([out.width, out.height]).toEqual([200, 300]);
    const meta = await sharp(out.image).metadata();
    expect(meta.orientation ?? 1).toBe(1);
    const { data, info } = await sharp(out.image).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [
      ...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3),
    ];
    const [r1, , b1] = pixel(100, 20);
    const [r2, , b2] = pixel(100, 280);
    expect(r1).toBeGreaterThan(200);
    expect(b1).toBeLessThan(60);
    expect(b2).toBeGreaterThan(200);
    expect(r2).toBeLessThan(60);
  });

  it('keeps the long side at most 2048 and makes a small WebP thumbnail', async () => {
    const out = await processImage(await fx.jpeg(3000, 1500));
    expect([out.width, out.height]).toEqual([2048, 1024]);
    const thumb = await sharp(out.thumbnail).metadata();
    expect(thumb.format).toBe('webp');
    expect(Math.max(thumb.width!, thumb.height!)).toBe(320);
  });

  it('accepts even a tiny photo: the analysis, not the upload, says it shows too little', async () => {
    const out = await processImage(await fx.tinyJpeg());
    expect([out.width, out.height]).toEqual([8, 8]);
  });

  it.each([
    ['png', fx.png],
    ['webp', fx.webp],
  ])('accepts %s and stores JPEG', async (_name, make) => {
    const out = await processImage(await make());
    expect((await sharp(out.image).metadata()).format).toBe('jpeg');
  });

  it.each([
    ['text renamed .jpg', fx.textFile, 400],
    ['gif', fx.gif, 400],
    ['tiff', fx.tiff, 400],
    ['avif', fx.avif, 400],
    ['svg', fx.svg, 400],
    ['heic', fx.heicHeader, 400],
    ['empty', async () => Buffer.alloc(0), 400],
    ['truncated jpeg', fx.truncated, 400],
    ['jpeg magic then garbage', fx.fakeJpeg, 400],
    ['png bomb', fx.pngBomb, 413],
    ['png declaring 100000²', async () => fx.pngDeclaring(100_000, 100_000), 413],
    ['webp declaring 16000²', () => fx.webpDeclaring(16_000, 16_000), 413],
  ] as const)('refuses %s', async (_name, make, status) => {
    const err = await rejection(make());
    expect(err.status).toBe(status);
  });
});

describe('sniffFormat', () => {
  it('judges by content', async () => {
    expect(sniffFormat(await fx.jpeg(64, 64))).toBe('jpeg');
    expect(sniffFormat(await fx.png(64, 64))).toBe('png');
    expect(sniffFormat(await fx.webp(64, 64))).toBe('webp');
    expect(sniffFormat(fx.heicHeader())).toBe('heic');
    expect(sniffFormat(fx.textFile())).toBeNull();
  });
});
