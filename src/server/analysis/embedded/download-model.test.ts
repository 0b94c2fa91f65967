import { execFileSync } from 'node:child_process';
import {
  existsSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  writeFileSync,
  cpSync,
  chmodSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { modelPresent, skipReason, testModelDir } from './test-support';

const script = fileURLToPath(new URL('../../../../scripts/download-model.mjs', import.meta.url));
const run = (...args: string[]) =>
  execFileSync(process.execPath, [script, ...args], { encoding: 'utf8', stdio: 'pipe' });

/** The network path cannot run here; --from exercises the same verification and atomic install offline. */
describe.skipIf(!modelPresent)(
  `npm run model:download ${modelPresent ? '' : skipReason('a model to mirror', testModelDir)}`,
  () => {
    it('installs a verified copy and leaves nothing half-written when a file is wrong', () => {
      const work = mkdtempSync(path.join(tmpdir(), 'trouvaille-download-'));
      const dest = path.join(work, 'model');
      run('--from', testModelDir!, '--dest', dest);
      expect(existsSync(path.join(dest, 'group31-shard1of1'))).toBe(true);
      expect(JSON.parse(readFileSync(path.join(dest, 'labels.json'), 'utf8'))).toHaveLength(1000);
      expect(run('--from', testModelDir!, '--dest', dest)).toContain('already installed');

      const corrupt = path.join(work, 'corrupt');
      cpSync(testModelDir!, corrupt, { recursive: true });
      chmodSync(path.join(corrupt, 'group5-shard1of1'), 0o644);
      writeFileSync(path.join(corrupt, 'group5-shard1of1'), Buffer.alloc(1024, 1));
      expect(() => run('--from', corrupt, '--dest', path.join(work, 'other'))).toThrow(/checksum/);
      expect(readdirSync(work).sort()).toEqual(['corrupt', 'model']);
    });
  },
);
