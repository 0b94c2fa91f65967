import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from './paths';

async function freePort(): Promise<number> {
  const srv = net.createServer();
  await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r));
  const { port } = srv.address() as net.AddressInfo;
  await new Promise((r) => srv.close(r));
  return port;
}

describe('stopping on SIGTERM', () => {
  let child: ChildProcess;
  let port: number;
  let dataDir: string;
  let output = '';
  beforeAll(async () => {
    port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), 'trouvaille-stop-'));
    child = spawn(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      cwd: appRoot,
      env: {
        ...process.env,
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        DATABASE_URL: '',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    for (let i = 0; ; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/api/health/live`)).ok) break;
      } catch {
        if (i > 600 || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
      }
      await new Promise((r) => setTimeout(r, 200));
    }
  }, 180_000);
  afterAll(() => {
    if (child.exitCode === null) child.kill('SIGKILL');
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('finishes the request in flight, then exits 0', async () => {
    // A request whose body is still arriving when the signal comes.
    const body = JSON.stringify({ email: 'someone@example.com', password: 'not-the-password' });
    const socket = net.connect(port, '127.0.0.1');
    await new Promise((r) => socket.once('connect', r));
    let answer = '';
    socket.on('data', (d) => (answer += d));
    const ended = new Promise((r) => socket.once('close', r));
    socket.write(
      `POST /api/auth/login HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    );
    // Long enough for a loaded machine to have routed the request before the signal comes.
    await new Promise((r) => setTimeout(r, 1500));
    const exited = new Promise<number | null>((r) => child.once('exit', (code) => r(code)));
    child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 500));
    socket.write(body.slice(10));
    await ended;
    expect(answer, output).toMatch(/^HTTP\/1\.1 401 /);
    expect(await exited).toBe(0);
    expect(output).toContain('SIGTERM');
  });
});
