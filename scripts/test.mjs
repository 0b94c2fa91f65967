// npm test: every test (unit, API on PGlite and, with TEST_DATABASE_URL, PostgreSQL; then Chromium
// end-to-end). Installs what it needs first, then prints one closing "N passed, N failed" line.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ensureBuilt, ensureInstalled, root, run } from './lib.mjs';

await ensureInstalled();
// Debian packages the tests use: the browser, the fake camera's video, and a PDF renderer and QR reader
// that open the reports as a person's tools would.
const debian = {
  chromium: '/usr/bin/chromium',
  ffmpeg: '/usr/bin/ffmpeg',
  'poppler-utils': '/usr/bin/pdftoppm',
  'zbar-tools': '/usr/bin/zbarimg',
};
const missing = Object.keys(debian).filter((name) => !existsSync(debian[name]));
if (missing.length) {
  if (process.getuid?.() === 0) {
    console.log(`Installing ${missing.join(', ')} from Debian for the tests…`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...missing], {
      env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
    });
  } else {
    console.error(`The tests need Debian packages: sudo apt-get install -y ${missing.join(' ')}`);
    process.exit(1);
  }
}
await ensureBuilt();

const out = mkdtempSync(path.join(tmpdir(), 'trouvaille-results-'));
const vitest = path.join(root, 'node_modules/vitest/vitest.mjs');
const suites = [
  { name: 'unit and API', args: [] },
  { name: 'end-to-end', args: ['--config', 'vitest.e2e.config.ts'] },
];
let passed = 0;
let failed = 0;
let skipped = 0;
let status = 0;
for (const s of suites) {
  console.log(`\n=== ${s.name} tests ===`);
  const file = path.join(out, `${s.name.replace(/\W+/g, '-')}.json`);
  const res = spawnSync(
    process.execPath,
    [vitest, 'run', ...s.args, '--reporter=default', '--reporter=json', `--outputFile.json=${file}`],
    { cwd: root, stdio: 'inherit' },
  );
  if (res.status !== 0) status = res.status ?? 1;
  try {
    const r = JSON.parse(readFileSync(file, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + (r.numTodoTests ?? 0);
    if (r.numTotalTests === 0) {
      console.error(`No ${s.name} test ran.`);
      status = status || 1;
    }
  } catch {
    failed += 1;
    status = status || 1;
  }
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(status);
