// npm run storage:migrate [-- --delete-local] [--from DIR]: moves the photos kept as local files into the
// bucket STORAGE_URL names (an instance switching from one process to several).
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { migratePhotos } from '../images/migrate';
import { openImageStorage } from '../images/open-storage';
import { createFileStorage } from '../images/storage';

const { values } = parseArgs({
  options: { 'delete-local': { type: 'boolean', default: false }, from: { type: 'string' } },
});

try {
  const config = loadConfig();
  if (!config.STORAGE_URL?.startsWith('s3://')) {
    console.error(
      'Set STORAGE_URL=s3://bucket/prefix (and the AWS_* variables) to the bucket to move the photos to.',
    );
    process.exit(2);
  }
  const fromDir = path.resolve(values.from ?? path.join(config.dataDir, 'images'));
  const from = createFileStorage(fromDir);
  const to = openImageStorage(config);
  console.log(`Moving photos from ${fromDir} to ${to.describe()}…`);
  let n = 0;
  const report = await migratePhotos(from, to, {
    deleteLocal: values['delete-local'],
    onProgress: () => ++n % 500 === 0 && console.log(`  ${n} files`),
  });
  console.log(
    `Done: ${report.copied} copied, ${report.alreadyThere} already there` +
      (values['delete-local']
        ? `, ${report.deletedLocal} local files removed.`
        : '. Local files kept (--delete-local removes them).'),
  );
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Stopped: ${(err as Error).message ?? err}`);
  process.exit(1);
}
