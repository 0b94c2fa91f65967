/**
 * Prints the reference library's size (npm run library:report): per source its repository, commit, licences
 * and photos; per object type its photos; and the totals the identification issue asks of it (types with at
 * least 20 photos, photos in all, types ImageNet has no class for).
 */
import { categories } from '../../src/server/analysis/knowledge';
import { manifestIds, readManifest } from './manifest';

const perType = new Map<string, number>();
let total = 0;
console.log('source | repository @ commit | licence / photos | photos');
for (const id of manifestIds()) {
  const m = readManifest(id);
  const embedded = m.items.filter((i) => i.sha256);
  for (const i of embedded) perType.set(i.type, (perType.get(i.type) ?? 0) + 1);
  total += embedded.length;
  console.log(
    `${id} | ${m.repo} @ ${m.commit.slice(0, 7)} | ${m.licence} / ${m.photosLicence} | ${embedded.length}`,
  );
}
const noClass = new Set(categories.filter((c) => Object.keys(c.synsets).length === 0).map((c) => c.id));
const rows = [...perType].sort((a, b) => b[1] - a[1]);
console.log(`\n${rows.map(([t, n]) => `${t} ${n}${noClass.has(t) ? '*' : ''}`).join(', ')}`);
console.log('(* no ImageNet class)');
const enough = rows.filter(([, n]) => n >= 20);
console.log(
  `\n${total} photos, ${manifestIds().length} sources, ${rows.length} types; ${enough.length} types with ≥ 20 photos ` +
    `(${enough.filter(([t]) => noClass.has(t)).length} of them without an ImageNet class); ` +
    `${categories.length - rows.length} of ${categories.length} types without a photo`,
);
