import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CategoryCostQuery,
  CategoryCostResponse,
  CategoryListQuery,
  CategoryListResponse,
  CountrySlugParams,
  EducationLoanRequest,
  EducationLoanResponse,
  ExpenseCountry,
  GermanGradeRequest,
  GermanGradeResponse,
  GradingSystem,
  IeltsBandRequest,
  IeltsBandResponse,
  SgpaPercentageRequest,
  SgpaPercentageResponse,
  UsGpaRequest,
  UsGpaResponse,
} from '@meridian/domain/calculators/schemas';
import { GpaSaveQuery, SavedGpa, type GpaScale } from '@meridian/domain/calculators/saved-gpa';
import { GRADING_SYSTEMS } from '@meridian/domain/calculators/grading-systems';
import { ieltsBandResult } from '@meridian/domain/calculators/ielts-result';
import { educationLoan } from '@meridian/domain/calculators/education-loan';
import { usGpa } from '@meridian/domain/calculators/us-gpa';
import { germanGrade } from '@meridian/domain/calculators/german-grade';
import { sgpaToPercentage } from '@meridian/domain/calculators/sgpa-percentage';
import type { FastifyRequest } from 'fastify';
import { mountService } from '#api/platform/mount-service.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { authOf, requireLearnerAccess } from '#api/platform/auth/auth-guard.ts';
import { savedGpaOf, saveGpa } from './gpa.service.ts';
import { getCategoryCostsOrThrow, listCostCountries, listExpenseCategories } from './service.ts';
import { readRoute } from '#api/platform/openapi/route-options.ts';

/** The rules are pure functions from the domain package, the same ones the pages run in the browser. */
export const calculatorRoutes: FastifyPluginAsyncZod<ModuleDeps> = async (app, deps) => {
  const { db, clock } = deps;
  await mountService(app, 'calculator', deps, []);

  /** With `?save=true` the result is kept on the caller's profile (401 when signed out); else nothing is stored. */
  const keepIfAsked = async (
    request: FastifyRequest & { query: { save: boolean } },
    scale: GpaScale,
    value: number,
  ) =>
    request.query.save
      ? { saved: await saveGpa(db, { userId: authOf(request).userId, scale, value, now: clock() }) }
      : {};

  app.post(
    '/ielts-band',
    {
      schema: {
        summary: 'Overall IELTS band from the four skills (raw Listening/Reading scores converted)',
        body: IeltsBandRequest,
        response: { 200: IeltsBandResponse },
      },
    },
    async (request) => ieltsBandResult(request.body),
  );

  app.post(
    '/education-loan',
    {
      schema: {
        summary: 'EMI, totals and repayment schedule of an education loan with optional moratorium',
        body: EducationLoanRequest,
        response: { 200: EducationLoanResponse },
      },
    },
    async (request) => educationLoan(request.body),
  );

  app.post(
    '/gpa/USA',
    {
      schema: {
        summary: 'CGPA to the US 4.0 scale (linear); `save=true` keeps it on the signed-in learner’s profile',
        body: UsGpaRequest,
        querystring: GpaSaveQuery,
        response: { 200: UsGpaResponse },
      },
    },
    async (request) => {
      const gpa = usGpa(request.body);
      return { gpa, ...(await keepIfAsked(request, 'USA', gpa)) };
    },
  );

  app.post(
    '/gpa/DEU',
    {
      schema: {
        summary:
          'Grade to the German scale by the modified Bavarian formula (KMK); `save=true` keeps it on the signed-in learner’s profile',
        body: GermanGradeRequest,
        querystring: GpaSaveQuery,
        response: { 200: GermanGradeResponse },
      },
    },
    async (request) => {
      const grade = germanGrade(request.body);
      return { germanGrade: grade, ...(await keepIfAsked(request, 'DEU', grade)) };
    },
  );

  app.get(
    '/user/:userId/gpa',
    {
      // The learner, their counsellor or an admin, as every `/user/{userId}` read.
      onRequest: requireLearnerAccess(db),
      ...readRoute('The learner’s saved GPA, or null before they save one', SavedGpa.nullable(), {
        params: z.object({ userId: z.uuid() }),
      }),
    },
    async (request) => savedGpaOf(db, request.params.userId),
  );

  app.get(
    '/grade-type',
    {
      schema: { summary: 'Grading systems to convert from', response: { 200: z.array(GradingSystem) } },
    },
    async () => GRADING_SYSTEMS,
  );

  app.post(
    '/sgpa-to-percentage',
    {
      schema: {
        summary: 'SGPA/CGPA to percentage by the university’s own formula',
        body: SgpaPercentageRequest,
        response: { 200: SgpaPercentageResponse },
      },
    },
    async (request) => ({ percentage: sgpaToPercentage(request.body) }),
  );

  app.get(
    '/category',
    readRoute('Expense categories (page from 1, size up to 30)', CategoryListResponse, {
      querystring: CategoryListQuery,
    }),
    async (request) => listExpenseCategories(db, request.query),
  );

  app.get(
    '/country',
    readRoute('Destinations the expense calculator has city costs for', z.array(ExpenseCountry)),
    async () => listCostCountries(db),
  );

  app.get(
    '/category-cost/:country',
    readRoute(
      'City costs by category for an intake, each with source and date, totals in INR',
      CategoryCostResponse,
      { params: CountrySlugParams, querystring: CategoryCostQuery },
    ),
    async (request) => getCategoryCostsOrThrow(db, { country: request.params.country, query: request.query }),
  );
};
