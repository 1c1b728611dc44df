import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';
import { PEER_ADDRESS_HEADER } from './peer-address.mjs';

export type TrustedProxies = ReturnType<typeof proxyAddr.compile>;

/** `WEB_TRUSTED_PROXIES` as proxy-addr's test; none trusted means the peer is the visitor. */
export const trustedProxies = (addresses: readonly string[]): TrustedProxies =>
  proxyAddr.compile([...addresses]);

/**
 * The visitor's address as the API's per-address limits should count it: the connection's peer
 * (recorded by peer-address.mjs), or, when that peer is a trusted front proxy, the nearest
 * `x-forwarded-for` entry added by a trusted hop (proxy-addr, the rule Fastify and Express use).
 * A client's own `x-forwarded-for` is never believed. Undefined when no peer was recorded.
 */
export function visitorAddress(headers: Headers, trusted: TrustedProxies): string | undefined {
  const peer = headers.get(PEER_ADDRESS_HEADER);
  if (!peer) return undefined;
  const request = {
    socket: { remoteAddress: peer },
    headers: { 'x-forwarded-for': headers.get('x-forwarded-for') ?? undefined },
  };
  return proxyAddr(request as unknown as IncomingMessage, trusted);
}
