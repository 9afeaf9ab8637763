// Who a client is, for counting it apart: its IPv4 address, or the /64 network of its IPv6
// address. One IPv6 host is usually given a whole /64 (RFC 4291 §2.5.4, RFC 7421), so counting
// single IPv6 addresses would let one machine appear as 2^64 clients. A publishable key's shares
// are counted per network (networkOf): a handful of addresses side by side, as one machine or
// one provider's customer holds them, spend one share together.
import { isIP, isIPv4, isIPv6 } from 'node:net';

/** The eight groups of an IPv6 address, as numbers. */
function groupsOf(address: string): number[] {
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::')
    ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups]
    : headGroups;
  return groups.map((group) => Number.parseInt(group, 16));
}

/** An IPv4 address inside an IPv4-mapped IPv6 one (`::ffff:1.2.3.4`), else the address. */
const unmapped = (address: string) => /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] ?? address;

/** The client a socket's remote address stands for; undefined when the runtime does not say. */
export function clientOf(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const plain = unmapped(address);
  if (isIPv4(plain) || !isIPv6(plain)) return plain;
  return `${groupsOf(plain)
    .slice(0, 4)
    .map((group) => group.toString(16))
    .join(':')}::/64`;
}

/** The network a client's address belongs to: its /24 for IPv4, its /56 for IPv6; undefined when the runtime does not say. */
export function networkOf(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const plain = unmapped(address);
  if (isIPv4(plain)) return `${plain.slice(0, plain.lastIndexOf('.'))}.0/24`;
  if (!isIPv6(plain)) return plain;
  const groups = groupsOf(plain).slice(0, 4);
  groups[3] = groups[3]! & 0xff00;
  return `${groups.map((group) => group.toString(16)).join(':')}::/56`;
}

/** The addresses of the balancers whose X-Forwarded-For is believed, from `--trust-proxy a,b`; throws with the usage. */
export function parseTrustedProxies(text: string | undefined, usage: string): ReadonlySet<string> {
  if (text === undefined) return new Set();
  const addresses = text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
  const wrong = addresses.find((address) => isIP(address) === 0);
  if (wrong !== undefined || addresses.length === 0)
    throw new Error(`--trust-proxy must list IP addresses separated by commas, not "${text}"\n${usage}`);
  return new Set(addresses.map(unmapped));
}

/**
 * The address that sent a request: the socket's peer, or, when the peer is a trusted balancer,
 * the last address in X-Forwarded-For that no trusted balancer wrote. The header's earlier
 * entries are the client's own words, so they are never taken. Undefined when nothing says.
 */
export function forwardedAddress(
  peer: string | undefined,
  forwardedFor: string | undefined,
  trusted: ReadonlySet<string>,
): string | undefined {
  if (peer === undefined || forwardedFor === undefined || !trusted.has(unmapped(peer))) return peer;
  const hops = forwardedFor.split(',');
  for (let i = hops.length - 1; i >= 0; i--) {
    const hop = hops[i]!.trim();
    if (isIP(hop) === 0) return peer;
    if (!trusted.has(unmapped(hop))) return hop;
  }
  return peer;
}
