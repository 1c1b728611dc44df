'use client';

import { useCallback, useEffect, useState } from 'react';
import { useRouter } from 'next/navigation';
import type { WebinarDetail, WebinarRegistration } from '@meridian/domain/content/webinars';
import { ERROR_CODES } from '@meridian/domain/error-catalogue';
import { formatIstDateTime } from '@meridian/domain/format-date';
import { loginPathFor } from '@meridian/domain/auth/login-required';
import { sitePath, siteRoutes } from '@meridian/domain/routes/site-routes';
import { ApiError } from '@/lib/api/api-error.ts';
import { getWebinarRegistration, registerForWebinar } from '@/lib/api/webinar-client.ts';
import { useSession } from '@/lib/session/use-session.ts';
import styles from '@/components/forms/form.module.css';
import { WebinarRecording } from './webinar-recording.tsx';
import { Button, buttonClass } from '@/components/ui/button.tsx';

/** How long the "registration is closed" message shows before the visitor goes to past sessions. */
const CLOSED_REDIRECT_MS = 4000;
/** While the join link is due but not given yet (clocks differ a little), ask again this often. */
const RETRY_MS = 5000;

/**
 * A learner's place in a session: register (or, with `autoRegister`, at once), then the join link
 * from 15 minutes before the start. A closed session says so and moves on to the past sessions.
 */
export function WebinarRegistrationPanel({
  webinar,
  autoRegister = false,
  embedRecording,
}: {
  webinar: WebinarDetail;
  autoRegister?: boolean;
  /** WEBINAR_YOUTUBE_EMBED: the recording plays in the page. */
  embedRecording: boolean;
}) {
  const router = useRouter();
  const { user, pending } = useSession();
  const [registration, setRegistration] = useState<WebinarRegistration>();
  // On the register page a session that is over is as closed as a full one.
  const [closed, setClosed] = useState(!webinar.registrationOpen && (autoRegister || !webinar.past));
  const [alert, setAlert] = useState<string>();
  const [busy, setBusy] = useState(false);

  const register = useCallback(() => {
    setBusy(true);
    registerForWebinar(webinar.id)
      .then(setRegistration, (error: unknown) => {
        if (error instanceof ApiError && error.errorCode === 'WEBINAR_REGISTRATION_CLOSED') setClosed(true);
        else setAlert(error instanceof Error ? error.message : String(error));
      })
      .finally(() => setBusy(false));
  }, [webinar.id]);

  // The learner's registration once the session is known; an open session registers at once on the register page.
  useEffect(() => {
    if (!user || webinar.past) return;
    getWebinarRegistration(webinar.id).then(
      (current) => {
        if (!current.registered && autoRegister && webinar.registrationOpen) register();
        else setRegistration(current);
      },
      () => setAlert('We could not load your registration. Please try again.'),
    );
  }, [user, webinar, autoRegister, register]);

  // The join link appears by itself when its time comes.
  useEffect(() => {
    if (!registration?.registered || registration.joinUrl) return;
    const opensIn = Date.parse(registration.joinOpensAt) - Date.now();
    const end = Date.parse(webinar.startsAt) + webinar.durationMinutes * 60_000;
    if (Date.now() >= end) return;
    const timer = setTimeout(
      () => getWebinarRegistration(webinar.id).then(setRegistration, () => undefined),
      Math.max(opensIn, 0) + (opensIn > 0 ? 500 : RETRY_MS),
    );
    return () => clearTimeout(timer);
  }, [registration, webinar]);

  useEffect(() => {
    if (!closed || registration?.registered) return;
    const timer = setTimeout(
      () => router.push(`${siteRoutes.webinars()}#previous-title`),
      CLOSED_REDIRECT_MS,
    );
    return () => clearTimeout(timer);
  }, [closed, registration, router]);

  if (webinar.past && !closed) {
    return webinar.recordingUrl ? (
      <>
        <p>This session is over.</p>
        <WebinarRecording url={webinar.recordingUrl} title={webinar.title} embed={embedRecording} />
      </>
    ) : (
      <p>This session is over and has no recording.</p>
    );
  }
  if (closed && !registration?.registered) {
    return (
      <p role="alert">{ERROR_CODES.WEBINAR_REGISTRATION_CLOSED.message} Taking you to the past sessions…</p>
    );
  }
  if (pending) return <p>Checking your registration…</p>;
  if (!user) {
    return (
      <p>
        <a href={loginPathFor(sitePath(siteRoutes.webinarRegister(webinar.id)))}>Log in to register</a> for
        this free session.
      </p>
    );
  }
  if (registration?.registered) {
    return registration.joinUrl ? (
      <p role="status">
        You are registered.{' '}
        <a
          className={buttonClass({ variant: 'primary' })}
          href={registration.joinUrl}
          target="_blank"
          rel="noopener noreferrer"
        >
          Join the webinar
        </a>
      </p>
    ) : (
      <p role="status">
        You are registered. The join link opens at{' '}
        <time dateTime={registration.joinOpensAt}>{formatIstDateTime(registration.joinOpensAt)}</time>.
      </p>
    );
  }
  return (
    <div className={styles.actions}>
      {alert && <p role="alert">{alert}</p>}
      <Button variant="primary" disabled={busy || !registration} onClick={register}>
        Register for this webinar
      </Button>
    </div>
  );
}
