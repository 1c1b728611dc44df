import {
  AlumniPage,
  AlumniUniversities,
  ConnectionInvite,
  ConnectionSent,
  type ConnectionAnswer,
  type ConnectRequestInput,
} from '@meridian/domain/alumni/schemas';
import { browserClient, postJson } from './browser-client.ts';

/** GET {user}/alumni: a page of 10, optionally of one university (signed-in learners). */
export function listAlumni(query: { university?: string | undefined; page: number }) {
  return browserClient.request('user', '/alumni', { query, schema: AlumniPage });
}

/** GET {user}/alumni/universities: the filter's choices. */
export function listAlumniUniversities() {
  return browserClient.request('user', '/alumni/universities', { schema: AlumniUniversities });
}

/** POST {user}/alumni/{alumnusId}/connect: asks an alumnus to talk. */
export function requestAlumniConnection(alumnusId: number, payload: ConnectRequestInput) {
  return postJson('user', `/alumni/${alumnusId}/connect`, payload, ConnectionSent);
}

/** GET {user}/alumni/replies/{token}: the request an alumnus's link names. */
export function getConnectionInvite(token: string) {
  return browserClient.request('user', `/alumni/replies/${encodeURIComponent(token)}`, {
    schema: ConnectionInvite,
  });
}

/** POST {user}/alumni/replies/{token}: the alumnus accepts or declines. */
export function answerConnectionInvite(token: string, answer: ConnectionAnswer) {
  return postJson('user', `/alumni/replies/${encodeURIComponent(token)}`, answer, ConnectionInvite);
}
