/**
 * The reference library's manifests: one file per public source, datasets/library/sources/<id>.json, naming
 * the repository, the commit read, the licences and, per photo, its path, the object type it shows and its
 * sha256. The photos themselves are not committed (thousands of them, most without a licence that allows
 * it); their features are, in datasets/library/vectors/<id>.f16, and embed.ts rebuilds them from the pinned
 * snapshot.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { fromHalf } from '../../src/server/analysis/embedded/references';

export const root = join(import.meta.dirname, '../..');
export const libraryDir = join(root, 'datasets/library');
export const sourcesDir = join(libraryDir, 'sources');
export const vectorsDir = join(libraryDir, 'vectors');
/** Length of MobileNetV2's pooled feature vector. */
export const DIMS = 1280;

export const manifestSchema = z.object({
  id: z.string().regex(/^[a-z0-9-]+$/),
  repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/),
  commit: z.string().regex(/^[0-9a-f]{40}$/),
  url: z.string(),
  licence: z.string().min(1),
  photosLicence: z.string().min(1),
  retrieved: z.string(),
  notes: z.string().optional(),
  items: z.array(
    z.object({
      path: z.string().min(1),
      type: z.string().min(1),
      label: z.string().optional(),
      /** Written by embed.ts once the photo was read and embedded. */
      sha256: z
        .string()
        .regex(/^[0-9a-f]{64}$/)
        .optional(),
    }),
  ),
});
export type Manifest = z.infer<typeof manifestSchema>;

export function manifestPath(id: string): string {
  return join(sourcesDir, `${id}.json`);
}

export function vectorsPath(id: string): string {
  return join(vectorsDir, `${id}.f16`);
}

export function readManifest(id: string): Manifest {
  return manifestSchema.parse(JSON.parse(readFileSync(manifestPath(id), 'utf8')));
}

export function manifestIds(): string[] {
  if (!existsSync(sourcesDir)) return [];
  return readdirSync(sourcesDir)
    .filter((f) => f.endsWith('.json'))
    .map((f) => f.slice(0, -'.json'.length))
    .sort();
}

/**
 * The embedded items of a source with their vectors (float16 read back as float32), in manifest order.
 * Items without a sha256 were refused by embed.ts (undecodable, an evaluation photo, a duplicate) and have
 * no vector.
 */
export function readLibrarySource(id: string): {
  manifest: Manifest;
  types: string[];
  vectors: Float32Array[];
} {
  const manifest = readManifest(id);
  const embedded = manifest.items.filter((i) => i.sha256);
  if (!existsSync(vectorsPath(id))) return { manifest, types: [], vectors: [] };
  const bytes = readFileSync(vectorsPath(id));
  const half = new Uint16Array(bytes.buffer, bytes.byteOffset, bytes.byteLength / 2);
  if (half.length !== embedded.length * DIMS)
    throw new Error(`${id}.f16 holds ${half.length / DIMS} vectors for ${embedded.length} embedded items`);
  const vectors = embedded.map((_, k) =>
    Float32Array.from(half.subarray(k * DIMS, (k + 1) * DIMS), fromHalf),
  );
  return { manifest, types: embedded.map((i) => i.type), vectors };
}
