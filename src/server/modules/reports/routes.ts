import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { idParamsSchema } from '../../../contracts/collection';
import { insuranceReportQuerySchema, labelsQuerySchema } from '../../../contracts/reports';
import { currentUser, requireUser } from '../auth/guard';
import type { PdfFile, ReportsService } from './service';

/**
 * Printable reports (owner only): the insurance dossier of a room, a house or the whole collection, and
 * QR labels that open an object's page when scanned. PDFs are built whole before the answer: the dossier
 * numbers its pages ("3 of 12"), which needs every page, and a failure is then a clean error, not half a file.
 */
export function reportsModule(reports: ReportsService): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    const send = (reply: FastifyReply, file: PdfFile) =>
      reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', `attachment; filename="${file.filename}"`)
        // The owner's valuables and amounts: never kept by a shared cache.
        .header('Cache-Control', 'private, no-store')
        .send(file.pdf);

    app.get(
      '/api/reports/insurance.pdf',
      { onRequest: requireUser, schema: { querystring: insuranceReportQuerySchema } },
      async (request, reply) =>
        send(reply, await reports.insuranceDossier(currentUser(request), request.query)),
    );

    const labels = {
      onRequest: requireUser,
      schema: { params: idParamsSchema, querystring: labelsQuerySchema },
    };
    app.get('/api/rooms/:id/labels.pdf', labels, async (request, reply) =>
      send(reply, await reports.roomLabels(currentUser(request), request.params.id, request.query.lang)),
    );
    app.get('/api/houses/:id/labels.pdf', labels, async (request, reply) =>
      send(reply, await reports.houseLabels(currentUser(request), request.params.id, request.query.lang)),
    );
    app.get('/api/objects/:id/label.pdf', labels, async (request, reply) =>
      send(reply, await reports.objectLabel(currentUser(request), request.params.id, request.query.lang)),
    );
  };
}
