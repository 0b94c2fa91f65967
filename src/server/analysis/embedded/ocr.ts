import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { appRoot } from '../../paths';
import type Tesseract from 'tesseract.js';

/**
 * Reads the text on a photo (maker's marks, signatures, labels, hallmarks) with tesseract.js, offline: the
 * French LSTM model (`4.0.0_best_int`) comes from the npm package @tesseract.js-data/fra and the wasm core from tesseract.js-core, both in node_modules; nothing is fetched at run time.
 *
 * One worker (a worker thread with its wasm heap, ~80–110 MB) is created on first use and reused; photos
 * are read one at a time. A photo that takes longer than the timeout (a hostile or pathological image)
 * gets no text: the worker is terminated, which is the only way to stop tesseract mid-page, and the next
 * photo starts a new one.
 */

export interface ReadWord {
  text: string;
  /** Tesseract's word confidence, 0–100. */
  confidence: number;
  /** Index of the line the word is on, in reading order. */
  line: number;
}

export interface TextRead {
  /** Every word tesseract returned, unfiltered (see plausibleText). */
  words: ReadWord[];
  ms: number;
  /** True when the photo took longer than the timeout and was abandoned. */
  timedOut?: boolean;
}

export interface TextReaderOptions {
  /** Longest a photo may take once the worker is ready; 4 s by default. */
  timeoutMs?: number;
  /** Longest side the photo is reduced to before reading. */
  maxSide?: number;
}

export interface TextReader {
  read(image: Buffer, signal?: AbortSignal): Promise<TextRead>;
  /** Terminates the worker (server shutdown); a later read starts a new one. */
  close(): Promise<void>;
}

/**
 * French only: its Latin alphabet reads English marks as well (STERLING, MADE IN ENGLAND), and adding the
 * English model doubled the time per photo (bench/ocr.ts: median 206 → 120 ms, RSS 189 → 163 MB).
 */
const LANGUAGES = ['fra'] as const;
/** Measured on the test photos: 1024 px keeps marks of ~15 px capitals readable and a photo under ~0.5 s. */
const MAX_SIDE = 1024;
/** Below this a photo holds no readable text (and tesseract refuses to scale it). */
const MIN_SIDE = 24;
const CREATE_TIMEOUT_MS = 30_000;

// Resolved from the repository root: the same packages from src/ and from the compiled bundle in dist/.
const require = createRequire(path.join(appRoot, 'package.json'));

/** The folder of a language's small integer LSTM model inside its npm package. */
export function languageFile(lang: string): string {
  const pkg = path.dirname(require.resolve(`@tesseract.js-data/${lang}/package.json`));
  return path.join(pkg, '4.0.0_best_int', `${lang}.traineddata.gz`);
}

/**
 * The photo as tesseract reads it best: reduced, grey, lossless. Undefined when it cannot be decoded or is
 * too small to hold text.
 */
async function prepare(image: Buffer, maxSide: number): Promise<Buffer | undefined> {
  try {
    const { data, info } = await sharp(image, { failOn: 'none', limitInputPixels: 64_000_000 })
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .png({ compressionLevel: 1 })
      .toBuffer({ resolveWithObject: true });
    return info.width >= MIN_SIDE && info.height >= MIN_SIDE ? data : undefined;
  } catch {
    return undefined;
  }
}

/** Init parameters: tesseract's own messages ("Detected 21 diacritics") go nowhere instead of stdout. */
const QUIET = { debug_file: '/dev/null' } as unknown as Partial<Tesseract.InitOptions>;

