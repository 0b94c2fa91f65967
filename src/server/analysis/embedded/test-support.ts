import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { resolveModelDir } from './model-dir';

/**
 * Where the tests find the shared model and evaluation photos (never copied into the repository):
 * MODEL_DIR / EVAL_DIR when set, else the analyzer's own defaults and ../shared/eval/objects.
 */
const root = fileURLToPath(new URL('../../../../', import.meta.url));
export const testModelDir = resolveModelDir(process.env.MODEL_DIR);
export const modelPresent = !!testModelDir && existsSync(path.join(testModelDir, 'model.json'));
export const evalDir = path.resolve(
  process.env.EVAL_DIR ?? path.join(root, '..', 'shared', 'eval', 'objects'),
);
export const evalPresent = existsSync(path.join(evalDir, 'labels.json'));

export interface EvalPhoto {
  file: string;
  object_en: string;
  families: string[];
  imagenet: string[];
}

export function evalPhotos(): EvalPhoto[] {
  return JSON.parse(readFileSync(path.join(evalDir, 'labels.json'), 'utf8')) as EvalPhoto[];
}

export function modelLabels(): string[] {
  return JSON.parse(readFileSync(path.join(testModelDir!, 'labels.json'), 'utf8')) as string[];
}

/** Why a test group is skipped, said in its title so that CI output shows it. */
export const skipReason = (what: string, dir: string | undefined) =>
  `(skipped: ${what} not found at ${dir ?? 'any default folder'})`;
