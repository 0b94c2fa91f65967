import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, readdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  COLLECTION_EXPORT_VERSION,
  collectionContentSchema,
  collectionExportSchema,
  exportQuerySchema,
  importSummarySchema,
  type CollectionContent,
  type CollectionExport,
} from '../../../contracts/account';
import { ARCHIVE_CONTENT_TYPE, archiveImportSummarySchema, archiveLimits } from '../../../contracts/archive';
import { AppError } from '../../errors';
import type { ArchiveService } from '../collection/archive-service';
import type { ExportService } from '../collection/export-service';
import { inCollection, requireUser } from '../auth/guard';
import { collectionToCsv } from './csv';

/** An import carries a whole collection as JSON (no image data): far more than the 2 MB default. */
export const IMPORT_BODY_LIMIT = 25 * 1024 * 1024;

/**
 * What leaves the server: data URLs never (no image data in an export), relative photo URLs made
 * absolute so the file still points somewhere useful, and only the contract's fields (zod strips the rest).
 */
export function toExportContent(raw: CollectionContent, appUrl: string): CollectionContent {
  const url = (u: string | null) =>
    !u || u.startsWith('data:') ? null : u.startsWith('/') ? new URL(u, appUrl).toString() : u;
  return collectionContentSchema.parse({
    ...raw,
    objects: raw.objects.map((o) => ({
      ...o,
      imageUrl: url(o.imageUrl ?? null),
      additionalImages: (o.additionalImages ?? []).map(url).filter((u): u is string => u !== null),
      receiptImages: (o.receiptImages ?? []).map(url).filter((u): u is string => u !== null),
    })),
  });
}

/** The reverse on import: this server's own absolute URLs become relative again, as the collection stores them. */
export function fromExportContent(content: CollectionContent, appUrl: string): CollectionContent {
  const origin = new URL(appUrl).origin;
  const url = (u: string) => (u.startsWith(`${origin}/`) ? u.slice(origin.length) : u);
  return {
    ...content,
    objects: content.objects.map((o) => ({
      ...o,
      imageUrl: o.imageUrl === null ? null : url(o.imageUrl),
      additionalImages: o.additionalImages.map(url),
      receiptImages: o.receiptImages.map(url),
    })),
  };
}

/**
 * An archive upload as the body of POST /api/import: already on disk. Only its digest is enumerable, so
 * what hashes a body (idempotency keys) sees the same archive as the same request.
 */
interface ArchiveUpload {
  sha256: string;
  bytes: number;
  readonly file: string;
}

const isArchiveUpload = (body: unknown): body is ArchiveUpload =>
  typeof body === 'object' && body !== null && typeof (body as ArchiveUpload).file === 'string';

const uploadTooLarge = () =>
  new AppError('PAYLOAD_TOO_LARGE', `An archive may be at most ${archiveLimits.uploadBytes / 1024 ** 3} GB`);

/** Streams the request body to a temporary file (never the whole archive in memory), within the size limit. */
async function saveUpload(request: FastifyRequest, dir: string): Promise<ArchiveUpload> {
  const declared = Number(request.headers['content-length'] ?? 0);
  if (declared > archiveLimits.uploadBytes) throw uploadTooLarge();
  await mkdir(dir, { recursive: true });
  const file = path.join(dir, `${randomUUID()}.zip`);
  const hash = createHash('sha256');
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _enc, done) {
      bytes += chunk.length;
      if (bytes > archiveLimits.uploadBytes) return done(uploadTooLarge());
      hash.update(chunk);
      done(null, chunk);
    },
  });
  try {
    await pipeline(request.raw, count, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
  } catch (err) {
    await rm(file, { force: true });
    throw err instanceof AppError ? err : new AppError('VALIDATION', 'The upload was interrupted');
  }
  const upload = { sha256: hash.digest('hex'), bytes } as ArchiveUpload;
  Object.defineProperty(upload, 'file', { value: file, enumerable: false });
  return upload;
}

