import { sha256Hex } from './crypto';
import {
  convertIPv4BinaryToString,
  convertIPv4MappedIPv6ToIPv4,
  convertIPv6BinaryToString,
  convertIPv6ToBinary,
  distinctRemoteAddr,
  isIPv4MappedIPv6,
} from 'hono/utils/ipaddr';

const HOST_BITS = 64n;

/**
 * The key a per-IP rate limit counts under, from `CF-Connecting-IP`. An IPv4 address is its own
 * key; an IPv6 address is keyed by its /64 network, because one subscriber usually holds a whole
 * /64 and could otherwise rotate addresses to escape the limit. Without the header (a local
 * request) every caller shares one key; a malformed value is keyed as written.
 */
export function rateLimitKey(connectingIp: string | undefined): string {
  const ip = connectingIp?.trim() ?? '';
  if (ip === '') return 'unknown';
  if (distinctRemoteAddr(ip) !== 'IPv6') return ip;
  try {
    const binary = convertIPv6ToBinary(ip);
    // "::ffff:192.0.2.1" is an IPv4 client: the same key as "192.0.2.1".
    if (isIPv4MappedIPv6(binary)) {
      return convertIPv4BinaryToString(convertIPv4MappedIPv6ToIPv4(binary));
    }
    const network = (binary >> HOST_BITS) << HOST_BITS;
    return `${convertIPv6BinaryToString(network)}/64`;
  } catch {
    return ip;
  }
}

/** The header the live route names a reader's network in, for the thread's room. */
export const READER_NETWORK = 'X-Echo-Reader-Network';

/**
 * A request from this machine: no header (the worker tests) or a loopback address (wrangler dev,
 * the end-to-end tests, the benchmarks and the soak, which open hundreds of sockets and upload
 * dozens of pictures from one place). Cloudflare always sets the header in production. The caps
 * that would stop those runs count only other requests (docs/decisions/093).
 */
export function fromThisMachine(connectingIp: string | undefined): boolean {
  const ip = connectingIp?.trim() ?? '';
  return ip === '' || ip === '::1' || /^127\./.test(ip);
}

/**
 * A tag for the network a request comes from, for a thread's room to count its readers per
 * network (docs/decisions/093): a hash of rateLimitKey, so the room never holds an address. Null
 * from this machine.
 */
export async function networkTag(connectingIp: string | undefined): Promise<string | null> {
  if (fromThisMachine(connectingIp)) return null;
  return `network:${(await sha256Hex(rateLimitKey(connectingIp))).slice(0, 16)}`;
}
