import { describe, expect, it } from 'vitest';
import { PEER_ADDRESS_HEADER } from './peer-address.mjs';
import { trustedProxies, visitorAddress } from './visitor-address.ts';

const request = (peer: string | undefined, forwardedFor?: string) =>
  new Headers({
    ...(peer === undefined ? {} : { [PEER_ADDRESS_HEADER]: peer }),
    ...(forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor }),
  });

describe("the visitor's address", () => {
  it('is the connection peer when no front proxy is trusted, whatever the client claims', () => {
    const none = trustedProxies([]);
    expect(visitorAddress(request('203.0.113.7'), none)).toBe('203.0.113.7');
    expect(visitorAddress(request('203.0.113.7', '198.51.100.1'), none)).toBe('203.0.113.7');
    expect(visitorAddress(request('127.0.0.1', '198.51.100.1'), none)).toBe('127.0.0.1');
  });

  it('is the nearest address a trusted front proxy names, and never one added before an untrusted hop', () => {
    const balancers = trustedProxies(['10.0.0.0/8', 'loopback']);
    expect(visitorAddress(request('10.0.0.5', '198.51.100.1'), balancers)).toBe('198.51.100.1');
    // The client wrote 192.0.2.9 itself; the balancer appended the address it saw.
    expect(visitorAddress(request('10.0.0.5', '192.0.2.9, 198.51.100.1'), balancers)).toBe('198.51.100.1');
    expect(visitorAddress(request('10.0.0.5', '192.0.2.9, 10.0.0.7'), balancers)).toBe('192.0.2.9');
    // A peer that is no balancer is the visitor.
    expect(visitorAddress(request('203.0.113.7', '198.51.100.1'), balancers)).toBe('203.0.113.7');
  });

  it('is unknown when the connection was not recorded', () => {
    expect(visitorAddress(request(undefined, '198.51.100.1'), trustedProxies(['loopback']))).toBeUndefined();
  });
});
