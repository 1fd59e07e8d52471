/**
 * The key per-IP limits count under. An IPv6 user usually holds a whole /64 (their ISP gives
 * them the prefix, and the device picks fresh addresses in it at will), so keying by the full
 * address would give one person billions of buckets: IPv6 addresses count by their /64. IPv4
 * (and IPv4-mapped IPv6, `::ffff:1.2.3.4`) count by the address.
 */
export function rateLimitKey(ip: string | undefined): string {
  const address = (ip ?? '').trim().toLowerCase();
  if (!address.includes(':')) return address || 'unknown';
  const mapped = /^(?:0{0,4}:){0,5}(?:0{0,4}:)?ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(address);
  if (mapped?.[1]) return mapped[1];
  const groups = expandIpv6(address);
  if (groups === null) return address;
  return `${groups.slice(0, 4).join(':')}::/64`;
}

/** The eight 16-bit groups of an IPv6 address, zero-padded, or null when it is not one. */
function expandIpv6(address: string): string[] | null {
  const zone = address.indexOf('%');
  const bare = zone === -1 ? address : address.slice(0, zone);
  const halves = bare.split('::');
  if (halves.length > 2) return null;
  const head = halves[0] ? halves[0].split(':') : [];
  const tail = halves.length === 2 && halves[1] ? halves[1].split(':') : [];
  const missing = 8 - head.length - tail.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/.test(group))) return null;
  return groups.map((group) => group.padStart(4, '0'));
}
