import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KbCategory, KbHome, KbQuestion, KbTopic } from '@meridian/domain/content/knowledge-base';
import { Slug } from '@meridian/domain/content/slug';
import { PreviewQuery } from '@meridian/domain/cms/publishing';
import { editorPreview } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { getCategoryOrThrow, getKnowledgeBase, getQuestionOrThrow, getTopicOrThrow } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

export const knowledgeBaseRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/faq-question/category',
    readRoute('Knowledge base: topics, categories and questions', KbHome),
    async () => getKnowledgeBase(db),
  );

  app.get(
    '/faq-question/:topic',
    readRoute('One knowledge-base topic', KbTopic, { params: z.object({ topic: Slug }) }),
    async (request) => getTopicOrThrow(db, request.params.topic),
  );

  app.get(
    '/faq-question/:topic/:category',
    readRoute('One knowledge-base category with short answers', KbCategory, {
      params: z.object({ topic: Slug, category: Slug }),
    }),
    async (request) => getCategoryOrThrow(db, request.params.topic, request.params.category),
  );

  app.get(
    '/faq-question/:topic/:category/:question',
    readRoute(
      'One answered question; previewStatus=true shows an editor drafts and scheduled ones too',
      KbQuestion,
      { params: z.object({ topic: Slug, category: Slug, question: Slug }), querystring: PreviewQuery },
    ),
    async (request) => getQuestionOrThrow(db, request.params, editorPreview(request)),
  );
};
