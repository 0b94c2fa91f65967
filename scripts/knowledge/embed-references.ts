/**
 * Writes src/server/analysis/knowledge/derived/reference-embeddings.json: the pooled MobileNetV2 features
 * (1,280 values, stored as float16 in base64) of every reference photo under datasets/reference/, with the
 * object type it shows. The photos are prepared exactly as the analyzer prepares a user's photo.
 *
 * A reference photo's type is given by datasets/reference/labels.json ([{ "file", "type" }], type = an id of
 * knowledge/types/*.json), or else by its folder: datasets/reference/<type id>/<photo>.jpg.
 */
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadClassifier } from '../../src/server/analysis/embedded/classifier';
import { defaultModelDir, MODEL_NAME } from '../../src/server/analysis/embedded/model-dir';
import { toModelInput } from '../../src/server/analysis/embedded/preprocess';
import { normalise, toHalf } from '../../src/server/analysis/embedded/references';
import { categories } from '../../src/server/analysis/knowledge';

const root = fileURLToPath(new URL('../..', import.meta.url));
const referenceDir = path.join(root, 'datasets/reference');
const output = path.join(root, 'src/server/analysis/knowledge/derived/reference-embeddings.json');
const photo = /\.(jpe?g|png|webp)$/i;

function referencePhotos(): { file: string; type: string }[] {
  if (!existsSync(referenceDir)) return [];
  const labels = path.join(referenceDir, 'labels.json');
  if (existsSync(labels)) {
    const raw = JSON.parse(readFileSync(labels, 'utf8')) as
      { file: string; type: string }[] | { photos: { file: string; type: string }[] };
    return (Array.isArray(raw) ? raw : raw.photos).map((p) => ({ file: p.file, type: p.type }));
  }
  return readdirSync(referenceDir)
    .filter((d) => statSync(path.join(referenceDir, d)).isDirectory())
    .flatMap((type) =>
      readdirSync(path.join(referenceDir, type))
        .filter((f) => photo.test(f))
        .map((f) => ({ file: `${type}/${f}`, type })),
    );
}

export async function embedReferences() {
  const known = new Set(categories.map((c) => c.id));
  const photos = referencePhotos();
  const unknown = [...new Set(photos.map((p) => p.type).filter((t) => !known.has(t)))];
  if (unknown.length)
    throw new Error(`Reference photos name types missing from knowledge/types: ${unknown.join(', ')}`);
  const classifier = await loadClassifier(defaultModelDir());
  const items = [];
  for (const p of photos.sort((a, b) => a.file.localeCompare(b.file))) {
    const input = await toModelInput(readFileSync(path.join(referenceDir, p.file)), classifier.inputSize);
    const { features } = await classifier.run(input);
    const half = Uint16Array.from(normalise(features), toHalf);
    items.push({ type: p.type, file: p.file, vector: Buffer.from(half.buffer).toString('base64') });
  }
  const data = {
    generatedBy: 'scripts/knowledge/embed-references.ts from datasets/reference',
    model: MODEL_NAME,
    dims: 1280,
    items,
  };
  writeFileSync(output, JSON.stringify(data, null, 1) + '\n');
  console.log(
    `${output}: ${items.length} reference photos of ${new Set(items.map((i) => i.type)).size} types`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1]))
  await embedReferences();
