import Fastify, { type FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { HealthResponse } from '@meridian/domain/health';
import type { ApiConfig } from './env.ts';
import type { Database } from './db/client.ts';
import { swaggerOptions } from './platform/openapi/swagger-options.ts';
import { countRequests } from './platform/request-counts.ts';
import { refuseUnstorableInput } from './platform/refuse-unstorable-input.ts';
import { errorForLog } from './platform/error-for-log.ts';
import { requestForLog } from './platform/request-for-log.ts';
import { sendSecurityHeaders } from './platform/security-headers.ts';
import { echoRequestId, requestIdServerOptions } from './platform/request-id.ts';
import { shedLoadWhenSaturated } from './platform/shed-load.ts';
import { errorModelServerOptions, registerErrorHandler } from './platform/error-handler.ts';
import { leadRoutes } from './modules/lead/routes.ts';
import { pathwayRoutes } from './modules/pathway/routes.ts';
import { webinarRoutes } from './modules/webinar/routes.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { cmsRoutes } from './modules/cms/routes.ts';
import { userRoutes } from './modules/user/routes.ts';
import { paymentRoutes } from './modules/payment/routes.ts';
import { recommendationRoutes } from './modules/recommendation/routes.ts';
import { calculatorRoutes } from './modules/calculator/routes.ts';
import { searchRoutes } from './modules/search/routes.ts';
import { refreshSearchOnChange } from './modules/search/refresh-on-change.ts';
import { createNotifier } from './platform/notifier/create-notifier.ts';
import { createContentRevalidation } from './platform/content-revalidation.ts';
import { outboxRoutes } from './platform/notifier/outbox-routes.ts';
import { leadDevRoutes } from './modules/lead/enquiry/dev-routes.ts';
import { analyticsDevRoutes } from './modules/user/analytics/dev-routes.ts';
import { authDevRoutes } from './modules/auth/dev-routes.ts';
import { webinarDevRoutes } from './modules/webinar/sessions/dev-routes.ts';
import { eventDevRoutes } from './modules/pathway/events/dev-routes.ts';
import { systemClock, type Clock } from './platform/module-deps.ts';
import { readAccessTokens } from './platform/auth/auth-guard.ts';
import { recordRoutes } from './platform/route-table.ts';
import { taggedRoutes } from './platform/openapi/tagged-routes.ts';
import { scheduleDeadlineReminders } from './modules/user/applications/deadline-reminders.ts';
import { scheduleWebinarReminders } from './modules/webinar/sessions/service.ts';
import { scheduleAppointmentReminders } from './modules/lead/appointments/service.ts';
import { scheduleOtpCodeRemoval } from './platform/otp/service.ts';
import { createStorage } from './platform/storage/create-storage.ts';
import type { Storage } from './platform/storage/storage.ts';

const MODULES = [
  ['lead', leadRoutes],
  ['pathway', pathwayRoutes],
  ['webinar', webinarRoutes],
  ['auth', authRoutes],
  ['cms', cmsRoutes],
  ['user', userRoutes],
  ['payment', paymentRoutes],
  ['recommendation', recommendationRoutes],
  ['calculator', calculatorRoutes],
  ['search', searchRoutes],
] as const;

export async function buildApp(options: {
  config: ApiConfig;
  database: Database;
  logger?: boolean;
  clock?: Clock;
  /** Replaces the configured file store (tests use one that fails on purpose). */
  storage?: Storage;
  /** Runs the timed jobs (reminders, OTP code removal); the running server does, tests call them directly. */
  schedules?: boolean;
}): Promise<FastifyInstance> {
  const { config, database } = options;
  const { logger, ...requestIds } = requestIdServerOptions(config.LOG_LEVEL);
  const app = Fastify({
    // Errors are logged without the SQL parameters and row values a failed query carries, and
    // addresses without the tokens they may hold.
    logger:
      options.logger === false ? false : { ...logger, serializers: { err: errorForLog, req: requestForLog } },
    ...requestIds,
    // Lets the web app's proxy, and only it, pass a visitor's address through for rate limits.
    trustProxy: config.TRUSTED_PROXIES,
    ...errorModelServerOptions(config.SUPPORT_EMAIL),
  }).withTypeProvider<ZodTypeProvider>();

  recordRoutes(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app, config.SUPPORT_EMAIL);
  refuseUnstorableInput(app);
  sendSecurityHeaders(app, config);
  echoRequestId(app);
  shedLoadWhenSaturated(app, database);

  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, swaggerOptions(config));
  if (config.DEV_ROUTES) await app.register(swaggerUi, { routePrefix: '/docs' });

  app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger());

  app.get(
    '/health',
    {
      schema: {
        tags: ['platform'],
        summary: 'Whether the API and its database answer',
        response: { 200: HealthResponse, 503: HealthResponse },
      },
    },
    async (_request, reply) => {
      try {
        await database.ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'unavailable', db: 'unreachable' });
      }
    },
  );

  // The counting hook must exist before the service routes are registered, or it would not see them.
  const requestCountRoutes = config.DEV_ROUTES ? countRequests(app) : undefined;
  const clock = options.clock ?? systemClock;
  readAccessTokens(app, { secret: config.JWT_SECRET, clock, db: database.db });
  const notifier = createNotifier({ config, db: database.db, log: app.log, clock });
  // The outbox worker runs with the API; on close it finishes the pass in progress, before the database closes.
  app.addHook('onClose', () => notifier.stop());
  const storage = options.storage ?? createStorage(config, clock);
  const revalidateContent = refreshSearchOnChange(
    createContentRevalidation({
      webUrls: config.WEB_INTERNAL_URL,
      secret: config.CONTENT_REVALIDATE_SECRET,
      log: app.log,
    }),
    { db: database.db, log: app.log },
  );
  const deps = { db: database.db, config, notifier, storage, clock, revalidateContent };
  for (const [prefix, plugin] of MODULES) {
    await app.register(taggedRoutes(prefix, plugin), { prefix: `/${prefix}`, ...deps });
  }
  // Developer views of what was sent and stored, OTPs included: only when DEV_ROUTES opts in.
  if (config.DEV_ROUTES) {
    for (const plugin of [
      outboxRoutes,
      leadDevRoutes,
      analyticsDevRoutes,
      authDevRoutes,
      webinarDevRoutes,
      eventDevRoutes,
    ]) {
      await app.register(taggedRoutes('dev', plugin), { prefix: '/dev', ...deps });
    }
  }
  if (requestCountRoutes) await app.register(taggedRoutes('dev', requestCountRoutes), { prefix: '/dev' });
  if (options.schedules) {
    const stops = [
      scheduleDeadlineReminders({ ...deps, log: app.log }),
      scheduleWebinarReminders({ ...deps, log: app.log }),
      scheduleAppointmentReminders({ ...deps, log: app.log }),
      scheduleOtpCodeRemoval({ ...deps, log: app.log }),
    ];
    app.addHook('onClose', async () => stops.forEach((stop) => stop()));
  }
  return app;
}
