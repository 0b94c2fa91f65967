// npm run backup [-- --out file.tar.gz]: one archive with the database (PGlite or PostgreSQL) and every
// photo (files or S3), from the instance the environment describes. Safe while the app runs.
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { writeBackup } from '../backup/archive';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/client';
import { openImageStorage } from '../images/open-storage';

const { values } = parseArgs({ options: { out: { type: 'string' } } });
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

try {
  const config = loadConfig();
  const file = path.resolve(values.out ?? `trouvaille-backup-${stamp}.tar.gz`);
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.dataDir });
  try {
    const out = createWriteStream(file, { flags: 'wx', mode: 0o600 });
    const made = await writeBackup({ db: database.db, storage: openImageStorage(config), out });
    if (!out.closed) await once(out, 'close');
    const rows = Object.values(made.tables).reduce((n, t) => n + t.rows, 0);
    console.log(
      `Backup written to ${file}: ${rows} rows in ${Object.keys(made.tables).length} tables, ${made.photos.length} photo files.`,
    );
  } finally {
    await database.close();
  }
} catch (err) {
  console.error(err instanceof ConfigError ? err.message : `Backup failed: ${(err as Error).message ?? err}`);
  process.exit(1);
}
