/**
 * The request id that follows one visitor action from the web app's proxy to the API's log lines
 * and back in the answer's header, so an error a visitor reports can be found in both logs.
 */
export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a caller may choose (a load balancer's, a uuid): short and plain, so they cannot forge log lines. */
const ACCEPTED = /^[A-Za-z0-9._:-]{8,128}$/;

/** The caller's id when it is an acceptable one, else undefined (the receiver then makes its own). */
export function acceptedRequestId(value: string | null | undefined): string | undefined {
  return value && ACCEPTED.test(value) ? value : undefined;
}
