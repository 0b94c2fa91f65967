import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { textLikelihood } from './text-prepass';
import { labelPhoto, testPhotosDir, testPhotosPresent } from '../../test/embedded-model';

/** A mark of `size` px (at the 1024 px the reader reads) pasted onto a photo, dark on its light ground. */
async function withMark(photo: Buffer, mark: string, size: number): Promise<Buffer> {
  const { width = 1024, height = 768 } = await sharp(photo).metadata();
  const px = Math.round((size * Math.max(width, height)) / 1024);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><text x="${Math.round(width * 0.05)}" y="${Math.round(height * 0.95)}" font-family="DejaVu Sans" font-size="${px}" fill="#202020">${mark}</text></svg>`;
  return sharp(photo)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}

describe('the text pre-pass', () => {
  it('sees the text on a rendered label', async () => {
    for (const lines of [['CHRISTOFLE FRANCE', 'STERLING 925'], ['BACCARAT'], ['DAUM NANCY']]) {
      const found = await textLikelihood(await labelPhoto(lines));
      expect(found.likely).toBe(true);
      expect(found.longest).toBeGreaterThanOrEqual(3);
    }
  });

  it('sees light letters on a dark ground too', async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><rect width="100%" height="100%" fill="#303030"/><text x="100" y="400" font-family="DejaVu Serif" font-size="70" fill="#e0e0e0">LIMOGES FRANCE</text></svg>`;
    expect((await textLikelihood(await sharp(Buffer.from(svg)).jpeg().toBuffer())).likely).toBe(true);
  });

  it('finds nothing on a blank photo or an undecodable one', async () => {
    const blank = await sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8c0b0' } })
      .jpeg()
      .toBuffer();
    expect((await textLikelihood(blank)).likely).toBe(false);
    expect((await textLikelihood(Buffer.from('not an image'))).likely).toBe(false);
  });

  describe.skipIf(!testPhotosPresent)('on the test photos', () => {
    const photo = (file: string) => readFileSync(path.join(testPhotosDir, file));

    it('skips plain photos of objects with no writing', async () => {
      for (const file of ['coffee-cup.jpg', 'cat.jpg', 'hammer.jpg', 'lantern.jpg'])
        expect((await textLikelihood(photo(file))).likely, file).toBe(false);
    });

    it('sees a small mark pasted onto one of those photos', async () => {
      for (const [file, mark] of [
        ['coffee-cup.jpg', 'STERLING 925'],
        ['hammer.jpg', 'MADE IN FRANCE'],
      ])
        expect((await textLikelihood(await withMark(photo(file), mark, 24))).likely, file).toBe(true);
    });
  });
});
