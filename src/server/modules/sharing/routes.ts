import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { okSchema } from '../../../contracts/collection';
import {
  createShareBodySchema,
  publicShareSchema,
  shareIdParamsSchema,
  sharePhotoParamsSchema,
  shareSchema,
  shareTokenParamsSchema,
} from '../../../contracts/sharing';
import { languageSchema } from '../../../contracts/analysis';
import { readerLanguage } from '../../reader-language';
import { inCollection, requireUser } from '../auth/guard';
import type { SharingService } from './service';

/** The owner's links (signed in) and what a link shows to anyone holding it (no account, no cookie). */
export function sharingModule(sharing: SharingService): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/shares',
      { onRequest: requireUser, schema: { body: createShareBodySchema, response: { 201: shareSchema } } },
      async (request, reply) =>
        reply.status(201).send(await sharing.create(inCollection(request, 'edit'), request.body)),
    );

    app.get(
      '/api/shares',
      { onRequest: requireUser, schema: { response: { 200: z.array(shareSchema) } } },
      async (request, reply) => {
        reply.header('Cache-Control', 'private, no-store');
        return sharing.list(inCollection(request, 'edit'));
      },
    );

    app.delete(
      '/api/shares/:id',
      { onRequest: requireUser, schema: { params: shareIdParamsSchema, response: { 200: okSchema } } },
      async (request) => {
        await sharing.revoke(inCollection(request, 'edit'), request.params.id);
        return { ok: true as const };
      },
    );

    await app.register(publicRoutes(sharing));
  };
}

/**
 * A link must stop working the moment it is revoked, and its token must not travel further than the page:
 * nothing is cached (browser or proxy), no Referer carries the URL to another site, no search engine lists it.
 * Set on every answer, 404s included (headers set before an error are kept by the error handler).
 */
function publicRoutes(sharing: SharingService): FastifyPluginAsync {
  return async (parent) => {
    const app = parent.withTypeProvider<ZodTypeProvider>();
    app.addHook('onRequest', async (_request, reply) => {
      reply
        .header('Cache-Control', 'no-store')
        .header('Referrer-Policy', 'no-referrer')
        .header('X-Robots-Tag', 'noindex, nofollow');
    });

    app.get(
      '/api/public/shares/:token',
      {
        schema: {
          params: shareTokenParamsSchema,
          querystring: z.object({ language: languageSchema.optional() }),
          response: { 200: publicShareSchema },
        },
      },
      async (request) => sharing.open(request.params.token, readerLanguage(request)),
    );

    app.get(
      '/api/public/shares/:token/photos/:photoId',
      {
        schema: {
          params: sharePhotoParamsSchema,
          querystring: z.object({ variant: z.enum(['full', 'thumb']).default('full') }),
        },
      },
      async (request, reply) => {
        const { token, photoId } = request.params;
        const photo = await sharing.photo(token, photoId, request.query.variant);
        return reply.type(photo.contentType).send(photo.data);
      },
    );
  };
}
