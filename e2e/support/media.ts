import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { root } from './paths';

/** Permissively licensed photos that ship with the repository (datasets/README.md). */
export const testPhotos = path.resolve(root, 'datasets/test-photos');

function ffmpeg(args: string[]): void {
  execFileSync('ffmpeg', ['-loglevel', 'error', '-y', ...args], { stdio: ['ignore', 'ignore', 'inherit'] });
}

export function testPhoto(name: string): string {
  const file = path.join(testPhotos, name);
  if (!existsSync(file)) throw new Error(`Missing test photo ${file}`);
  return file;
}

/**
 * A webcam-like 1280x720 MJPEG of a real photo for Chromium's fake camera
 * (--use-file-for-fake-video-capture). Padded rather than stretched, in the photo's own backdrop colour.
 */
export function fakeCameraVideo(dir: string, photo = 'coffee-cup.jpg'): string {
  const out = path.join(dir, `${path.parse(photo).name}.mjpeg`);
  ffmpeg([
    '-loop',
    '1',
    '-i',
    testPhoto(photo),
    '-t',
    '2',
    '-r',
    '10',
    '-q:v',
    '3',
    '-vf',
    'scale=1280:720:force_original_aspect_ratio=decrease,pad=1280:720:(ow-iw)/2:(oh-ih)/2:color=0xE6E0D6',
    out,
  ]);
  return out;
}

/**
 * A 4000x3000 (12-megapixel) JPEG at phone-camera quality. Its content is a mosaic of twelve real photos (the test photos, repeated)
 * with a little sensor-like grain, so that, downscaled, it stays as detailed as a sharp phone photo: an
 * upscaled single photo would shrink to almost nothing and flatter the upload figure.
 */
export function twelveMegapixelPhoto(dir: string, index: number): string {
  const photos = readdirSync(testPhotos)
    .filter((f) => f.endsWith('.jpg'))
    .sort();
  const picked = Array.from({ length: 12 }, (_, i) => photos[(i + index * 5) % photos.length]);
  const inputs = picked.flatMap((p) => ['-i', path.join(testPhotos, p)]);
  const tiles = picked
    .map((_, i) => `[${i}]scale=1000:1000:force_original_aspect_ratio=increase,crop=1000:1000[t${i}]`)
    .join(';');
  const layout = picked.map((_, i) => `${(i % 4) * 1000}_${Math.floor(i / 4) * 1000}`).join('|');
  const stack = `${picked.map((_, i) => `[t${i}]`).join('')}xstack=inputs=12:layout=${layout},noise=alls=10:allf=t`;
  const out = path.join(dir, `phone-${index + 1}.jpg`);
  ffmpeg([...inputs, '-filter_complex', `${tiles};${stack}`, '-frames:v', '1', '-q:v', '2', out]);
  return out;
}

/** A real photo scaled to `width`, as a JPEG. */
export function scaledPhoto(dir: string, photo: string, width: number, name: string): string {
  const out = path.join(dir, name);
  ffmpeg(['-i', testPhoto(photo), '-vf', `scale=${width}:-2`, '-q:v', '3', out]);
  return out;
}