/** Uploads a crash left behind (the answer's hook removes every other one). */
async function sweepUploads(dir: string, olderThanMs: number): Promise<void> {
  const names = await readdir(dir).catch(() => [] as string[]);
  for (const name of names) {
    const file = path.join(dir, name);
    const info = await stat(file).catch(() => null);
    if (info && Date.now() - info.mtimeMs > olderThanMs) await rm(file, { force: true });
  }
}

/**
 * Data section of the settings (docs/product.md#settings): GET /api/export, POST /api/import, through the
 * collection.
 */
export function dataModule(
  port: ExportService,
  archive: ArchiveService,
  options: { appUrl: string; uploadDir: string },
): FastifyPluginAsync {
  const { appUrl, uploadDir } = options;
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    // No import runs for hours: a file that old lost its request to a crash or a restart.
    void sweepUploads(uploadDir, 6 * 60 * 60_000).catch(() => undefined);

    // Scoped to this module: a ZIP body is written to disk as it arrives, and removed after the answer.
    app.addContentTypeParser(
      [ARCHIVE_CONTENT_TYPE, 'application/x-zip-compressed'],
      (request, _payload, done) => {
        saveUpload(request, uploadDir).then(
          (upload) => done(null, upload),
          (err: Error) => done(err, undefined),
        );
      },
    );
    app.addHook('onResponse', async (request) => {
      if (isArchiveUpload(request.body)) await rm(request.body.file, { force: true });
    });

    app.get(
      '/api/export',
      { onRequest: requireUser, schema: { querystring: exportQuerySchema } },
      async (request, reply) => {
        const user = inCollection(request, 'read');
        // The export carries every figure: not for a viewer the owners keep amounts from (decision 037).
        if (user.collection.amountsHidden)
          throw new AppError('ROLE_FORBIDDEN', 'Amounts are kept from viewers');
        const content = toExportContent(await port.exportCollection(user.id), appUrl);
        const day = new Date().toISOString().slice(0, 10);
        reply.header('Cache-Control', 'no-store');
        if (request.query.format === 'zip') {
          return reply
            .header('Content-Type', ARCHIVE_CONTENT_TYPE)
            .header('Content-Disposition', `attachment; filename="trouvaille-${day}.zip"`)
            .send(await archive.exportArchive(user.id));
        }
        if (request.query.format === 'csv') {
          return reply
            .header('Content-Type', 'text/csv; charset=utf-8')
            .header('Content-Disposition', `attachment; filename="trouvaille-${day}.csv"`)
            .send(collectionToCsv(content, { delimiter: request.query.delimiter, language: user.language }));
        }
        const file: CollectionExport = {
          version: COLLECTION_EXPORT_VERSION,
          exportedAt: new Date().toISOString(),
          ...content,
        };
        return reply
          .header('Content-Type', 'application/json; charset=utf-8')
          .header('Content-Disposition', `attachment; filename="trouvaille-${day}.json"`)
          .send(JSON.stringify(file, null, 2));
      },
    );

    app.post(
      '/api/import',
      {
        onRequest: requireUser,
        bodyLimit: IMPORT_BODY_LIMIT,
        config: { idempotent: true },
        schema: {
          // JSON as before; a ZIP archive (application/zip) is checked by the archive import itself.
          body: { content: { 'application/json': { schema: collectionExportSchema } } },
          response: { 200: z.union([archiveImportSummarySchema, importSummarySchema]) },
        },
      },
      async (request) => {
        const body = request.body as unknown;
        if (isArchiveUpload(body)) return archive.importArchive(inCollection(request, 'edit'), body.file);
        const { houses, rooms, objects } = body as CollectionExport;
        return port.importCollection(
          inCollection(request, 'edit'),
          fromExportContent({ houses, rooms, objects }, appUrl),
        );
      },
    );
  };
}
