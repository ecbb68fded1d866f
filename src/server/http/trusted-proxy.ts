import { BlockList, isIP } from 'node:net';

/*
 * Which proxies stand between the client and us (TRUST_PROXY, docs/decisions/048-trusted-proxies.md).
 * X-Forwarded-For is a list each hop appends to: "client, proxy1, proxy2". Only the entries our own
 * proxies appended are true; everything to their left was written by whoever sent the request. So
 * the client is found from the right: skip the hops we trust, the next address is the client's.
 * Taking the first entry (as before) let a client name any address it liked and so undo every
 * per-address limit.
 */

/** TRUST_PROXY as configured: no proxy, a number of proxy hops, or the proxies' addresses. */
export type TrustProxy = { hops: number } | { addresses: string[] } | null;

const ERROR = 'must be 0, a number of proxies (1, 2, …) or a comma-separated list of proxy addresses/CIDRs (e.g. 10.0.0.0/8,::1)';

/** Adds one address or CIDR to the list; false when it is neither. */
function addTo(list: BlockList, entry: string): boolean {
  if (entry === 'loopback') {
    list.addSubnet('127.0.0.0', 8, 'ipv4');
    list.addAddress('::1', 'ipv6');
    return true;
  }
  const [address = '', bits, extra] = entry.split('/');
  const family = isIP(address);
  if (!family || extra !== undefined) return false;
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (bits === undefined) {
    list.addAddress(address, type);
    return true;
  }
  const prefix = Number(bits);
  if (!/^\d+$/.test(bits) || prefix > (family === 4 ? 32 : 128)) return false;
  list.addSubnet(address, prefix, type);
  return true;
}

/** Reads TRUST_PROXY: `0`/`false`, `1`/`true` (one proxy), `N` hops, or a list of addresses; a string is an error. */
export function parseTrustProxy(value: string | undefined): TrustProxy | string {
  const v = (value ?? '0').trim().toLowerCase();
  if (v === '' || v === '0' || v === 'false') return null;
  if (v === 'true') return { hops: 1 };
  if (/^\d+$/.test(v)) {
    const hops = Number(v);
    return hops <= 10 ? { hops } : ERROR;
  }
  const addresses = v
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  const probe = new BlockList();
  return addresses.length && addresses.every((a) => addTo(probe, a)) ? { addresses } : ERROR;
}

// "::ffff:10.0.0.1" is how Node names an IPv4 peer on a dual-stack socket.
const plain = (address: string) => (address.startsWith('::ffff:') && isIP(address.slice(7)) === 4 ? address.slice(7) : address);
const familyOf = (address: string) => (isIP(address) === 6 ? 'ipv6' : 'ipv4');

/**
 * The client's address for one request, given the socket's peer and the X-Forwarded-For header.
 * With `{ hops: n }` the socket and the n-1 entries nearest it are our proxies; with `{ addresses }`
 * every hop from the socket leftwards that is in the list is ours. The first hop that is not ours
 * is the client; when every entry is ours, the leftmost one is. An entry that is not an address
 * (a proxy that wrote something odd) ends the walk at the last real address.
 */
export function clientIpResolver(trust: TrustProxy): (socket: string | undefined, forwardedFor: string | undefined) => string | undefined {
  // Nearest first: the header's entries from the right.
  const chainOf = (forwardedFor: string) =>
    forwardedFor
      .split(',')
      .map((s) => plain(s.trim()))
      .reverse();
  if (!trust) return (socket) => (socket === undefined ? undefined : plain(socket));
  if ('hops' in trust)
    return (socket, forwardedFor) => {
      let client = socket === undefined ? undefined : plain(socket);
      if (!forwardedFor) return client;
      const chain = chainOf(forwardedFor);
      for (let i = 0; i < trust.hops && i < chain.length; i++) {
        if (!isIP(chain[i]!)) break;
        client = chain[i];
      }
      return client;
    };
  const ours = new BlockList();
  for (const a of trust.addresses) addTo(ours, a);
  const isOurs = (a: string) => ours.check(a, familyOf(a));
  return (socket, forwardedFor) => {
    const peer = socket === undefined ? undefined : plain(socket);
    // A request that did not come through one of our proxies names whatever it likes: its own socket counts.
    if (!forwardedFor || peer === undefined || !isIP(peer) || !isOurs(peer)) return peer;
    let client = peer;
    for (const hop of chainOf(forwardedFor)) {
      if (!isIP(hop)) break;
      client = hop;
      if (!isOurs(hop)) break;
    }
    return client;
  };
}
