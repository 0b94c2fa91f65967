import type { Readable } from 'node:stream';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/collection';
import {
  insuranceReportQuerySchema,
  labelsQuerySchema,
  reportFileParamsSchema,
  reportFileRequestSchema,
  reportFileSchema,
} from '../../../contracts/reports';
import { errorCodes } from '../../../contracts/error-codes';
import { AppError } from '../../errors';
import { inCollection, requireUser } from '../auth/guard';
import type { ReportQueue } from './queue';
import type { PdfFile, ReportRequest, ReportsService } from './service';

/**
 * Printable reports (owner only): the insurance dossier of a room, a house or the whole collection, and
 * QR labels that open an object's page when scanned. A dossier or a label sheet is built off the request
 * path (queue.ts): the web app asks for it (POST /api/reports/files), follows its progress and downloads
 * it when ready. The older download links still answer with the file itself: they queue it the same way
 * and wait for it, so they never hold the server either. One object's label is one small page, built here.
 */
export function reportsModule(reports: ReportsService, queue: ReportQueue): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const headers = (reply: FastifyReply, filename: string) =>
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${filename}"`)
        // The owner's valuables and amounts: never kept by a shared cache.
        .header('Cache-Control', 'private, no-store');
    const send = (reply: FastifyReply, file: PdfFile) => headers(reply, file.filename).send(file.pdf);
    const stream = async (reply: FastifyReply, user: { id: string }, id: string) => {
      const file = await queue.open(user, id);
      if (file.bytes !== null) reply.header('Content-Length', file.bytes);
      return headers(reply, file.filename).send(file.stream as Readable);
    };

    app.post(
      '/api/reports/files',
      {
        onRequest: requireUser,
        schema: { body: reportFileRequestSchema, response: { 202: reportFileSchema } },
      },
      async (request, reply) =>
        reply
          .status(202)
          .send(await queue.request(inCollection(request, 'read'), request.body as ReportRequest)),
    );
    app.get(
      '/api/reports/files/:id',
      {
        onRequest: requireUser,
        schema: { params: reportFileParamsSchema, response: { 200: reportFileSchema } },
      },
      async (request) => queue.status(inCollection(request, 'read'), request.params.id),
    );
    app.get(
      '/api/reports/files/:id/download',
      { onRequest: requireUser, schema: { params: reportFileParamsSchema } },
      async (request, reply) => stream(reply, inCollection(request, 'read'), request.params.id),
    );

    /** Queues the file, waits for it (no longer than the client does), then answers it. */
    const queuedThenSent = async (request: FastifyRequest, reply: FastifyReply, what: ReportRequest) => {
      const user = inCollection(request, 'read');
      const queued = await queue.request(user, what);
      const gone = new AbortController();
      reply.raw.on('close', () => gone.abort());
      const done = await queue.wait(user, queued.id, gone.signal);
      if (done.status === 'failed') {
        const code = errorCodes.find((c) => c === done.error) ?? 'INTERNAL';
        throw new AppError(code, 'The file could not be built');
      }
      return stream(reply, user, queued.id);
    };

    app.get(
      '/api/reports/insurance.pdf',
      { onRequest: requireUser, schema: { querystring: insuranceReportQuerySchema } },
      async (request, reply) => queuedThenSent(request, reply, { kind: 'dossier', ...request.query }),
    );

    const labels = {
      onRequest: requireUser,
      schema: { params: idParamsSchema, querystring: labelsQuerySchema },
    };
    app.get('/api/rooms/:id/labels.pdf', labels, async (request, reply) =>
      queuedThenSent(request, reply, { kind: 'labels', roomId: request.params.id, lang: request.query.lang }),
    );
    app.get('/api/houses/:id/labels.pdf', labels, async (request, reply) =>
      queuedThenSent(request, reply, {
        kind: 'labels',
        houseId: request.params.id,
        lang: request.query.lang,
      }),
    );
    app.get('/api/objects/:id/label.pdf', labels, async (request, reply) =>
      send(
        reply,
        await reports.objectLabel(inCollection(request, 'read'), request.params.id, request.query.lang),
      ),
    );
  };
}
