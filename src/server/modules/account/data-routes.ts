import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  COLLECTION_EXPORT_VERSION,
  collectionContentSchema,
  collectionExportSchema,
  exportQuerySchema,
  importSummarySchema,
  type CollectionContent,
  type CollectionExport,
} from '../../../contracts/account';
import type { ExportService } from '../collection/export-service';
import { currentUser, requireUser } from '../auth/guard';
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
    })),
  };
}

/** Data section of the settings (spec part 2 §2): GET /api/export, POST /api/import, through the collection. */
export function dataModule(port: ExportService, appUrl: string): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.get(
      '/api/export',
      { onRequest: requireUser, schema: { querystring: exportQuerySchema } },
      async (request, reply) => {
        const user = currentUser(request);
        const content = toExportContent(await port.exportCollection(user.id), appUrl);
        const day = new Date().toISOString().slice(0, 10);
        reply.header('Cache-Control', 'no-store');
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
        schema: { body: collectionExportSchema, response: { 200: importSummarySchema } },
      },
      async (request) => {
        const { houses, rooms, objects } = request.body;
        return port.importCollection(
          currentUser(request),
          fromExportContent({ houses, rooms, objects }, appUrl),
        );
      },
    );
  };
}
