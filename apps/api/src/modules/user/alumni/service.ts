import { z } from 'zod';
import type {
  AlumniPage,
  AlumniQuery,
  AlumniUniversities,
  ConnectionAnswer,
  ConnectionInvite,
  ConnectionSent,
  ConnectRequest,
  SharedContact,
} from '@meridian/domain/alumni/schemas';
import { pageOf, pageWindow } from '@meridian/domain/pagination';
import { siteRoutes, siteUrl } from '@meridian/domain/routes/site-routes';
import { AppError } from '#api/platform/app-error.ts';
import type { ModuleDeps } from '#api/platform/module-deps.ts';
import { linkClaimsOrThrow, type LinkKind, signAppLink, verifyAppLink } from '#api/platform/signed-link.ts';
import { findAccountById, trustedContactOf } from '#api/modules/user/accounts/service.ts';
import {
  connectionAcceptedMessage,
  connectionDeclinedMessage,
  connectionRequestEmail,
  toPerson,
} from './messages.ts';
import {
  answerConnection,
  countAlumni,
  findAlumnus,
  findConnection,
  listAlumni,
  listAlumniUniversities,
  openConnection,
  type AlumnusRow,
} from './repo.ts';

type AlumniDeps = Pick<ModuleDeps, 'db' | 'config' | 'clock' | 'notifier'>;

const REPLY_DAYS = 14;
/** The alumnus's accept-or-decline link: one request, for two weeks. */
const REPLY_LINK: LinkKind<{ connection: string }> = {
  purpose: 'alumni-connect-reply',
  ttlSeconds: REPLY_DAYS * 24 * 60 * 60,
  claims: z.object({ connection: z.uuid() }),
};

const toAlumnus = (row: AlumnusRow) => ({
  id: row.id,
  name: row.fullName,
  university: { slug: row.universitySlug, name: row.universityName, country: row.countryName },
  course: row.course,
  graduationYear: row.graduationYear,
  currentRole: row.currentRole,
  hometown: row.hometown,
});

/** `GET /user/alumni`: a page of 10, by university then name. */
export async function listAlumniPage(deps: Pick<AlumniDeps, 'db'>, query: AlumniQuery): Promise<AlumniPage> {
  const [rows, total] = await Promise.all([
    listAlumni(deps.db, { university: query.university, ...pageWindow(query) }),
    countAlumni(deps.db, query.university),
  ]);
  return pageOf(query, rows.map(toAlumnus), total);
}

export async function listUniversitiesWithAlumni(deps: Pick<AlumniDeps, 'db'>): Promise<AlumniUniversities> {
  return listAlumniUniversities(deps.db);
}

async function accountOrThrow(deps: Pick<AlumniDeps, 'db'>, userId: string) {
  const account = await findAccountById(deps.db, userId);
  if (!account) throw new AppError('UNAUTHORIZED', 'no such account');
  return account;
}

/** The contact a person chose to pass on; an account without one cannot offer it. */
function chosenContact(person: { email: string | null; mobile: string | null }, share: SharedContact) {
  return share === 'email' ? person.email : person.mobile;
}

/**
 * `POST /user/alumni/{id}/connect`: records the learner's request and emails the alumnus a signed
 * link to accept or decline. Asking again while a request waits sends nothing new.
 */
export async function requestConnection(
  deps: AlumniDeps,
  options: { learnerId: string; alumnusId: number; request: ConnectRequest },
): Promise<ConnectionSent> {
  const learner = await accountOrThrow(deps, options.learnerId);
  if (!chosenContact(learner, options.request.share)) {
    throw new AppError('BAD_REQUEST', `your account has no ${options.request.share} to share`, {
      field: 'share',
    });
  }
  const alumnus = await findAlumnus(deps.db, options.alumnusId);
  // One switched off in the console takes no new requests; answers to earlier ones still count.
  if (!alumnus?.active) throw new AppError('NOT_FOUND', `no alumnus ${options.alumnusId}`);
  // The request and its email commit together; asking again while one waits queues nothing.
  const connection = await deps.db.transaction(async (tx) => {
    const opened = await openConnection(tx, {
      alumnusId: alumnus.id,
      learnerId: learner.id,
      message: options.request.message,
      learnerShares: options.request.share,
    });
    if (!opened.created) return opened;
    const { token } = signAppLink(deps, REPLY_LINK, { connection: opened.id });
    await deps.notifier.enqueue(
      tx,
      connectionRequestEmail({
        brandName: deps.config.BRAND_NAME,
        to: alumnus.email,
        alumnusName: alumnus.fullName,
        learnerName: learner.fullName,
        university: alumnus.universityName,
        message: options.request.message,
        replyUrl: siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.alumniReply(token)),
        validDays: REPLY_DAYS,
      }),
    );
    return opened;
  });
  if (connection.created) deps.notifier.kick();
  return { status: true, connectionId: connection.id, state: 'pending' };
}

