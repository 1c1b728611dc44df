import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AccessTokenClaims } from '@meridian/domain/auth/session';
import { hasPermission, PERMISSIONS } from '@meridian/domain/auth/permissions';
import { isStaff } from '@meridian/domain/auth/learner-access';
import type { Db } from '#api/db/client.ts';
import { AppError } from '#api/platform/app-error.ts';
import type { Clock } from '#api/platform/module-deps.ts';
import { documentedHook } from '#api/platform/openapi/documented-hook.ts';
import { verifyAccessToken } from './access-token.ts';
import { findAccountAccess } from './account-access.repo.ts';
import { mayAccessLearner } from './learner-access.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in person, from a valid `Authorization: Bearer` access token; undefined otherwise. */
    auth: AccessTokenClaims | undefined;
  }
}

const BEARER = /^Bearer\s+(\S+)$/i;

/**
 * Reads the bearer token of every request once, at the root: a valid one sets `request.auth`.
 * A missing, altered or expired token leaves the request anonymous; only guarded routes refuse it,
 * so a stale token never breaks a public page.
 *
 * A staff token's permissions are read again from the account (one indexed lookup), so a revoked
 * or deactivated person is refused at once rather than when their token expires (issue 30).
 * Learners' tokens carry no permissions and cost no query.
 */
export function readAccessTokens(
  app: FastifyInstance,
  options: { secret: string; clock: Clock; db: Db },
): void {
  app.decorateRequest('auth', undefined);
  app.addHook('onRequest', async (request) => {
    const token = BEARER.exec(request.headers.authorization ?? '')?.[1];
    if (!token) return;
    const check = await verifyAccessToken({ secret: options.secret, token, now: options.clock() });
    if (!check.valid) return;
    if (!isStaff(check.claims.permissions)) {
      request.auth = check.claims;
      return;
    }
    const account = await findAccountAccess(options.db, check.claims.userId);
    if (account?.active) request.auth = { ...check.claims, permissions: account.permissions };
  });
}

/** The signed-in person of a guarded route (401 `UNAUTHORIZED` when there is none). */
export function authOf(request: FastifyRequest): AccessTokenClaims {
  if (!request.auth) throw new AppError('UNAUTHORIZED');
  return request.auth;
}

/** A guard preHandler, which the OpenAPI document shows as needing the bearer token (401, 403). */
const guard = (check: (request: FastifyRequest) => Promise<void>) => documentedHook(check, { bearer: true });

/** preHandler: 401 `UNAUTHORIZED` unless a valid access token came with the request. */
export const requireUser = guard(async (request) => {
  authOf(request);
});

/** preHandler: 401 when signed out, 403 `FORBIDDEN` unless any of `permissions` is held (SPEC.md §6). */
export function requirePermission(...permissions: string[]) {
  return guard(async (request) => {
    if (!hasPermission(authOf(request).permissions, permissions)) throw new AppError('FORBIDDEN');
  });
}

/** preHandler: only the person the path's `paramName` names (403 for anyone else, staff included). */
export function requireSelf(paramName = 'userId') {
  return guard(async (request) => {
    if (authOf(request).userId !== (request.params as Record<string, unknown>)[paramName]) {
      throw new AppError('FORBIDDEN');
    }
  });
}

/** preHandler: the person the path's `paramName` names, or an admin (403 for anyone else). */
export function requireSelfOrAdmin(paramName = 'userId') {
  return guard(async (request) => {
    const auth = authOf(request);
    const self = auth.userId === (request.params as Record<string, unknown>)[paramName];
    if (!self && !hasPermission(auth.permissions, [PERMISSIONS.admin])) throw new AppError('FORBIDDEN');
  });
}

/**
 * preHandler for `/user/{userId}/…` routes: the learner the path names, an admin, or the counsellor
 * the learner's lead is assigned to now (`mayActOnLearner`); 403 for anyone else, 401 when signed out.
 */
export function requireLearnerAccess(db: Db, paramName = 'userId') {
  return guard(async (request) => {
    const learnerId = (request.params as Record<string, unknown>)[paramName];
    if (!(await mayAccessLearner(db, authOf(request), learnerId))) throw new AppError('FORBIDDEN');
  });
}

/** A public read with `?previewStatus=true` from an editor (cms_editor) includes drafts and scheduled pages. */
export function editorPreview(request: {
  auth: AccessTokenClaims | undefined;
  query: { previewStatus: boolean };
}): { preview: boolean } {
  return {
    preview:
      request.query.previewStatus && hasPermission(request.auth?.permissions ?? [], [PERMISSIONS.cmsEditor]),
  };
}
