// npm run restore -- file.tar.gz: brings a backup into the EMPTY instance the environment describes
// (fresh DATA_DIR, or an empty PostgreSQL database and bucket). Stop the app first.
import { createReadStream, existsSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { BackupError, restoreBackup } from '../backup/archive';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openImageStorage } from '../images/open-storage';

const { positionals } = parseArgs({ allowPositionals: true });
const file = positionals[0];
if (!file || !existsSync(file)) {
  console.error('Usage: npm run restore -- path/to/trouvaille-backup.tar.gz');
  process.exit(2);
}

try {
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const done = await restoreBackup({
      db: database.db,
      storage: openImageStorage(config),
      input: createReadStream(file),
    });
    const rows = Object.values(done.tables).reduce((n, t) => n + t.rows, 0);
    console.log(
      `Restored ${rows} rows and ${done.photos.length} photo files from a backup of ${done.createdAt}.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  const known = err instanceof ConfigError || err instanceof BackupError;
  console.error(
    known ? (err as Error).message : `Restore failed, nothing kept: ${(err as Error).message ?? err}`,
  );
  process.exit(1);
}
