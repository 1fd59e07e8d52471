import { expect, test } from 'vitest';
import { rateLimitKey } from './client-ip';

test.each([
  ['IPv4 counts by the address', '203.0.113.7', '203.0.113.7'],
  ['IPv4-mapped IPv6 counts as its IPv4 address', '::ffff:203.0.113.7', '203.0.113.7'],
  ['IPv4-mapped, long form', '0:0:0:0:0:ffff:203.0.113.7', '203.0.113.7'],
  ['IPv6 counts by its /64', '2001:db8:1:2:aaaa:bbbb:cccc:dddd', '2001:0db8:0001:0002::/64'],
  ['compressed IPv6', '2001:db8:1:2::1', '2001:0db8:0001:0002::/64'],
  ['upper-case IPv6 with a zone', '2001:DB8:1:2::1%eth0', '2001:0db8:0001:0002::/64'],
  ['loopback IPv6', '::1', '0000:0000:0000:0000::/64'],
  ['a missing header', undefined, 'unknown'],
])('%s', (_name, ip, key) => {
  expect(rateLimitKey(ip)).toBe(key);
});

test('two addresses in one /64 share a key; the next /64 does not', () => {
  const a = rateLimitKey('2001:db8:1:2:0:0:0:1');
  expect(rateLimitKey('2001:db8:1:2:ffff:ffff:ffff:ffff')).toBe(a);
  expect(rateLimitKey('2001:db8:1:3::1')).not.toBe(a);
});
