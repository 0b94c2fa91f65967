import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

/** `npm run bench`: every bench/*.ts but this one, one after the other (figures, never assertions). */
const dir = path.dirname(fileURLToPath(import.meta.url));
const self = path.basename(fileURLToPath(import.meta.url));
const files = readdirSync(dir)
  .filter((f) => f.endsWith('.ts') && f !== self)
  .sort();

for (const file of files) {
  console.log(`\n== ${file}`);
  // Sequential on purpose: benches timed side by side would measure each other.
  await import(pathToFileURL(path.join(dir, file)).href);
}
