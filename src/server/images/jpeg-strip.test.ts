import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { stripJpegMetadata } from './jpeg-strip';
import * as fx from '../test/images';

/** Every marker of a JPEG before its first scan. */
function markers(data: Buffer): number[] {
  const out: number[] = [];
  let i = 2;
  while (i + 4 <= data.length && data[i] === 0xff && data[i + 1] !== 0xda) {
    out.push(data[i + 1]);
    i += 2 + data.readUInt16BE(i + 2);
  }
  return out;
}

const segment = (marker: number, body: Buffer) => {
  const len = Buffer.alloc(2);
  len.writeUInt16BE(body.length + 2);
  return Buffer.concat([Buffer.from([0xff, marker]), len, body]);
};

/** Puts a segment right after SOI. */
const withSegment = (jpeg: Buffer, marker: number, body: Buffer) =>
  Buffer.concat([jpeg.subarray(0, 2), segment(marker, body), jpeg.subarray(2)]);

const pixels = async (jpeg: Buffer) => sharp(jpeg).raw().toBuffer();

describe('stripJpegMetadata', () => {
  it('removes EXIF with GPS and keeps the very same pixels', async () => {
    const input = await fx.jpegWithGps();
    expect(markers(input)).toContain(0xe1);
    const out = stripJpegMetadata(input)!;
    expect(out).not.toBeNull();
    expect(markers(out).filter((m) => (m >= 0xe0 && m <= 0xef) || m === 0xfe)).toEqual([]);
    expect(out.includes(Buffer.from('Exif\0\0'))).toBe(false);
    expect(out.includes(Buffer.from('TestCam'))).toBe(false);
    expect((await sharp(out).metadata()).exif).toBeUndefined();
    expect((await pixels(out)).equals(await pixels(input))).toBe(true);
  });

  it('removes comments, XMP, ICC and whatever follows the end of the image', async () => {
    const base = await fx.jpeg(200, 150);
    let input = withSegment(base, 0xfe, Buffer.from('secret comment'));
    input = withSegment(
      input,
      0xe1,
      Buffer.from('http://ns.adobe.com/xap/1.0/\0<x:xmpmeta>GPS 48.85</x:xmpmeta>'),
    );
    input = withSegment(input, 0xe2, Buffer.from('ICC_PROFILE\0\x01\x01fake'));
    // Phones append a second image with its own EXIF after the end-of-image marker.
    input = Buffer.concat([input, Buffer.from([0xff, 0xd8, 0xff, 0xe1]), Buffer.from('Exif\0\0GPS trailer')]);
    const out = stripJpegMetadata(input)!;
    expect(out).not.toBeNull();
    for (const s of ['secret comment', 'xmpmeta', 'ICC_PROFILE', 'GPS'])
      expect(out.includes(Buffer.from(s))).toBe(false);
    expect(out.subarray(-2)).toEqual(Buffer.from([0xff, 0xd9]));
    expect((await pixels(out)).equals(await pixels(base))).toBe(true);
  });

  it('handles progressive JPEGs (several scans)', async () => {
    const input = await sharp(await fx.jpegWithGps())
      .jpeg({ progressive: true })
      .withExif({ IFD0: { Make: 'TestCam' } })
      .toBuffer();
    const out = stripJpegMetadata(input)!;
    expect(out).not.toBeNull();
    expect(out.includes(Buffer.from('TestCam'))).toBe(false);
    expect((await pixels(out)).equals(await pixels(input))).toBe(true);
  });

  it('declines what it cannot keep with certainty', async () => {
    expect(stripJpegMetadata(await fx.truncated())).toBeNull();
    expect(stripJpegMetadata(fx.fakeJpeg())).toBeNull();
    expect(stripJpegMetadata(await fx.png())).toBeNull();
    const cmyk = await sharp(await fx.jpeg(64, 64))
      .toColourspace('cmyk')
      .jpeg()
      .toBuffer();
    expect(stripJpegMetadata(cmyk)).toBeNull();
    const adobe = withSegment(await fx.jpeg(64, 64), 0xee, Buffer.from('Adobe\0\x64\0\0\0\0\x01'));
    expect(stripJpegMetadata(adobe)).toBeNull();
  });
});
