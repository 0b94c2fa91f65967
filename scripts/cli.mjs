// npm run <tool>: builds the server if needed, then runs the compiled tool dist/server/cli/<name>.js.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, serverEnv } from './lib.mjs';

const [name, ...args] = process.argv.slice(2);
await ensureInstalled();
await ensureBuilt();
const res = spawnSync(
  process.execPath,
  ['--enable-source-maps', path.join(root, 'dist/server/cli', `${name}.js`), ...args],
  {
    stdio: 'inherit',
    env: serverEnv(),
  },
);
process.exit(res.status ?? 1);
