import { createHash } from 'node:crypto';
import type { ImageStorage } from './storage';

export interface MigrationReport {
  copied: number;
  alreadyThere: number;
  deletedLocal: number;
}

const digest = (b: Buffer) => createHash('sha256').update(b).digest('hex');

/**
 * Copies every photo of `from` into `to`, verifying each copy by reading it back; safe to run again (a
 * key already holding the same bytes is left alone) and to interrupt. With `deleteLocal`, a source file
 * is removed only once its copy is verified.
 */
export async function migratePhotos(
  from: ImageStorage,
  to: ImageStorage,
  opts: { deleteLocal?: boolean; onProgress?: (key: string) => void } = {},
): Promise<MigrationReport> {
  const report: MigrationReport = { copied: 0, alreadyThere: 0, deletedLocal: 0 };
  await to.check();
  for await (const key of from.list()) {
    const data = await from.get(key);
    if (!data) continue; // removed since it was listed
    const want = digest(data);
    const existing = await to.get(key);
    if (existing && digest(existing) === want) {
      report.alreadyThere++;
    } else {
      await to.put(key, data);
      const back = await to.get(key);
      if (!back || digest(back) !== want)
        throw new Error(`Copy of ${key} could not be verified; nothing deleted`);
      report.copied++;
    }
    opts.onProgress?.(key);
    if (opts.deleteLocal) {
      await from.delete(key);
      report.deletedLocal++;
    }
  }
  return report;
}
