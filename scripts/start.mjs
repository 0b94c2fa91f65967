// npm start: install if needed, build if stale, then serve the SPA and the API on one origin.
import { spawn } from 'node:child_process';
import { ensureBuilt, ensureInstalled, root, serverEnv } from './lib.mjs';

ensureInstalled();
ensureBuilt();
const server = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], { cwd: root, stdio: 'inherit', env: serverEnv() });
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => server.kill(sig));
server.on('exit', (code, signal) => process.exit(code ?? (signal ? 0 : 1)));
