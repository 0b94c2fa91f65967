// Figures for the analysis issue (no assertions): server time per POST /api/analyze-complete excluding the
// model, 3 photos of 1920×1080, p50/p95; and the server's peak memory during 10 concurrent analyses.
import { readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import pg from 'pg';
import sharp from 'sharp';
import { startServer } from '../e2e/support/server';
import { signIn } from './support/sign-in';
import { percentile } from './support/stats';

const SEQUENTIAL = 30;
const CONCURRENT = 10;

/**
 * A photo-like JPEG (smooth noise, not white noise, so it compresses like a real picture). `sideways`: as a
 * phone stores a portrait shot (EXIF orientation 6), which the server must decode, turn and re-encode;
 * otherwise as the app's own camera sends it (a canvas JPEG), which is kept as is once stripped.
 */
async function photo(seed: number, sideways = false): Promise<Buffer> {
  const base = await sharp({
    create: {
      width: 1920,
      height: 1080,
      channels: 3,
      background: { r: 90 + seed * 20, g: 110, b: 140 },
      noise: { type: 'gaussian', mean: 128, sigma: 35 },
    },
  })
    .blur(2)
    .png()
    .toBuffer();
  const jpeg = sharp(base).jpeg({ quality: 90 });
  return (sideways ? jpeg.withMetadata({ orientation: 6 }) : jpeg).toBuffer();
}

function form(photos: Buffer[]): { body: Buffer; type: string } {
  const boundary = '----bench' + Date.now();
  const parts: Buffer[] = [];
  photos.forEach((p, i) => {
    const name = i === 0 ? 'image' : `image_${i}`;
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"; filename="${name}.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
      ),
      p,
      Buffer.from('\r\n'),
    );
  });
  parts.push(
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="imageCount"\r\n\r\n${photos.length}\r\n--${boundary}--\r\n`,
    ),
  );
  return { body: Buffer.concat(parts), type: `multipart/form-data; boundary=${boundary}` };
}

/** CPU time (user + system, all threads) the process has used, in ms: independent of other load on the machine. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // utime, stime in clock ticks (USER_HZ 100)
}

function status(pid: number, field: 'VmRSS' | 'VmHWM'): number {
  const m = new RegExp(`${field}:\\s+(\\d+) kB`).exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) / 1024 : NaN;
}

/** One configuration: a fresh server, a signed-in super user (no monthly limit), then the two figures. */
async function measure(label: string, env: Record<string, string>) {
  const email = 'bench@example.com';
  const server = await startServer({
    ADMIN_EMAILS: email,
    AI_PROVIDER: 'embedded',
    ...env,
  });
  try {
    const cookie = await signIn(server.url, server.dataDir, email);
    const forms = {
      camera: form(await Promise.all([0, 1, 2].map((n) => photo(n)))),
      sideways: form(await Promise.all([0, 1, 2].map((n) => photo(n, true)))),
    };
    const send = async (f = forms.camera) => {
      const res = await fetch(`${server.url}/api/analyze-complete`, {
        method: 'POST',
        headers: { cookie, 'content-type': f.type },
        body: new Uint8Array(f.body),
      });
      if (res.status !== 200) throw new Error(`analyze-complete answered ${res.status}: ${await res.text()}`);
      await res.arrayBuffer();
      const timing = res.headers.get('server-timing') ?? '';
      return {
        app: Number(/app;dur=([\d.]+)/.exec(timing)?.[1]),
        model: Number(/model;dur=([\d.]+)/.exec(timing)?.[1]),
      };
    };
    const pid = server.child.pid!;

    for (let i = 0; i < 3; i++) await send(); // warm-up: JIT, sharp, database
    for (const [kind, f] of Object.entries(forms)) {
      const app: number[] = [];
      const model: number[] = [];
      const cpuBefore = cpuMs(pid);
      for (let i = 0; i < SEQUENTIAL; i++) {
        const t = await send(f);
        app.push(t.app);
        model.push(t.model);
      }
      const cpuPerRequest = (cpuMs(pid) - cpuBefore) / SEQUENTIAL;
      const kb = Math.round(f.body.length / 1024);
      console.log(
        `analysis [${label}, ${kind} photos]: server time per analyze-complete excluding the model, 3 photos 1920×1080 (${kb} kB), ${SEQUENTIAL} requests:`,
      );
      console.log(
        `analysis [${label}, ${kind} photos]:   p50 ${percentile(app, 50).toFixed(1)} ms, p95 ${percentile(app, 95).toFixed(1)} ms (goal p50 ≤ 150 ms); model (embedded) p50 ${percentile(model, 50).toFixed(1)} ms`,
      );
      console.log(
        `analysis [${label}, ${kind} photos]:   server CPU time per request ${cpuPerRequest.toFixed(0)} ms (all threads, model included); load average ${readFileSync('/proc/loadavg', 'utf8').split(' ')[0]} on ${availableParallelism()} cores`,
      );
    }

    const before = status(pid, 'VmRSS');
    let resetPeak = true;
    try {
      writeFileSync(`/proc/${pid}/clear_refs`, '5'); // resets VmHWM to the current RSS
    } catch {
      resetPeak = false;
    }
    let sampled = before;
    const sampler = setInterval(() => (sampled = Math.max(sampled, status(pid, 'VmRSS'))), 10);
    const started = performance.now();
    await Promise.all(Array.from({ length: CONCURRENT }, () => send(forms.sideways)));
    const wall = performance.now() - started;
    clearInterval(sampler);
    const peak = resetPeak ? Math.max(status(pid, 'VmHWM'), sampled) : sampled;
    console.log(
      `analysis [${label}]: ${CONCURRENT} concurrent analyses (sideways photos, re-encoded) in ${wall.toFixed(0)} ms; server RSS before ${before.toFixed(0)} MB, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB; goal ≤ 400 MB)`,
    );
  } finally {
    await server.stop();
  }
}

/** A throw-away database on the PostgreSQL server TEST_DATABASE_URL names. */
async function throwAwayDatabase(adminUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `trouvaille_bench_${Date.now()}`;
  const run = async (sql: string) => {
    const c = new pg.Client({ connectionString: adminUrl });
    await c.connect();
    await c.query(sql);
    await c.end();
  };
  await run(`create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), drop: () => run(`drop database if exists ${name} with (force)`) };
}

await measure('PGlite', {});
// PGlite is PostgreSQL compiled to WebAssembly inside the server process: its memory is the server's.
// With PostgreSQL the server's own footprint shows.
if (process.env.TEST_DATABASE_URL) {
  const db = await throwAwayDatabase(process.env.TEST_DATABASE_URL);
  try {
    await measure('PostgreSQL', { DATABASE_URL: db.url });
  } finally {
    await db.drop();
  }
}
