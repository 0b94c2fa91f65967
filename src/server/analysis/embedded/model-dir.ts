import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The folder the download command writes to and the resolver looks in first, relative to the repository. */
export const MODEL_NAME = 'darknet-tiny-imagenet';
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where a model may be found when none is configured: the project's own copy, then the shared one. */
export function defaultModelDirs(root: string = repoRoot): string[] {
  return [path.join(root, 'models', MODEL_NAME), path.join(root, '..', 'shared', 'models', MODEL_NAME)];
}

export function hasModel(dir: string): boolean {
  return ['model.json', 'labels.json'].every((f) => existsSync(path.join(dir, f)));
}

/**
 * The configured folder (MODEL_DIR, passed in by the caller) always wins, even when it holds no model, so a
 * mistyped setting is reported rather than silently replaced by another copy. Without one, the first default
 * folder that holds a model is used; with none, the analyzer answers that the model is missing.
 */
export function resolveModelDir(configured?: string, root?: string): string | undefined {
  if (configured) return path.resolve(configured);
  return defaultModelDirs(root).find(hasModel);
}
