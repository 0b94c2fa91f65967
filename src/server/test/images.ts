// Photos generated for tests (never committed binaries): good ones in each format and a corpus of bad ones.
import { crc32 } from 'node:zlib';
import sharp from 'sharp';

const noise = (width: number, height: number) =>
  sharp({
    create: {
      width,
      height,
      channels: 3,
      background: '#808080',
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  });

export const jpeg = (width = 640, height = 480) => noise(width, height).jpeg({ quality: 85 }).toBuffer();
/**
 * An out-of-focus photo: colour without fine texture. The text reader is done with it at once, where it
 * reads noise as hundreds of words for seconds; for tests that send photos through the whole analysis.
 */
export const blurredJpeg = async (width = 640, height = 480) =>
  sharp(
    await noise(Math.ceil(width / 40), Math.ceil(height / 40))
      .png()
      .toBuffer(),
  )
    .resize(width, height)
    .jpeg({ quality: 85 })
    .toBuffer();
export const png = (width = 320, height = 240) => noise(width, height).png().toBuffer();
export const webp = (width = 320, height = 240) => noise(width, height).webp().toBuffer();

/** A phone photo taken at home: camera make and a GPS position in its EXIF. */
export const jpegWithGps = () =>
  noise(800, 600)
    .jpeg()
    .withExif({
      IFD0: { Make: 'TestCam', Model: 'Phone 1', Copyright: 'Someone' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '48/1 51/1 2400/100',
        GPSLongitudeRef: 'E',
        GPSLongitude: '2/1 21/1 0/1',
      },
    })
    .toBuffer();

/**
 * Stored sideways with EXIF orientation 6 (display rotated 90° clockwise): 300×200 pixels whose left
 * half is red, so upright it is 200×300 with red on top.
 */
export async function sidewaysJpeg(): Promise<Buffer> {
  const left = await sharp({ create: { width: 150, height: 200, channels: 3, background: '#ff0000' } })
    .png()
    .toBuffer();
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#0000ff' } })
    .composite([{ input: left, left: 0, top: 0 }])
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A valid PNG header declaring width × height with hardly any data behind it. */
export function pngDeclaring(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8-bit RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', Buffer.from([0x78, 0x9c, 0x03, 0x00, 0x00, 0x00, 0x00, 0x01])),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A real decompression bomb: ~190 KB of PNG that decodes to 64 megapixels (192 MB). */
export const pngBomb = () =>
  sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#000000' } })
    .png({ compressionLevel: 9 })
    .toBuffer();

/** A real lossy WebP whose VP8 frame header is patched to declare width × height (at most 16383). */
export async function webpDeclaring(width: number, height: number): Promise<Buffer> {
  const data = Buffer.from(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#808080' } })
      .webp()
      .toBuffer(),
  );
  const vp8 = data.indexOf('VP8 ', 12, 'latin1');
  // chunk header (8) + frame tag (3) + start code (3), then 14-bit width and height
  data.writeUInt16LE(width & 0x3fff, vp8 + 14);
  data.writeUInt16LE(height & 0x3fff, vp8 + 16);
  return data;
}

export const gif = () => noise(64, 64).gif().toBuffer();
export const tiff = () => noise(64, 64).tiff().toBuffer();
export const avif = () => noise(64, 64).avif({ effort: 0 }).toBuffer();
export const svg = () =>
  Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100"/></svg>',
  );
/** The first bytes of an iPhone HEIC file (ftyp box, brand heic). */
export const heicHeader = () =>
  Buffer.concat([
    Buffer.from([0, 0, 0, 24]),
    Buffer.from('ftypheic'),
    Buffer.alloc(4),
    Buffer.from('mif1heic'),
    Buffer.alloc(64),
  ]);
export const textFile = () => Buffer.from('This is not a photo, only text saved as photo.jpg\n'.repeat(20));
export const truncated = async () => {
  const full = await jpeg(1200, 900);
  return full.subarray(0, Math.floor(full.length / 2));
};
/** JPEG magic bytes followed by garbage. */
export const fakeJpeg = () =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(2000, 0x41)]);
export const tinyJpeg = () => noise(8, 8).jpeg().toBuffer();
/** More than MAX_PHOTO_BYTES of a JPEG-looking stream. */
export const oversized = (bytes: number) =>
  Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(bytes, 0x20)]);

/** A real JPEG as the clients send it in JSON (a data URL); `orientation` 6 means "rotate 90° to view". */
export async function jpegDataUrl(width = 64, height = 48, orientation?: number): Promise<string> {
  let img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 40 } } }).jpeg();
  if (orientation) img = img.withMetadata({ orientation });
  return `data:image/jpeg;base64,${(await img.toBuffer()).toString('base64')}`;
}
