import { describe, expect, test } from 'vitest';
import { fromThisMachine, networkTag, rateLimitKey } from './client-ip';

describe('rateLimitKey', () => {
  test.each([
    ['203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8:1:2:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8::/64'],
    ['::1', '::/64'],
    ['::ffff:192.0.2.1', '192.0.2.1'],
    ['2001:db8:1:2:3:4:192.0.2.1', '2001:db8:1:2::/64'],
  ])('%s → %s', (ip, key) => {
    expect(rateLimitKey(ip)).toBe(key);
  });

  test('two addresses of one /64 share a key, another /64 does not', () => {
    expect(rateLimitKey('2001:db8:a:b::1')).toBe(rateLimitKey('2001:db8:a:b:9:9:9:9'));
    expect(rateLimitKey('2001:db8:a:c::1')).not.toBe(rateLimitKey('2001:db8:a:b::1'));
  });

  test('a missing header is one shared key', () => {
    expect(rateLimitKey(undefined)).toBe('unknown');
    expect(rateLimitKey('')).toBe('unknown');
  });

  test('a malformed IPv6 address is keyed as written, never thrown on', () => {
    expect(rateLimitKey('2001:db8::1::2')).toBe('2001:db8::1::2');
    expect(rateLimitKey('2001:zz8:1:2:3:4:5:6')).toBe('2001:zz8:1:2:3:4:5:6');
    expect(rateLimitKey('2001:db8:1:2:3:4:5:6:7')).toBe('2001:db8:1:2:3:4:5:6:7');
  });
});

describe('fromThisMachine and networkTag', () => {
  test('no header and loopback addresses are this machine: no network tag', async () => {
    for (const ip of [undefined, '', '127.0.0.1', '127.3.4.5', '::1']) {
      expect([ip, fromThisMachine(ip), await networkTag(ip)]).toEqual([ip, true, null]);
    }
  });

  test('a network tag names no address, and one IPv6 /64 has one tag', async () => {
    const tag = await networkTag('203.0.113.9');
    expect(tag).toMatch(/^network:[0-9a-f]{16}$/);
    expect(tag).not.toContain('203');
    expect(await networkTag('203.0.113.10')).not.toBe(tag);
    expect(await networkTag('2001:db8:1:2::1')).toBe(await networkTag('2001:db8:1:2:ffff::9'));
    expect(await networkTag('2001:db8:1:3::1')).not.toBe(await networkTag('2001:db8:1:2::1'));
    expect(fromThisMachine('203.0.113.9')).toBe(false);
  });
});
