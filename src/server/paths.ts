import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository root, found by walking up to package.json: the same answer whether this module runs
 * from src/server (tsx, tests) or inside the compiled bundle in dist/server.
 */
function findRoot(start: string): string {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`No package.json above ${start}`);
  }
}

export const appRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
