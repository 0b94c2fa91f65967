import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { inCollection, requireUser } from '../auth/guard';
import type { PhotoService } from './service';

/** GET /api/photos/{id}[?variant=thumb]: private photos, for their owner and administrators only. */
export function photosModule(photos: PhotoService): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.get(
      '/api/photos/:id',
      {
        preHandler: requireUser,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          querystring: z.object({ variant: z.enum(['full', 'thumb']).default('full') }),
        },
      },
      async (request, reply) => {
        const { id } = request.params;
        const { variant } = request.query;
        const etag = `"${id}-${variant}"`;
        const photo = await photos.read(inCollection(request, 'read'), id, variant);
        // A photo never changes under its id: the browser keeps it, but only for this user (private).
        reply
          .header('Cache-Control', 'private, max-age=31536000, immutable')
          .header('ETag', etag)
          .header('Vary', 'Cookie');
        if (request.headers['if-none-match'] === etag) return reply.status(304).send();
        return reply.type(photo.contentType).send(photo.data);
      },
    );
  };
}
