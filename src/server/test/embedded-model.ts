import sharp from 'sharp';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { readSet, type LabelledPhoto } from '../analysis/embedded/eval-labels';
import { resolveModelDir } from '../analysis/embedded/model-dir';
import { appRoot } from '../paths';

/**
 * The model ships in the repository (models/); the photos the tests read are the repository's own small,
 * permissively licensed test set, datasets/test-photos (labels.json beside them). Nothing outside the
 * repository is read.
 */
export const testModelDir = resolveModelDir(process.env.MODEL_DIR);
export const modelPresent = !!testModelDir && existsSync(path.join(testModelDir, 'model.onnx'));
export const testPhotosDir = path.join(appRoot, 'datasets', 'test-photos');
export const testPhotosPresent = existsSync(path.join(testPhotosDir, 'labels.json'));

export function testPhotos(): LabelledPhoto[] {
  return readSet(testPhotosDir) ?? [];
}

/** Why a test group is skipped, said in its title so that CI output shows it. */
export const skipReason = (what: string, dir: string | undefined) =>
  `(skipped: ${what} not found at ${dir ?? 'any default folder'})`;

/** A photo of a label in a plain font, as a phone would send it (JPEG). */
export async function labelPhoto(lines: string[], background = '#d8d0c0'): Promise<Buffer> {
  const text = lines
    .map(
      (l, i) =>
        `<text x="120" y="${300 + i * 180}" font-family="DejaVu Sans" font-size="80" fill="#222">${l}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="900"><rect width="100%" height="100%" fill="${background}"/>${text}</svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 85 }).toBuffer();
}

/**
 * A close-up of a mark as a phone would send it: a patch of a test photo's surface (the copper pot's,
 * blurred as if out of focus behind the mark) with the mark's lines stamped on it. `&` may be written
 * plainly.
 */
export async function markCloseUp(lines: string[]): Promise<Buffer> {
  const source = sharp(path.join(testPhotosDir, 'copper-pot.jpg'));
  const { width = 0, height = 0 } = await source.metadata();
  const side = Math.round(Math.min(width, height) / 2);
  const surface = await source
    .extract({
      left: Math.round((width - side) / 2),
      top: Math.round((height - side) / 2),
      width: side,
      height: side,
    })
    .resize(1200, 900, { fit: 'fill' })
    .blur(20)
    .toBuffer();
  const text = lines
    .map(
      (l, i) =>
        `<text x="600" y="${300 + i * 170}" text-anchor="middle" font-family="DejaVu Sans" letter-spacing="4" font-size="100" fill="#222">${l.replace(/&/g, '&amp;')}</text>`,
    )
    .join('');
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="900">${text}</svg>`;
  return sharp(surface)
    .composite([{ input: Buffer.from(svg) }])
    .jpeg({ quality: 85 })
    .toBuffer();
}
