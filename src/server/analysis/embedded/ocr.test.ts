import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { appRoot } from '../../paths';
import { parseAnalysis } from '../result-gate';
import { createEmbeddedAnalyzer } from './analyzer';
import { findMarks } from './marks';
import { createTextReader, plausibleText, readPhotosText, type TextReader } from './ocr';
import { labelPhoto, modelPresent, skipReason, testModelDir } from '../../test/embedded-model';

const blank = () =>
  sharp({ create: { width: 800, height: 600, channels: 3, background: '#c8c0b0' } })
    .jpeg()
    .toBuffer();

describe('reading text on photos (tesseract.js, offline)', () => {
  const reader = createTextReader();
  afterAll(() => reader.close());

  it('reads a printed maker’s mark and hallmark, and the marks are recognised', async () => {
    const read = await reader.read(await labelPhoto(['CHRISTOFLE FRANCE', 'STERLING 925']));
    const text = plausibleText(read.words);
    expect(text).toContain('CHRISTOFLE');
    expect(findMarks(text).map((f) => f.mark.id)).toEqual(['christofle', 'sterling']);
  });

  it('reads nothing on a blank photo, without error', async () => {
    const read = await reader.read(await blank());
    expect(plausibleText(read.words)).toBe('');
  });

  it('never throws on hostile input: tiny, corrupt, truncated, huge', async () => {
    const tiny = await sharp({ create: { width: 3, height: 3, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const label = await labelPhoto(['BACCARAT']);
    const huge = await sharp({ create: { width: 12000, height: 9000, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    for (const image of [tiny, Buffer.from('not an image at all'), label.subarray(0, 400), huge]) {
      const read = await reader.read(image);
      expect(plausibleText(read.words)).toBe('');
    }
  });

  it('gives up a photo that takes longer than the timeout, and reads the next one with a new worker', async () => {
    const hasty = createTextReader({ timeoutMs: 1 });
    try {
      // The first read starts the worker (not timed); its page then gets 1 ms.
      const read = await hasty.read(await labelPhoto(['DAUM NANCY']));
      expect(read.timedOut).toBe(true);
      expect(read.words).toEqual([]);
    } finally {
      await hasty.close();
    }
    const after = await reader.read(await labelPhoto(['DAUM NANCY']));
    expect(findMarks(plausibleText(after.words)).map((f) => f.mark.id)).toEqual(['daum']);
  });

  it('does not read a photo the pre-pass sees no text on', async () => {
    const read = await reader.read(await blank());
    expect(read.skipped).toBe('no-text');
    expect(read.words).toEqual([]);
  });

  it('turns a photo away, unread, when it cannot be read by its deadline', async () => {
    const label = await labelPhoto(['LONGINES']);
    const past = await reader.read(label, { deadline: performance.now() - 1 });
    expect(past.skipped).toBe('busy');
    expect(past.words).toEqual([]);
    // Queued behind other photos: the ones that cannot finish by the deadline are not read.
    const deadline = performance.now() + 30;
    const reads = await Promise.all([1, 2, 3].map(() => reader.read(label, { deadline })));
    expect(reads.some((r) => r.skipped === 'busy' || r.timedOut)).toBe(true);
    // And the reader still reads the next photo that has time.
    const after = await reader.read(label);
    expect(plausibleText(after.words)).toContain('LONGINES');
  });

  it('gives an appraisal its photos’ text by the deadline even if the reader never answers', async () => {
    const stuck: TextReader = { read: () => new Promise(() => undefined), close: async () => undefined };
    const text = await readPhotosText(stuck, [await blank(), await blank()], {
      deadline: performance.now() + 100,
    });
    expect(text).toEqual({ perPhoto: ['', ''], unread: 2 });
  });

  it('reads concurrent photos, each with its own text', async () => {
    const [a, b] = await Promise.all([
      reader.read(await labelPhoto(['LONGINES'])),
      reader.read(await labelPhoto(['MEISSEN'])),
    ]);
    expect(plausibleText(a.words)).toContain('LONGINES');
    expect(plausibleText(b.words)).toContain('MEISSEN');
  });
});

// A network namespace with no interface but loopback: any download would fail.
const noNetwork = spawnSync('unshare', ['-rn', 'true']).status === 0;
describe.skipIf(!noNetwork)('with no network at all', () => {
  it('reads the text from the models in node_modules', async () => {
    const image = (await labelPhoto(['BACCARAT'])).toString('base64');
    const dir = mkdtempSync(path.join(tmpdir(), 'trouvaille-ocr-offline-'));
    const script = path.join(dir, 'read.mjs');
    const ocr = pathToFileURL(path.join(appRoot, 'src/server/analysis/embedded/ocr.ts')).href;
    writeFileSync(
      script,
      `import { createTextReader, plausibleText } from '${ocr}';
      const reader = createTextReader({ timeoutMs: 20000 });
      const read = await reader.read(Buffer.from(process.env.IMAGE, 'base64'));
      console.log(JSON.stringify(plausibleText(read.words)));
      await reader.close();`,
    );
    const run = spawnSync('unshare', ['-rn', process.execPath, '--import', 'tsx', script], {
      cwd: appRoot,
      env: { ...process.env, IMAGE: image },
      encoding: 'utf8',
      timeout: 60_000,
    });
    rmSync(dir, { recursive: true, force: true });
    expect(run.stderr).not.toMatch(/fetch|ENOTFOUND|EAI_AGAIN|network/i);
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('BACCARAT');
  }, 90_000);
});

describe.skipIf(!modelPresent)(
  `the embedded analyzer reads the marks on the photo ${modelPresent ? '' : skipReason('the model', testModelDir)}`,
  () => {
    // What the marks do to the answer, not how fast: a budget no loaded test machine runs out of.
    const analyzer = createEmbeddedAnalyzer({ modelDir: testModelDir, textBudgetMs: 60_000 });
    // As the server's readiness check does: the reader's start is not charged to the first photo's budget.
    beforeAll(() => analyzer.ready?.());
    afterAll(() => analyzer.close?.());

    it.each(['fr', 'en'] as const)(
      'records the text, the maker from it and its effect (%s)',
      async (language) => {
        const image = await labelPhoto(['CHRISTOFLE FRANCE', 'STERLING 925']);
        // As the service stores it: through the contract and the appraisal rules.
        const parsed = parseAnalysis(
          await analyzer.analyze({ images: [{ data: image, mimeType: 'image/jpeg' }], language }),
        );
        if (!parsed.success) throw parsed.error;
        const result = parsed.value;
        expect(result.textRead).toContain('CHRISTOFLE');
        expect(result.marksRecognised?.map((m) => [m.id, m.from])).toEqual([
          ['christofle', 'photo-text'],
          ['sterling', 'photo-text'],
        ]);
        expect(result.manufacturer).toBe('Christofle');
        expect(result.evidence.join(' ')).toContain('CHRISTOFLE');
        // The maker's family is now the answer (or among the candidates when unsure).
        const named = [result.category, ...result.candidates.map((c) => c.id)].join(' ');
        expect(named).toMatch(
          /silver|argent|Orfèvrerie|metal|cutlery|coffee|trays|goblets|shakers|cellars|candlesticks/i,
        );
        // The appraisal rules still hold.
        expect(result.estimatedValueMin).toBeLessThanOrEqual(result.estimatedValueMax);
        if (result.confidenceScore < 40) expect(result.estimatedValueMax).toBe(0);
      },
    );

    it.each(['fr', 'en'] as const)(
      'answers without the text, and says so, when the reader has no time (%s)',
      async (language) => {
        const stuck: TextReader = { read: () => new Promise(() => undefined), close: async () => undefined };
        const hurried = createEmbeddedAnalyzer({
          modelDir: testModelDir,
          textReader: stuck,
          textBudgetMs: 50,
        });
        const image = await labelPhoto(['CHRISTOFLE FRANCE', 'STERLING 925']);
        const result = await hurried.analyze({ images: [{ data: image, mimeType: 'image/jpeg' }], language });
        expect(result.textRead).toBeUndefined();
        expect(result.marksRecognised).toBeUndefined();
        const steps = result.analysisData.steps.map((s) => s.description).join(' ');
        expect(steps).toMatch(language === 'fr' ? /lecteur de texte était occupé/ : /text reader was busy/);
      },
    );

    it('gives no text and no error for a blank photo', async () => {
      const result = await analyzer.analyze({
        images: [{ data: await blank(), mimeType: 'image/jpeg' }],
        language: 'en',
      });
      expect(result.textRead).toBeUndefined();
      expect(result.marksRecognised).toBeUndefined();
    });
  },
);
