import multipart from '@fastify/multipart';
import type { FastifyPluginAsync } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  analysisHistorySchema,
  analysisResponseSchema,
  chooseCandidateBodySchema,
  enhanceBodySchema,
  nameObjectBodySchema,
  objectTypesQuerySchema,
  objectTypesResponseSchema,
  storedAnalysisSchema,
  reanalyzeBodySchema,
  refineBodySchema,
  searchMarketplaceBodySchema,
  searchMarketplaceResponseSchema,
  usageStatsSchema,
} from '../../../contracts/analysis-api';
import { languageSchema } from '../../../contracts/analysis';
import { inCollection, requireUser } from '../auth/guard';
import type { AnalysisService } from './service';
import { readUpload, uploadLimits } from './upload';

/**
 * The appraisal (docs/product.md#appraisal): analyze-complete, reanalyze, enhance, search-marketplace, usage
 * stats; and the user's analysis history.
 */
export function analysisModule(service: AnalysisService): FastifyPluginAsync {
  return async (parent) => {
    // Scoped to this module: only its upload route accepts multipart.
    await parent.register(multipart, { limits: uploadLimits });
    const app = parent.withTypeProvider<ZodTypeProvider>();

    app.post(
      '/api/analyze-complete',
      {
        preHandler: requireUser,
        config: { idempotent: true },
        schema: { response: { 200: analysisResponseSchema } },
      },
      async (request, reply) => {
        const timing = { modelMs: 0 };
        const body = await service.analyzeComplete(
          inCollection(request, 'edit'),
          await readUpload(request),
          timing,
        );
        // Standard Server-Timing: the browser's devtools and the bench split our time from the model's.
        const ours = Math.max(0, reply.elapsedTime - timing.modelMs);
        reply.header('Server-Timing', `app;dur=${ours.toFixed(1)}, model;dur=${timing.modelMs.toFixed(1)}`);
        return body;
      },
    );

    app.post(
      '/api/reanalyze',
      {
        preHandler: requireUser,
        schema: { body: reanalyzeBodySchema, response: { 200: analysisResponseSchema } },
      },
      async (request) => service.reanalyze(inCollection(request, 'edit'), request.body),
    );

    app.post(
      '/api/analyze/:id/enhance',
      {
        preHandler: requireUser,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          body: enhanceBodySchema,
          response: { 200: analysisResponseSchema },
        },
      },
      async (request) =>
        service.enhance(inCollection(request, 'edit'), request.params.id, request.body?.language),
    );

    app.post(
      '/api/analyses/:id/choose',
      {
        preHandler: requireUser,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          body: chooseCandidateBodySchema,
          response: { 200: analysisResponseSchema },
        },
      },
      async (request) => service.choose(inCollection(request, 'edit'), request.params.id, request.body),
    );

    app.post(
      '/api/analyses/:id/name',
      {
        preHandler: requireUser,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          body: nameObjectBodySchema,
          response: { 200: analysisResponseSchema },
        },
      },
      async (request) => service.name(inCollection(request, 'edit'), request.params.id, request.body),
    );

    app.get(
      '/api/object-types',
      {
        preHandler: requireUser,
        schema: { querystring: objectTypesQuerySchema, response: { 200: objectTypesResponseSchema } },
      },
      async (request) => service.objectTypes(inCollection(request, 'read'), request.query),
    );

    app.post(
      '/api/analyses/:id/refine',
      {
        preHandler: requireUser,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          body: refineBodySchema,
          response: { 200: analysisResponseSchema },
        },
      },
      async (request) => service.refine(inCollection(request, 'edit'), request.params.id, request.body),
    );

    app.post(
      '/api/analyses/:id/photos',
      {
        preHandler: requireUser,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          response: { 200: analysisResponseSchema },
        },
      },
      async (request) =>
        service.addPhoto(inCollection(request, 'edit'), request.params.id, await readUpload(request)),
    );

    app.post(
      '/api/search-marketplace',
      {
        preHandler: requireUser,
        schema: { body: searchMarketplaceBodySchema, response: { 200: searchMarketplaceResponseSchema } },
      },
      async (request) => service.searchMarketplace(inCollection(request, 'edit'), request.body),
    );

    app.get(
      '/api/analyses',
      {
        preHandler: requireUser,
        schema: {
          querystring: z.object({ limit: z.coerce.number().int().min(1).max(100).default(30) }),
          response: { 200: analysisHistorySchema },
        },
      },
      async (request) => service.history(inCollection(request, 'read'), request.query.limit),
    );

    app.get(
      '/api/analyses/:id',
      {
        preHandler: requireUser,
        schema: {
          params: z.object({ id: z.string().max(100) }),
          querystring: z.object({ language: languageSchema.optional() }),
          response: { 200: storedAnalysisSchema },
        },
      },
      async (request) =>
        service.get(inCollection(request, 'read'), request.params.id, request.query.language),
    );

    app.get(
      '/api/usage/stats',
      { preHandler: requireUser, schema: { response: { 200: usageStatsSchema } } },
      async (request) => service.usage(inCollection(request, 'read')),
    );
  };
}
