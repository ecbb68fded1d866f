// Issue 33, item 3: behind a proxy the client is found from the right of X-Forwarded-For, never from what it wrote itself.
import { describe, expect, it } from 'vitest';
import { clientIpResolver, parseTrustProxy } from './trusted-proxy.ts';

describe('TRUST_PROXY', () => {
  it('reads no proxy, a number of hops or a list of addresses, and refuses anything else', () => {
    expect(parseTrustProxy(undefined)).toBeNull();
    expect(parseTrustProxy('0')).toBeNull();
    expect(parseTrustProxy('false')).toBeNull();
    expect(parseTrustProxy('1')).toEqual({ hops: 1 });
    expect(parseTrustProxy('true')).toEqual({ hops: 1 });
    expect(parseTrustProxy('2')).toEqual({ hops: 2 });
    expect(parseTrustProxy('10.0.0.0/8, 192.168.1.5,::1,loopback')).toEqual({
      addresses: ['10.0.0.0/8', '192.168.1.5', '::1', 'loopback'],
    });
    for (const bad of ['yes', '10.0.0.0/33', '10.0.0/8', 'nginx', '99', '10.0.0.1/8/2'])
      expect(typeof parseTrustProxy(bad), bad).toBe('string');
  });
});

describe('the client address behind proxies', () => {
  it('with no proxy trusted, takes the socket and ignores the header', () => {
    expect(clientIpResolver(null)('203.0.113.9', '1.2.3.4')).toBe('203.0.113.9');
    expect(clientIpResolver(null)('::ffff:203.0.113.9', undefined)).toBe('203.0.113.9');
  });

  it('with one proxy (nginx’s $proxy_add_x_forwarded_for), takes the entry the proxy appended, not the first one', () => {
    const resolve = clientIpResolver({ hops: 1 });
    // The client wrote "6.6.6.6" itself; nginx appended the address it saw.
    expect(resolve('127.0.0.1', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    expect(resolve('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
    // Many forged entries change nothing.
    expect(resolve('127.0.0.1', '1.1.1.1, 2.2.2.2, 3.3.3.3, 203.0.113.9')).toBe('203.0.113.9');
    // Nothing forwarded: the socket.
    expect(resolve('127.0.0.1', undefined)).toBe('127.0.0.1');
  });

  it('with two proxies (a CDN, then nginx), takes the second entry from the right', () => {
    const resolve = clientIpResolver({ hops: 2 });
    expect(resolve('127.0.0.1', '6.6.6.6, 203.0.113.9, 198.51.100.7')).toBe('203.0.113.9');
    // Fewer entries than hops: the furthest one there is.
    expect(resolve('127.0.0.1', '203.0.113.9')).toBe('203.0.113.9');
  });

  it('with a list of proxies, walks from the socket through our own proxies to the first address that is not ours', () => {
    const resolve = clientIpResolver({ addresses: ['10.0.0.0/8', '127.0.0.1'] });
    expect(resolve('127.0.0.1', '6.6.6.6, 203.0.113.9, 10.1.2.3')).toBe('203.0.113.9');
    expect(resolve('::ffff:10.0.0.2', '6.6.6.6, 203.0.113.9')).toBe('203.0.113.9');
    // Not through one of our proxies: whatever the header says, the socket is the client.
    expect(resolve('198.51.100.50', '10.9.9.9')).toBe('198.51.100.50');
    // A forged entry that is not an address ends the walk at the last real one.
    expect(resolve('127.0.0.1', '203.0.113.9, bukan-alamat')).toBe('127.0.0.1');
  });
});
