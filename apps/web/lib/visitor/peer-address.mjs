// The visitor's address must come from the connection, which Next.js's route handlers cannot see:
// each web server process records every request's TCP peer in a header of the request before
// Next.js reads it (docs/security.md "The visitor's address"). Plain JavaScript: it is preloaded
// with `node --import` (record-peer-address.mjs), outside Next.js's build.
import diagnosticsChannel from 'node:diagnostics_channel';

/** The request header holding the connection's peer address; a client's own value is replaced. */
export const PEER_ADDRESS_HEADER = 'x-meridian-peer-address';

const RECORDING = Symbol.for('meridian.recordingPeerAddresses');

/** Whether this process records peer addresses (the web app refuses to start otherwise). */
export const recordsPeerAddresses = () => globalThis[RECORDING] === true;

/**
 * From now on every request an HTTP server of this process receives carries its peer's address in
 * PEER_ADDRESS_HEADER. The channel is published before the server's `request` event, so no
 * handler sees a request without it.
 */
export function recordPeerAddresses() {
  if (recordsPeerAddresses()) return;
  globalThis[RECORDING] = true;
  diagnosticsChannel.subscribe('http.server.request.start', ({ request, socket }) => {
    request.headers[PEER_ADDRESS_HEADER] = socket.remoteAddress ?? '';
  });
}
