import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { appRoot } from '../../paths';
import type Tesseract from 'tesseract.js';
import { CLEAR_ROW, textLikelihood } from './text-prepass';

/**
 * Reads the text on a photo (maker's marks, signatures, labels, hallmarks) with tesseract.js, offline: the
 * French LSTM model (`4.0.0_best_int`) comes from the npm package @tesseract.js-data/fra and the wasm core from tesseract.js-core, both in node_modules; nothing is fetched at run time.
 *
 * A cheap pre-pass (text-prepass.ts) first looks for rows of character-like shapes; a photo without any is
 * not read at all. Two workers (worker threads with their wasm heaps) are created on first use and reused;
 * each reads one photo at a time, in order. A read may carry a deadline: while the reader is busy, a
 * photo that could not be finished by then is not read (`skipped: 'busy'`), so the queue never holds more
 * than the deadline's worth of work; nor is a photo whose appraisal stopped waiting before its turn came. A
 * read past the timeout (a hostile or pathological image) is stopped by terminating the worker, the only
 * way to stop tesseract mid-page; the next photo starts a new one. A read is not stopped at its deadline:
 * restarting the worker costs more than finishing the page.
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
  /** True when the photo took longer than the timeout (or ran past its deadline) and was abandoned. */
  timedOut?: boolean;
  /**
   * Why the photo was not read: `no-text`, the pre-pass saw nothing like text on it; `busy`, the reader
   * could not have read it by the deadline.
   */
  skipped?: 'no-text' | 'busy';
}

export interface TextReaderOptions {
  /** Longest a photo may take once the worker is ready; 4 s by default. */
  timeoutMs?: number;
  /** Longest side the photo is reduced to before reading. */
  maxSide?: number;
  /** Look for text with the pre-pass first and read only photos that may hold some; true by default. */
  prepass?: boolean;
  /**
   * Worker threads reading photos side by side; 2 by default: under load the second reads about half the
   * photos one leaves unread, for ~40 MB more and the same latency (bench/appraisal-load.ts).
   */
  workers?: number;
}

export interface ReadOptions {
  /** The request was given up: the read rejects. */
  signal?: AbortSignal;
  /** `performance.now()` time by which the text should be read; see createTextReader. */
  deadline?: number;
  /** Nobody waits for this text any more: a photo not yet started is not read. */
  abandoned?: AbortSignal;
}

