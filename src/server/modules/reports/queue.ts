import { randomUUID } from 'node:crypto';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { AppError, conflict, notFound } from '../../errors';
import type { ImageStorage } from '../../images/storage';
import type { SessionUser } from '../auth/guard';
import type { ReportFileRow, ReportFilesRepository } from './files-repository';
import { renderInWorker } from './render';
import type { ReportOwner, ReportRequest, ReportsService } from './service';

/**
 * Printable files built off the request path. Asking for one queues it (a row in report_files) and answers
 * at once; each instance builds at most `concurrency` files at a time, each in a worker thread, one per
 * user at a time (a user's second file waits for the first), the oldest first across users. The file goes
 * to the storage (any instance can hand it over) and the web app follows the row's progress.
 */

/** Files one user may have waiting or being built; more is a 429 (one user cannot fill the queue). */
export const MAX_ACTIVE_PER_USER = 3;
/** How long a claim holds without news from its builder; a build reports progress far more often. */
const LEASE_MS = 60_000;
/** How often an idle instance looks for files another instance queued. */
const POLL_MS = 2_000;
/** A built file is kept this long, then deleted with its row. */
export const KEEP_MS = 24 * 60 * 60 * 1000;
/** The storage folder of built files (not a user's folder: photos' accounting never sees them). */
const PREFIX = 'reports';

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ReportFileView {
  id: string;
  kind: 'dossier' | 'labels';
  status: 'queued' | 'running' | 'ready' | 'failed';
  progress: number;
  filename: string | null;
  bytes: number | null;
  /** An error code (src/contracts/error-codes.ts) when the build failed. */
  error: string | null;
  createdAt: string;
}

interface Log {
  error(obj: object, msg: string): void;
}