/** The request a reply link names: 410 once the link is old, 404 for an altered one. */
async function connectionOfLink(deps: Pick<AlumniDeps, 'db' | 'config' | 'clock'>, token: string) {
  const check = verifyAppLink(deps, REPLY_LINK, token);
  const { connection: id } = linkClaimsOrThrow(check, 'alumni request');
  const connection = await findConnection(deps.db, id);
  if (!connection) throw new AppError('NOT_FOUND', 'no such alumni request');
  const [alumnus, learner] = await Promise.all([
    findAlumnus(deps.db, connection.alumnusId),
    findAccountById(deps.db, connection.learnerId),
  ]);
  if (!alumnus || !learner) throw new AppError('NOT_FOUND', 'no such alumni request');
  return { connection, alumnus, learner };
}

/** `GET /user/alumni/replies/{token}`: what the alumnus is asked, and whether they have answered. */
export async function getConnectionInvite(
  deps: Pick<AlumniDeps, 'db' | 'config' | 'clock'>,
  token: string,
): Promise<ConnectionInvite> {
  const { connection, alumnus, learner } = await connectionOfLink(deps, token);
  return {
    learnerName: learner.fullName,
    alumnusName: alumnus.fullName,
    university: alumnus.universityName,
    message: connection.message,
    state: connection.status,
  };
}

/**
 * `POST /user/alumni/replies/{token}`: the alumnus accepts (each side then gets the other's chosen
 * contact) or declines (the learner is told kindly); the learner hears by their proven email, else by
 * SMS. A request is answered once; answering again
 * changes nothing.
 */
export async function answerConnectionRequest(
  deps: AlumniDeps,
  token: string,
  answer: ConnectionAnswer,
): Promise<ConnectionInvite> {
  const { connection, alumnus, learner } = await connectionOfLink(deps, token);
  const brandName = deps.config.BRAND_NAME;
  const accepted = answer.decision === 'accept';
  const messages = accepted
    ? [
        toPerson(
          trustedContactOf(learner),
          connectionAcceptedMessage({
            brandName,
            name: learner.fullName,
            otherName: alumnus.fullName,
            otherContact: chosenContact(alumnus, answer.share)!,
            role: 'learner',
            university: alumnus.universityName,
          }),
        ),
        toPerson(
          { email: alumnus.email, mobile: null },
          connectionAcceptedMessage({
            brandName,
            name: alumnus.fullName,
            otherName: learner.fullName,
            otherContact: chosenContact(learner, connection.learnerShares)!,
            role: 'alumnus',
            university: alumnus.universityName,
          }),
        ),
      ]
    : [
        toPerson(
          trustedContactOf(learner),
          connectionDeclinedMessage({
            brandName,
            learnerName: learner.fullName,
            alumnusName: alumnus.fullName,
            university: alumnus.universityName,
            alumniUrl: siteUrl(deps.config.PUBLIC_WEB_URL, siteRoutes.alumniConnect()),
          }),
        ),
      ];
  // The answer and the news of it commit together; answering again changes and sends nothing.
  const first = await deps.db.transaction(async (tx) => {
    const answered = await answerConnection(tx, connection.id, {
      status: accepted ? 'accepted' : 'declined',
      alumnusShares: accepted ? answer.share : null,
      at: deps.clock(),
    });
    if (answered) for (const message of messages) if (message) await deps.notifier.enqueue(tx, message);
    return answered;
  });
  if (first) deps.notifier.kick();
  return getConnectionInvite(deps, token);
}
