// npm run dev: the API restarts on change (port 3001), Vite serves the SPA with hot reload on PORT (3000).
import { spawn } from 'node:child_process';
import { ensureInstalled, root, serverEnv } from './lib.mjs';

await ensureInstalled();
const port = process.env.PORT ?? '3000';
const apiPort = process.env.API_PORT ?? '3001';
const env = { ...process.env, APP_URL: process.env.APP_URL ?? `http://localhost:${port}` };
const children = [
  spawn(process.execPath, ['--import', 'tsx', '--watch', 'src/server/main.ts'], {
    cwd: root,
    stdio: 'inherit',
    env: serverEnv({ ...env, PORT: apiPort, HOST: '127.0.0.1' }),
  }),
  spawn(process.execPath, ['node_modules/vite/bin/vite.js', '--port', port, '--host'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, API_PORT: apiPort },
  }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) => c.on('exit', (code) => (stop(), process.exit(code ?? 0))));
