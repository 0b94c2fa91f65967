import sharp from 'sharp';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSet, type LabelledPhoto } from '../../../../bench/support/eval-labels';
import { resolveModelDir } from './model-dir';

/**
 * The model ships in the repository (models/); the photos the tests read are the repository's own small,
 * permissively licensed test set, datasets/test-photos (labels.json beside them). Nothing outside the
 * repository is read.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
export const testModelDir = resolveModelDir(process.env.MODEL_DIR);
export const modelPresent = !!testModelDir && existsSync(path.join(testModelDir, 'model.onnx'));
export const testPhotosDir = path.join(root, 'datasets', 'test-photos');
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