async function createWorker(): Promise<Tesseract.Worker> {
  const tesseract = (await import('tesseract.js')).default;
  // tesseract.js reads every language from one folder (langPath) and the two packages are two folders: a
  // temporary folder of links to them is read once, while the worker starts, and removed.
  const langPath = mkdtempSync(path.join(tmpdir(), 'trouvaille-tessdata-'));
  try {
    for (const lang of LANGUAGES)
      symlinkSync(languageFile(lang), path.join(langPath, `${lang}.traineddata.gz`));
    const worker = await tesseract.createWorker(
      [...LANGUAGES],
      tesseract.OEM.LSTM_ONLY,
      {
        langPath,
        gzip: true,
        // Never write a copy of the models into the working directory, never read one from there.
        cacheMethod: 'none',
        // Without a handler tesseract.js throws a failed job from an event callback: an uncaught exception.
        errorHandler: () => undefined,
      },
      QUIET,
    );
    // A crashed thread must end its job (through the timeout), not the process; and an idle reader must not
    // keep the process alive (close() terminates it at shutdown).
    const thread = (
      worker as unknown as { worker?: { on?(e: 'error', f: () => void): void; unref?(): void } }
    ).worker;
    thread?.on?.('error', () => undefined);
    thread?.unref?.();
    await worker.setParameters({
      // Sparse text: a mark is a few words anywhere on an object, not a page.
      tessedit_pageseg_mode: tesseract.PSM.SPARSE_TEXT,
      // Local (Sauvola) thresholds: a mark on a darker or curved surface survives binarisation.
      thresholding_method: '2',
      // Reading every dark region again inverted doubles the time on photos for little gain.
      tessedit_do_invert: '0',
      // Photos carry no resolution; a fixed one also silences tesseract's "estimating resolution" line.
      user_defined_dpi: '300',
    });
    return worker;
  } finally {
    rmSync(langPath, { recursive: true, force: true });
  }
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), ms)));
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function createTextReader(opts: TextReaderOptions = {}): TextReader {
  const timeoutMs = opts.timeoutMs ?? 4000;
  const maxSide = opts.maxSide ?? MAX_SIDE;
  let worker: Promise<Tesseract.Worker> | undefined;
  // One photo at a time: the worker is single-threaded and a second job would only wait inside it.
  let queue: Promise<unknown> = Promise.resolve();

  const discard = async (w: Promise<Tesseract.Worker> | undefined) => {
    if (worker === w) worker = undefined;
    await w?.then((x) => x.terminate()).catch(() => undefined);
  };

  async function readOne(image: Buffer, signal?: AbortSignal): Promise<TextRead> {
    signal?.throwIfAborted();
    const started = performance.now();
    const done = (words: ReadWord[], timedOut?: boolean): TextRead => ({
      words,
      ms: performance.now() - started,
      ...(timedOut ? { timedOut } : {}),
    });
    const input = await prepare(image, maxSide);
    if (!input) return done([]);
    const current = (worker ??= createWorker());
    const ready = await withTimeout(current, CREATE_TIMEOUT_MS).catch((error: unknown) => {
      void discard(current);
      throw error;
    });
    if (ready === 'timeout') {
      await discard(current);
      throw new Error('The text reader did not start in time');
    }
    const result = await withTimeout(ready.recognize(input, {}, { text: false, blocks: true }), timeoutMs);
    if (result === 'timeout') {
      await discard(current);
      return done([], true);
    }
    return done(wordsOf(result.data));
  }

  return {
    read(image, signal) {
      const run = queue.then(() => readOne(image, signal));
      queue = run.catch(() => undefined);
      return run;
    },
    async close() {
      await queue;
      await discard(worker);
    },
  };
}

function wordsOf(page: Tesseract.Page): ReadWord[] {
  const words: ReadWord[] = [];
  let line = 0;
  for (const block of page.blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const l of paragraph.lines) {
        for (const w of l.words) words.push({ text: w.text, confidence: w.confidence, line });
        line++;
      }
  return words;
}

/** Below this word confidence tesseract's output on photos is mostly texture read as letters. */
export const MIN_WORD_CONFIDENCE = 60;
const MAX_TEXT = 200;

/**
 * What is worth showing and matching of a photo's words: confident words with enough letters or digits,
 * on lines that hold at least one word of three characters or more (a lone "AN" or "|" is texture). Lines
 * are joined with " · "; the text is cut at 200 characters.
 */
export function plausibleText(words: ReadWord[]): string {
  const lines = new Map<number, string[]>();
  for (const w of words) {
    const text = w.text.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
    const alnum = (text.match(/[\p{L}\p{N}]/gu) ?? []).length;
    if (w.confidence < MIN_WORD_CONFIDENCE || alnum < 2 || alnum / text.length < 0.6) continue;
    if (/^(.)\1+$/u.test(text)) continue;
    lines.set(w.line, [...(lines.get(w.line) ?? []), text]);
  }
  const kept = [...lines.values()].filter((l) =>
    l.some((t) => (t.match(/[\p{L}\p{N}]/gu) ?? []).length >= 3),
  );
  const text = kept.map((l) => l.join(' ')).join(' · ');
  return text.length > MAX_TEXT ? `${text.slice(0, MAX_TEXT - 1).trimEnd()}…` : text;
}
