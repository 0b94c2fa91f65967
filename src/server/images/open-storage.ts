import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Config } from '../config';
import { createS3Storage, parseS3Url } from './s3-storage';
import { createFileStorage, type ImageStorage } from './storage';

/** STORAGE_URL unset: files under DATA_DIR/images; `file:///abs/dir`: files there; `s3://bucket/prefix`: S3. */
export function openImageStorage(config: Pick<Config, 'STORAGE_URL' | 'dataDir'>): ImageStorage {
  const url = config.STORAGE_URL;
  if (!url) return createFileStorage(path.join(config.dataDir, 'images'));
  if (url.startsWith('file://')) return createFileStorage(fileURLToPath(url));
  return createS3Storage(parseS3Url(url));
}
