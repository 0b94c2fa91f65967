/**
 * Rebuilds the price records of one source, or of all (npm run prices:extract [-- <source-id>…]), from a
 * snapshot of the source's repository: PRICE_MIRRORS names the folder holding the snapshots' git
 * directories as `<owner>+<name>[…]` (the layout of the search tool's fetch). Records of a redistributable
 * source go to datasets/prices/records/, the others to data/prices/records/ (not committed); build.ts
 * reads both.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Extractor, PriceSource } from './record';

const root = join(import.meta.dirname, '../..');
const sources = JSON.parse(readFileSync(join(root, 'datasets/prices/sources.json'), 'utf8')) as PriceSource[];
const mirrors = process.env.PRICE_MIRRORS ?? '/work/.mirror';

function gitDirOf(repo: string): string {
  const prefix = repo.replace('/', '+');
  const found = readdirSync(mirrors).find((name) => name.startsWith(prefix));
  if (!found) throw new Error(`no snapshot of ${repo} under ${mirrors}`);
  const dir = join(mirrors, found);
  // fetch's snapshot is a folder holding the git directory (`repo`), or the git directory itself
  const inner = readdirSync(dir).find((name) => name === 'repo' || name.endsWith('.git'));
  if (!inner) return dir;
  // a snapshot fetched as a working clone holds its git directory one level further down (repo/.git)
  return existsSync(join(dir, inner, '.git')) ? join(dir, inner, '.git') : join(dir, inner);
}

export function recordsFolder(source: PriceSource): string {
  return join(root, source.redistributable ? 'datasets/prices/records' : 'data/prices/records');
}

const wanted = process.argv.slice(2);
for (const source of sources.filter((s) => wanted.length === 0 || wanted.includes(s.id))) {
  const gitDir = gitDirOf(source.repo);
  const read = (path: string) =>
    execFileSync('git', ['--git-dir', gitDir, 'show', `${source.commit}:${path}`], {
      encoding: 'utf8',
      maxBuffer: 1 << 30,
    });
  const extractor = ((await import(`./extractors/${source.id}.ts`)) as { default: Extractor }).default;
  const records = extractor(read);
  const folder = recordsFolder(source);
  mkdirSync(folder, { recursive: true });
  writeFileSync(join(folder, `${source.id}.jsonl`), records.map((r) => JSON.stringify(r)).join('\n') + '\n');
  console.log(`${source.id}: ${records.length} records → ${folder}`);
}
