// Rebuilds the photos of the value evaluation set that are not committed (labels with committed: false)
// from local snapshots of their source repositories, into data/value-eval/<split>/.
//
// Each such label's `source` reads `github:OWNER/NAME@COMMIT:PATH`; the snapshot is looked up as a git
// directory at $PRICE_MIRRORS/OWNER+NAME/repo (default /work/.mirror), read with `git show COMMIT:PATH`,
// resized to at most 800 px on the long side and saved as JPEG quality 85, as the committed photos are.
//
//   node --import tsx scripts/value-eval/rebuild.ts [--force]
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

interface Label {
  file: string;
  source: string;
  committed: boolean;
}

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const mirrors = process.env.PRICE_MIRRORS ?? '/work/.mirror';
const force = process.argv.includes('--force');
const SOURCE = /^github:([^/]+)\/([^@]+)@([0-9a-f]{40}):(.+)$/;

let written = 0;
let kept = 0;
const missing: string[] = [];
for (const split of ['dev', 'locked']) {
  const labels = JSON.parse(
    readFileSync(join(root, 'datasets/value-eval', split, 'labels.json'), 'utf8'),
  ) as Label[];
  const outDir = join(root, 'data/value-eval', split);
  mkdirSync(outDir, { recursive: true });
  for (const label of labels) {
    if (label.committed) continue;
    const out = join(outDir, label.file);
    if (!force && existsSync(out)) {
      kept++;
      continue;
    }
    const m = SOURCE.exec(label.source);
    if (!m) throw new Error(`${split}/${label.file}: source is not github:OWNER/NAME@COMMIT:PATH`);
    const [, owner, name, commit, path] = m;
    const gitDir = join(mirrors, `${owner}+${name}`, 'repo');
    let bytes: Buffer;
    try {
      bytes = execFileSync('git', ['--git-dir', gitDir, 'show', `${commit}:${path}`], {
        maxBuffer: 64 * 1024 * 1024,
      });
    } catch {
      missing.push(`${split}/${label.file} (${owner}/${name}@${commit.slice(0, 7)}:${path})`);
      continue;
    }
    const jpeg = await sharp(bytes)
      .rotate()
      .resize(800, 800, { fit: 'inside', withoutEnlargement: true })
      .jpeg({ quality: 85 })
      .toBuffer();
    writeFileSync(out, jpeg);
    written++;
  }
}
console.log(`value-eval: ${written} photos written, ${kept} already there, ${missing.length} missing`);
for (const m of missing) console.log(`  missing snapshot or file: ${m}`);
if (missing.length > 0) process.exitCode = 1;
