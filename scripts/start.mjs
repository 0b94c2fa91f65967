// npm start: install if needed, build if stale, then run the compiled server (SPA and API on one origin).
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, serverEnv } from './lib.mjs';

await ensureInstalled();
await ensureBuilt();
const server = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
  cwd: root,
  stdio: 'inherit',
  env: serverEnv(),
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
