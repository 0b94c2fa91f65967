import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { root } from './paths';
import serverProcessEnv from '../../scripts/server-env.json';
import {
  catalogueStripePrices,
  startStripeServer,
  stripeTestEnv,
  TEST_WEBHOOK_SECRET,
  type StripeTestServer,
} from '../../src/server/test/stripe-server';

export interface RunningServer {
  url: string;
  /** The server's own data folder (outbox, photos, PGlite), removed by stop(). */
  dataDir: string;
  child: ChildProcess;
  /** Stripe as this server sees it (a hosted instance, decision 035); none when started self-hosted. */
  stripe: StripeTestServer | null;
  stop(): Promise<void>;
}

async function freePort(): Promise<number> {
  const srv = createServer();
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve));
  const { port } = srv.address() as AddressInfo;
  await new Promise<void>((resolve) => srv.close(() => resolve()));
  return port;
}

/**
 * The real, compiled process (`node dist/server/main.js`) on a free port with its own empty DATA_DIR. It
 * sells its plans through a local Stripe test server (decision 035), which delivers its webhooks to it;
 * `STRIPE_SECRET_KEY: ''` starts it self-hosted instead (plans set by the administrators, no price).
 */
export async function startServer(env: Record<string, string> = {}): Promise<RunningServer> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'trouvaille-e2e-'));
  const url = `http://127.0.0.1:${port}`;
  const selfHosted = env.STRIPE_SECRET_KEY === '';
  const stripe = selfHosted
    ? null
    : await startStripeServer({
        webhookSecret: TEST_WEBHOOK_SECRET,
        prices: catalogueStripePrices().prices,
        webhookUrl: `${url}/api/billing/webhook`,
      });
  const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', 'dist/server/main.js'], {
    cwd: root,
    env: {
      // As npm start runs it (scripts/lib.mjs serverEnv).
      ...serverProcessEnv,
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      APP_URL: url,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'test',
      DATABASE_URL: '',
      ...(stripe ? stripeTestEnv(stripe.url) : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (d) => (output += d));
  child.stderr?.on('data', (d) => (output += d));

  // A busy shared machine can take longer to start and migrate: E2E_SERVER_START_MS raises the wait.
  const startMs = Number(process.env.E2E_SERVER_START_MS) || 180_000;
  const deadline = Date.now() + startMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`Server exited (${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`Server did not answer within ${startMs / 1000} s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 250));
  }

  return {
    url,
    dataDir,
    child,
    stripe,
    async stop() {
      await stripe?.close();
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 5000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Waits until the server says it is ready (`/api/health/ready`: database, photo store, and the analyzer's
 * model and text reader threads started), as a load balancer does before sending it traffic. Without it
 * the first photo that reaches the text reader pays the threads' start inside its appraisal's text wait;
 * on a loaded machine that start alone can outlast a close-up's wait, and the journey would see its mark
 * go unread for a reason no deployed server has.
 */
export async function waitUntilReady(server: RunningServer, ms = 120_000): Promise<void> {
  const deadline = Date.now() + ms;
  let last = '';
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`Server exited (${server.child.exitCode})`);
    try {
      const res = await fetch(`${server.url}/api/health/ready`);
      if (res.ok) return;
      last = `${res.status} ${await res.text()}`;
    } catch (error) {
      last = String(error);
    }
    if (Date.now() > deadline) throw new Error(`Server not ready within ${ms / 1000} s: ${last}`);
    await new Promise((r) => setTimeout(r, 500));
  }
}
