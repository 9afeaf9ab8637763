// Who a client is, for counting it apart: its IPv4 address, or the /64 network of its IPv6
// address. One IPv6 host is usually given a whole /64 (RFC 4291 §2.5.4, RFC 7421), so counting
// single IPv6 addresses would let one machine appear as 2^64 clients.
import { isIPv4, isIPv6 } from 'node:net';

/** The client a socket's remote address stands for; undefined when the runtime does not say. */
export function clientOf(address: string | undefined): string | undefined {
  if (address === undefined) return undefined;
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped) return mapped[1];
  if (isIPv4(address)) return address;
  if (!isIPv6(address)) return address;
  const [head = '', tail = ''] = address.split('::');
  const headGroups = head === '' ? [] : head.split(':');
  const tailGroups = tail === '' ? [] : tail.split(':');
  const groups = address.includes('::') ? [...headGroups, ...Array<string>(8 - headGroups.length - tailGroups.length).fill('0'), ...tailGroups] : headGroups;
  return `${groups.slice(0, 4).map((group) => Number.parseInt(group, 16).toString(16)).join(':')}::/64`;
}
