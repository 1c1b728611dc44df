import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { KbCategory, KbHome, KbQuestion, KbTopic } from '@meridian/domain/content/knowledge-base';
import { Slug } from '@meridian/domain/content/slug';
import type { ModuleDeps } from '../../../platform/module-deps.ts';
import { getCategoryOrThrow, getKnowledgeBase, getQuestionOrThrow, getTopicOrThrow } from './service.ts';

export const knowledgeBaseRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/faq-question/category',
    {
      schema: {
        summary: 'Knowledge base: topics, categories and questions',
        response: { 200: KbHome },
      },
    },
    async () => getKnowledgeBase(db),
  );

  app.get(
    '/faq-question/:topic',
    {
      schema: {
        summary: 'One knowledge-base topic',
        params: z.object({ topic: Slug }),
        response: { 200: KbTopic },
      },
    },
    async (request) => getTopicOrThrow(db, request.params.topic),
  );

  app.get(
    '/faq-question/:topic/:category',
    {
      schema: {
        summary: 'One knowledge-base category with short answers',
        params: z.object({ topic: Slug, category: Slug }),
        response: { 200: KbCategory },
      },
    },
    async (request) => getCategoryOrThrow(db, request.params.topic, request.params.category),
  );

  app.get(
    '/faq-question/:topic/:category/:question',
    {
      schema: {
        summary: 'One answered question',
        params: z.object({ topic: Slug, category: Slug, question: Slug }),
        response: { 200: KbQuestion },
      },
    },
    async (request) => getQuestionOrThrow(db, request.params),
  );
};