export function createReportQueue(deps: {
  repo: ReportFilesRepository;
  reports: Pick<ReportsService, 'prepare' | 'check'>;
  storage: ImageStorage;
  tmpDir: string;
  log: Log;
  concurrency?: number;
  instanceId?: string;
}) {
  const { repo, storage, log } = deps;
  const concurrency = deps.concurrency ?? 1;
  const instance = deps.instanceId ?? randomUUID();
  const running = new Map<string, { abort: AbortController; done: Promise<void> }>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;
  let pumping: Promise<void> | null = null;

  const view = (row: ReportFileRow): ReportFileView => ({
    id: row.id,
    kind: row.kind as ReportFileView['kind'],
    status: row.status as ReportFileView['status'],
    progress: row.progress,
    filename: row.filename,
    bytes: row.bytes,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
  });

  async function own(user: Pick<SessionUser, 'id'>, id: string): Promise<ReportFileRow> {
    const row = uuidPattern.test(id) ? await repo.find(user.id, id) : undefined;
    if (!row) throw notFound('File not found');
    return row;
  }

  async function build(row: ReportFileRow, abort: AbortController): Promise<void> {
    const file = path.join(deps.tmpDir, `${row.id}.pdf`);
    try {
      const params = row.params as ReportRequest & { lang: ReportOwner['language'] };
      const prepared = await deps.reports.prepare({ id: row.userId, language: params.lang }, params);
      await mkdir(deps.tmpDir, { recursive: true });
      let last = 0;
      await renderInWorker(
        { ...prepared.task, out: file },
        prepared.photoOf,
        (done, total) => {
          // Kept below 100 until the file is stored: 100 means it can be fetched.
          const percent = Math.min(99, Math.floor((done / Math.max(1, total)) * 100));
          if (percent === last) return;
          last = percent;
          void repo.progress(row.id, instance, percent, LEASE_MS).catch(() => undefined);
        },
        abort.signal,
      );
      const key = `${PREFIX}/${row.id}.pdf`;
      await storage.putFile(key, file);
      await repo.ready(row.id, {
        filename: prepared.filename,
        storageKey: key,
        bytes: (await stat(file)).size,
      });
    } catch (err) {
      if (abort.signal.aborted) return; // stopping: the claim runs out and another instance takes it
      const code = err instanceof AppError ? err.code : 'INTERNAL';
      if (code === 'INTERNAL') log.error({ err, file: row.id }, 'report build failed');
      await repo.failed(row.id, code).catch(() => undefined);
    } finally {
      await rm(file, { force: true });
    }
  }

  /** Claims and starts files while this instance has room. */
  function pump(): Promise<void> {
    if (pumping) return pumping;
    if (stopped || running.size >= concurrency) return Promise.resolve();
    pumping = (async () => {
      try {
        while (!stopped && running.size < concurrency) {
          const row = await repo.claimNext(instance, LEASE_MS);
          if (!row) break;
          const abort = new AbortController();
          const done = build(row, abort).finally(() => {
            running.delete(row.id);
            void pump();
          });
          running.set(row.id, { abort, done });
        }
      } catch (err) {
        log.error({ err }, 'report queue: claim failed');
      } finally {
        pumping = null;
      }
    })();
    return pumping;
  }

  return {
    /** Queues a file after checking the user may have it (404 for another user's house or room). */
    async request(user: SessionUser, request: ReportRequest): Promise<ReportFileView> {
      await deps.reports.check(user, request);
      if ((await repo.activeCount(user.id)) >= MAX_ACTIVE_PER_USER)
        throw new AppError(
          'RATE_LIMITED',
          `You already have ${MAX_ACTIVE_PER_USER} files being prepared: wait for one to finish.`,
        );
      const row = await repo.insert(user.id, request.kind, {
        ...request,
        lang: request.lang ?? user.language,
        // A viewer the owners keep amounts from gets none printed (decision 037).
        ...(user.collection.amountsHidden ? { values: undefined } : {}),
      });
      void pump();
      return view(row);
    },

    async status(user: Pick<SessionUser, 'id'>, id: string): Promise<ReportFileView> {
      return view(await own(user, id));
    },

    /** The built file as a stream; 409 while it is not ready. */
    async open(
      user: Pick<SessionUser, 'id'>,
      id: string,
    ): Promise<{ filename: string; bytes: number | null; stream: Readable }> {
      const row = await own(user, id);
      if (row.status !== 'ready' || !row.storageKey || !row.filename)
        throw conflict(
          row.status === 'failed' ? 'This file could not be built' : 'This file is not ready yet',
        );
      const stream = await storage.stream(row.storageKey);
      if (!stream) throw notFound('File not found');
      return { filename: row.filename, bytes: row.bytes, stream };
    },

    /** Waits until the file is ready or failed (the download links that answer with the file itself). */
    async wait(user: Pick<SessionUser, 'id'>, id: string, signal?: AbortSignal): Promise<ReportFileView> {
      for (;;) {
        const row = await own(user, id);
        if (row.status === 'ready' || row.status === 'failed') return view(row);
        if (signal?.aborted) throw new AppError('UNAVAILABLE', 'Stopped waiting for the file');
        await new Promise((r) => setTimeout(r, 250));
      }
    },

    start() {
      stopped = false;
      void pump();
      timer = setInterval(() => void pump(), POLL_MS);
      timer.unref();
    },

    /** Stops claiming; files being built are abandoned to another instance (their claim runs out). */
    async stop() {
      stopped = true;
      clearInterval(timer);
      for (const r of running.values()) r.abort.abort();
      await Promise.allSettled([...running.values()].map((r) => r.done));
      await pumping;
    },

    /** Deletes files kept longer than KEEP_MS, and stored files whose row is gone (account deleted). */
    async sweep(): Promise<number> {
      const old = await repo.expired(new Date(Date.now() - KEEP_MS));
      await Promise.all(old.map((o) => (o.storageKey ? storage.delete(o.storageKey) : undefined)));
      await repo.remove(old.map((o) => o.id));
      let removed = old.length;
      for await (const key of storage.list(PREFIX)) {
        const id = path.basename(key, '.pdf');
        if (!uuidPattern.test(id) || !(await repo.exists(id))) {
          await storage.delete(key);
          removed++;
        }
      }
      return removed;
    },
  };
}

export type ReportQueue = ReturnType<typeof createReportQueue>;
