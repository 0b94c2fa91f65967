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
