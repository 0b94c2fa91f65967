import { describe, expect, it } from 'vitest';
import { MAX_PHOTO_BYTES } from '../../../contracts/analysis-api';
import * as fx from '../../test/images';
import { testDbKinds } from '../../test/databases';
import { filesUnder, signedInUser, type TestApp, withTestApp } from '../../test/harness';
import { imagesDir } from '../../test/photos';
import { rowCounts, withoutModel } from '../../test/analyses';
import { multipart, photoForm, type Part } from '../../test/multipart';

type Body = { payload: Buffer | string; headers: Record<string, string> };

const file = (name: string, data: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg'): Part => ({
  name,
  data,
  filename,
  contentType,
});

/** Every way an upload can be wrong, and the answer it must get. Nothing may be stored for any of them. */
async function badUploads(): Promise<[string, Body, number][]> {
  const good = await fx.jpeg(320, 240);
  const eleven = Array.from({ length: 11 }, () => good);
  const twelve = Array.from({ length: 12 }, () => good);
  return [
    [
      'not multipart (JSON)',
      { payload: JSON.stringify({ image: 'x' }), headers: { 'content-type': 'application/json' } },
      415,
    ],
    ['no part at all', multipart([]), 400],
    ['only imageCount', multipart([{ name: 'imageCount', data: '0' }]), 400],
    ['11 photos', photoForm(eleven), 400],
    ['12 photos', photoForm(twelve), 400],
    ['a photo over 15 MB', photoForm([fx.oversized(MAX_PHOTO_BYTES + 1024)]), 413],
    ['a text file named .jpg', photoForm([fx.textFile()]), 400],
    ['an empty file', photoForm([Buffer.alloc(0)]), 400],
    ['a GIF', photoForm([await fx.gif()]), 400],
    ['a TIFF', photoForm([await fx.tiff()]), 400],
    ['an SVG', photoForm([fx.svg()]), 400],
    ['a HEIC', photoForm([fx.heicHeader()]), 400],
    ['an AVIF', photoForm([await fx.avif()]), 400],
    ['a truncated JPEG', photoForm([await fx.truncated()]), 400],
    ['JPEG magic then garbage', photoForm([fx.fakeJpeg()]), 400],
    ['a PNG decompression bomb', photoForm([await fx.pngBomb()]), 413],
    ['a PNG declaring 100000×100000', photoForm([fx.pngDeclaring(100_000, 100_000)]), 413],
    ['a WebP declaring 16000×16000', photoForm([await fx.webpDeclaring(16_000, 16_000)]), 413],
    ['a good photo then a text file', photoForm([good, fx.textFile()]), 400],
    [
      'imageCount larger than the photos',
      multipart([file('image', good), { name: 'imageCount', data: '2' }]),
      400,
    ],
    ['imageCount not a number', multipart([file('image', good), { name: 'imageCount', data: 'abc' }]), 400],
    ['an unknown file field', multipart([file('photo', good)]), 400],
    ['a gap in the numbering', multipart([file('image', good), file('image_2', good)]), 400],
    ['image_1 without image', multipart([file('image_1', good)]), 400],
    ['the same field twice', multipart([file('image', good), file('image', good)]), 400],
    ['an unknown language', photoForm([good], [{ name: 'language', data: 'de' }]), 400],
    [
      'a broken multipart body',
      {
        payload: '--xyz\r\nContent-Disposition: form-data; name="image"; filename="a.jpg"\r\n\r\nabc',
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      },
      400,
    ],
  ];
}

describe.each(testDbKinds())('refused uploads on %s', (kind) => {
  let t: TestApp;
  let cookie: string;
  let cases: [string, Body, number][];

  withTestApp(
    async (app) => {
      t = app;
      cookie = await signedInUser(t, 'uploader@example.com');
      cases = await badUploads();
    },
    kind,
    withoutModel,
  );

  it('has at least 20 cases', () => {
    expect(cases.length).toBeGreaterThanOrEqual(20);
  });

  it('answers each with the right 4xx and a clear { error }, storing nothing', async () => {
    for (const [name, body, status] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/analyze-complete',
        payload: body.payload,
        headers: { ...body.headers, cookie },
      });
      expect({ name, status: res.statusCode }).toEqual({ name, status });
      const json = res.json();
      expect(typeof json.error, name).toBe('string');
      expect(json.error.length, name).toBeGreaterThan(10);
      expect(json.code, name).toMatch(/^(VALIDATION|PAYLOAD_TOO_LARGE|UNSUPPORTED_MEDIA)$/);
    }
    expect(filesUnder(imagesDir(t))).toEqual([]);
    expect(await rowCounts(t.database.db)).toEqual({ photos: 0, analyses: 0 });
    // And the uploads never used up an analysis.
    const usage = await t.app.inject({ url: '/api/usage/stats', headers: { cookie } });
    expect(usage.json()).toEqual({ completeAnalysis: { used: 0, limit: 5 } });
  });
});
