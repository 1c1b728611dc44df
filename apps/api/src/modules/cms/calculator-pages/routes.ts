import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CalculatorPageContent, CalculatorPageCategory } from '@meridian/domain/content/calculator-content';
import { Slug } from '@meridian/domain/content/slug';
import { PreviewQuery } from '@meridian/domain/cms/publishing';
import { editorPreview } from '#api/platform/auth/auth-guard.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';
import { getCalculatorPageOrThrow } from './service.ts';

export const calculatorPageRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, { db }) => {
  app.get(
    '/:category/slug/:slug',
    readRoute(
      'The words around a calculator (calculator/slug/ielts-band, calculator/slug/education-loan); previewStatus=true shows an editor drafts and scheduled pages too',
      CalculatorPageContent,
      { params: z.object({ category: CalculatorPageCategory, slug: Slug }), querystring: PreviewQuery },
    ),
    async (request) =>
      getCalculatorPageOrThrow(db, request.params.category, request.params.slug, editorPreview(request)),
  );
};
