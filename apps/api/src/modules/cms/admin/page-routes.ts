import type { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCalculatorPage,
  AdminEbook,
  AdminExamPage,
  AdminKbPage,
  CalculatorPageInput,
  CalculatorPageParams,
  EbookInput,
  ExamPageInput,
  ExamPageParams,
  KbPageInput,
  KbPageParams,
} from '@meridian/domain/cms/pages-admin';
import { AdminPageList, PageGroups } from '@meridian/domain/cms/publishing';
import { z as zod } from 'zod';
import { Slug } from '@meridian/domain/content/slug';
import type { Db } from '#api/db/client.ts';
import { editorChange } from '#api/platform/audit/editor-change.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { createRoute, readRoute } from '#api/platform/openapi/route-options.ts';
import {
  examPageKind,
  getExamPageGroups,
  listExamPagesForBackOffice,
} from '#api/modules/cms/exams/admin.service.ts';
import {
  getKbPageGroups,
  kbPageKind,
  listKbPagesForBackOffice,
} from '#api/modules/cms/knowledge-base/admin.service.ts';
import {
  calculatorPageKind,
  getCalculatorPageGroups,
  listCalculatorPagesForBackOffice,
} from '#api/modules/cms/calculator-pages/admin.service.ts';
import {
  ebookKind,
  getEbookGroups,
  listEbooksForBackOffice,
} from '#api/modules/webinar/ebooks/admin.service.ts';
import { createEdited, loadForEditing, updateEdited, type EditedKind } from './editing.service.ts';

type App = Parameters<FastifyPluginAsyncZod<ModuleDeps>>[0];

/** One kind of page edited with the Markdown editor: its list, form choices, one page, create, change. */
interface PageSpec<Input extends Record<string, unknown>, Params extends z.ZodObject> {
  path: string;
  plural: string;
  params: Params;
  keyOf: (params: z.infer<Params>) => string;
  input: z.ZodType<Input>;
  admin: z.ZodType;
  list: (db: Db) => Promise<AdminPageList>;
  groups: (db: Db) => Promise<PageGroups>;
  kind: EditedKind<Input>;
}

function mountPages<Input extends Record<string, unknown>, Params extends z.ZodObject>(
  app: App,
  deps: ModuleDeps,
  spec: PageSpec<Input, Params>,
) {
  const { db } = deps;
  const change = editorChange(deps);
  const one = `/${spec.path}/${Object.keys(spec.params.shape)
    .map((name) => `:${name}`)
    .join('/')}`;
  app.get(
    `/${spec.path}`,
    readRoute(
      `Every ${spec.plural.replace(/s$/, '')}, drafts and scheduled ones too, last changed first`,
      AdminPageList,
    ),
    async () => spec.list(db),
  );
  app.get(`/${spec.path}/options`, readRoute(`What ${spec.plural} can belong to`, PageGroups), async () =>
    spec.groups(db),
  );
  app.get(
    one,
    readRoute(`One of the ${spec.plural} as the editor edits it, its body as Markdown`, spec.admin, {
      params: spec.params,
    }),
    async (request) => loadForEditing(db, spec.kind, spec.keyOf(request.params as z.infer<Params>)),
  );
  app.post(
    `/${spec.path}`,
    createRoute(`Add one of the ${spec.plural}: a draft, published now, or scheduled`, spec.admin, {
      body: spec.input,
    }),
    async (request) => createEdited(db, spec.kind, request.body as Input, change(request)),
  );
  app.put(
    one,
    {
      schema: {
        summary: `Change one of the ${spec.plural} (publish, schedule or unpublish it with status and publishAt)`,
        params: spec.params,
        body: spec.input,
        response: { 200: spec.admin },
      },
    },
    async (request) =>
      updateEdited(
        db,
        spec.kind,
        spec.keyOf(request.params as z.infer<Params>),
        request.body as Input,
        change(request),
      ),
  );
}

/** `/cms/admin/exam-pages`, `/kb-pages`, `/ebooks` and `/calculator-pages`: the pages edited like articles. */
export const pageAdminRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  mountPages(app, deps, {
    path: 'exam-pages',
    plural: 'exam pages',
    params: ExamPageParams,
    keyOf: (p) => `${p.exam}/${p.page}`,
    input: ExamPageInput,
    admin: AdminExamPage,
    list: listExamPagesForBackOffice,
    groups: getExamPageGroups,
    kind: examPageKind,
  });
  mountPages(app, deps, {
    path: 'kb-pages',
    plural: 'knowledge-base pages',
    params: KbPageParams,
    keyOf: (p) => `${p.topic}/${p.category}/${p.question}`,
    input: KbPageInput,
    admin: AdminKbPage,
    list: listKbPagesForBackOffice,
    groups: getKbPageGroups,
    kind: kbPageKind,
  });
  mountPages(app, deps, {
    path: 'ebooks',
    plural: 'e-books',
    params: zod.object({ slug: Slug }),
    keyOf: (p) => p.slug,
    input: EbookInput,
    admin: AdminEbook,
    list: listEbooksForBackOffice,
    groups: getEbookGroups,
    kind: ebookKind,
  });
  mountPages(app, deps, {
    path: 'calculator-pages',
    plural: 'calculator pages',
    params: CalculatorPageParams,
    keyOf: (p) => `${p.category}/${p.slug}`,
    input: CalculatorPageInput,
    admin: AdminCalculatorPage,
    list: listCalculatorPagesForBackOffice,
    groups: getCalculatorPageGroups,
    kind: calculatorPageKind,
  });
};