export interface TextReader {
  read(image: Buffer, options?: ReadOptions): Promise<TextRead>;
  /** Starts the workers now rather than with the first photo (whose budget would go on the start). */
  warm?(): Promise<void>;
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

interface Prepared {
  grey: Buffer;
  width: number;
  height: number;
}

/**
 * The photo reduced and grey, decoded once for both the pre-pass and the reader. Undefined when it cannot
 * be decoded or is too small to hold text.
 */
async function prepare(image: Buffer, maxSide: number): Promise<Prepared | undefined> {
  try {
    const { data, info } = await sharp(image, { failOn: 'none', limitInputPixels: 64_000_000 })
      .resize(maxSide, maxSide, { fit: 'inside', withoutEnlargement: true })
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    if (info.width < MIN_SIDE || info.height < MIN_SIDE) return undefined;
    return { grey: data, width: info.width, height: info.height };
  } catch {
    return undefined;
  }
}

/** The image as tesseract reads it best: lossless, quick to encode. */
function toPng({ grey, width, height }: Prepared): Promise<Buffer> {
  return sharp(grey, { raw: { width, height, channels: 1 } })
    .png({ compressionLevel: 1 })
    .toBuffer();
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

/** What a read is expected to cost before any has been measured: a photo with a label, warm. */
const FIRST_READ_ESTIMATE_MS = 400;
const FIRST_START_ESTIMATE_MS = 1500;

interface Job {
  png: Buffer;
  deadline: number;
  signal?: AbortSignal;
  abandoned?: AbortSignal;
  started: number;
  resolve(read: TextRead): void;
  reject(error: unknown): void;
}

interface Slot {
  worker?: Promise<Tesseract.Worker>;
  /** When the worker's creation began, until it is ready. */
  creating?: number;
  /** The job being read, if any. */
  job?: Job;
}

export function createTextReader(opts: TextReaderOptions = {}): TextReader {
  const timeoutMs = opts.timeoutMs ?? 4000;
  const maxSide = opts.maxSide ?? MAX_SIDE;
  const usePrepass = opts.prepass ?? true;
  const slots: Slot[] = Array.from({ length: Math.max(1, opts.workers ?? 2) }, () => ({}));
  // Waiting photos, oldest first: a worker takes the next one as soon as it is free.
  const waiting: Job[] = [];
  // Recent cost of a read and of a worker's start (moving averages), to tell whether a photo can still be
  // read by its deadline once the photos ahead of it are.
  let readMs = FIRST_READ_ESTIMATE_MS;
  let startMs = FIRST_START_ESTIMATE_MS;
  // The reads under way, for close() to wait for.
  const running: Promise<void>[] = [];

  const discard = async (slot: Slot) => {
    const w = slot.worker;
    slot.worker = undefined;
    slot.creating = undefined;
    await w?.then((x) => x.terminate()).catch(() => undefined);
  };

  /** Starts a slot's worker if it has none; reads turned away meanwhile do not stop it from starting. */
  const warm = (slot: Slot): Promise<Tesseract.Worker> => {
    if (slot.worker) return slot.worker;
    const started = performance.now();
    slot.creating = started;
    const worker = createWorker();
    slot.worker = worker;
    worker.then(
      () => {
        startMs = 0.7 * startMs + 0.3 * (performance.now() - started);
        if (slot.worker === worker) slot.creating = undefined;
      },
      () => undefined,
    );
    return worker;
  };

  /** When a photo queued now would be finished, if every photo ahead of it takes the usual time. */
  const expectedEnd = (now: number) => {
    for (const slot of slots) void warm(slot).catch(() => undefined);
    const cold = Math.min(
      ...slots.map((s) => (s.creating === undefined ? 0 : Math.max(0, startMs - (now - s.creating)))),
    );
    const ahead = waiting.length + slots.filter((s) => s.job).length;
    return now + cold + ((ahead + 1) * readMs) / slots.length;
  };

  async function run(slot: Slot, job: Job): Promise<void> {
    const done = (words: ReadWord[], extra: Partial<TextRead> = {}) =>
      job.resolve({ words, ms: performance.now() - job.started, ...extra });
    if (job.signal?.aborted) return job.reject(job.signal.reason);
    // Its appraisal decides when it stops waiting (the classifier may be slower than the deadline); a
    // caller without one, the deadline.
    const late = job.abandoned ? job.abandoned.aborted : performance.now() >= job.deadline;
    if (late) return done([], { skipped: 'busy' });
    const current = warm(slot);
    const ready = await withTimeout(current, CREATE_TIMEOUT_MS).catch((error: unknown) => {
      void discard(slot);
      job.reject(error);
      return 'failed' as const;
    });
    if (ready === 'failed') return;
    if (ready === 'timeout') {
      await discard(slot);
      return job.reject(new Error('The text reader did not start in time'));
    }
    const begun = performance.now();
    const result = await withTimeout(
      ready.recognize(job.png, {}, { text: false, blocks: true }),
      timeoutMs,
    ).catch((error: unknown) => {
      job.reject(error);
      return 'failed' as const;
    });
    if (result === 'failed') return;
    if (result === 'timeout') {
      await discard(slot);
      return done([], { timedOut: true });
    }
    readMs = 0.8 * readMs + 0.2 * (performance.now() - begun);
    done(wordsOf(result.data));
  }

  function pump() {
    for (const slot of slots) {
      if (slot.job || waiting.length === 0) continue;
      const job = waiting.shift()!;
      slot.job = job;
      const finished = run(slot, job)
        .catch((error: unknown) => job.reject(error))
        .finally(() => {
          slot.job = undefined;
          running.splice(running.indexOf(finished), 1);
          pump();
        });
      running.push(finished);
    }
  }

  return {
    async read(image, { signal, deadline = Infinity, abandoned } = {}) {
      signal?.throwIfAborted();
      const started = performance.now();
      const prepared = await prepare(image, maxSide);
      if (!prepared) return { words: [], ms: performance.now() - started };
      const seen = usePrepass ? await textLikelihood(prepared) : undefined;
      if (seen && !seen.likely) return { words: [], ms: performance.now() - started, skipped: 'no-text' };
      // While the reader is busy, a photo that could not be read by its deadline is turned away now, not
      // after waiting for nothing, and so is one with only faint signs of text (a short row of shapes is
      // as often texture): the clear labels get the time. An idle reader takes any photo.
      const idleNow = waiting.length === 0 && slots.some((s) => !s.job);
      const clear = !seen || seen.longest >= CLEAR_ROW;
      if (!idleNow && (!clear || expectedEnd(performance.now()) > deadline))
        return { words: [], ms: performance.now() - started, skipped: 'busy' };
      const png = await toPng(prepared);
      return new Promise<TextRead>((resolve, reject) => {
        waiting.push({ png, deadline, signal, abandoned, started, resolve, reject });
        pump();
      });
    },
    async warm() {
      // The timeout's timer also keeps the process alive while the (unreferenced) threads start.
      await Promise.all(slots.map((slot) => withTimeout(warm(slot), CREATE_TIMEOUT_MS)));
    },
    async close() {
      while (running.length) await Promise.all(running);
      await Promise.all(slots.map(discard));
    },
  };
}

/**
 * How long an appraisal waits for its text once the classifier has answered, when its budget is spent: the
 * text then costs at most this much on top of the classification, however loaded the machine is.
 */
export const TEXT_GRACE_MS = 250;

export interface PhotosText {
  /** Each photo's plausible text, in the order sent (empty when it has none or was not read). */
  perPhoto: string[];
  /** Photos that could not be read by the deadline (the reader was busy, or the read ran past it). */
  unread: number;
}

/**
 * When an appraisal stops waiting for its text: at its deadline, or TEXT_GRACE_MS after the classifier has
 * answered (or failed) if that is later. Under load the classifier is slower too, and the text keeps pace
 * with it rather than being dropped for a wait nobody would notice.
 */
export function textWait(deadline: number, classified: Promise<unknown>): Promise<void> {
  const at = (time: number) =>
    new Promise<void>((resolve) => setTimeout(resolve, Math.max(0, time - performance.now())).unref());
  const afterClassifier = classified.then(
    () => at(performance.now() + TEXT_GRACE_MS),
    () => at(performance.now() + TEXT_GRACE_MS),
  );
  return Promise.all([at(deadline), afterClassifier]).then(() => undefined);
}

/**
 * The text of an appraisal's photos, read until `until` (by default its deadline): a photo the reader
 * could not read by then counts as unread. The appraisal's own clock decides, so even a reader that never
 * answers cannot hold it.
 */
export async function readPhotosText(
  reader: TextReader,
  images: Buffer[],
  { signal, deadline, until }: { signal?: AbortSignal; deadline: number; until?: Promise<unknown> },
): Promise<PhotosText> {
  const abandon = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const stop =
    until ??
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, deadline - performance.now());
      timer.unref();
    });
  const late = stop.then(() => {
    abandon.abort();
    return 'late' as const;
  });
  try {
    const reads = await Promise.all(
      images.map((image) => {
        const read = reader.read(image, { signal, deadline, abandoned: abandon.signal });
        // A read that loses the race to the deadline, or outlives an aborted request, may still reject
        // later, when nobody waits for it any more: that is not an error of the process.
        read.catch(() => undefined);
        return Promise.race([read, late]);
      }),
    );
    signal?.throwIfAborted();
    return {
      perPhoto: reads.map((r) => (r === 'late' ? '' : plausibleText(r.words))),
      unread: reads.filter((r) => r === 'late' || r.skipped === 'busy' || r.timedOut).length,
    };
  } finally {
    clearTimeout(timer);
  }
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
