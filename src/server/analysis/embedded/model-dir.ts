import { existsSync } from 'node:fs';
import path from 'node:path';
import { appRoot } from '../../paths';
import { requiredModelFiles } from './classifier';

/** The model folder in the repository: the weights ship with the code (models/<name>/SOURCE.txt). */
export const MODEL_NAME = 'mobilenetv2-int8-imagenet';

export function defaultModelDir(root: string = appRoot): string {
  return path.join(root, 'models', MODEL_NAME);
}

export function hasModel(dir: string): boolean {
  return requiredModelFiles.every((f) => existsSync(path.join(dir, f)));
}

/**
 * The configured folder (MODEL_DIR, passed in by the caller) always wins, even when it holds no model, so a
 * mistyped setting is reported rather than silently replaced by another copy. Otherwise the repository's
 * own copy is used; nothing outside the repository is ever looked at.
 */
export function resolveModelDir(configured?: string, root?: string): string | undefined {
  if (configured) return path.resolve(configured);
  const dir = defaultModelDir(root);
  return hasModel(dir) ? dir : undefined;
}
