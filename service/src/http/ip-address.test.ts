import { BlockList } from 'node:net';
import { describe, expect, it } from 'vitest';
import { addRange, inRanges, isLoopbackIp, parseIpAddress } from './ip-address.ts';

describe('parseIpAddress', () => {
  it('given the ways a proxy writes one address, it reads them as one', () => {
    for (const written of [
      '203.0.113.7',
      ' 203.0.113.7 ',
      '203.0.113.7:51234',
      '::ffff:203.0.113.7',
      '::FFFF:cb00:7107',
      '[::ffff:203.0.113.7]:443',
    ]) {
      expect(parseIpAddress(written), written).toEqual({ text: '203.0.113.7', family: 'ipv4' });
    }
    for (const written of [
      '2001:DB8:0:0::1',
      '[2001:db8::1]',
      '[2001:db8::1]:8443',
      '2001:db8:0:0:0:0:0:1',
      'fe80::1%eth0',
    ]) {
      const expected = written.startsWith('fe80') ? 'fe80::1' : '2001:db8::1';
      expect(parseIpAddress(written), written).toEqual({ text: expected, family: 'ipv6' });
    }
  });

  it('given text that is no address, it reads nothing', () => {
    for (const garbage of [
      '',
      'unknown',
      'localhost',
      '127.0.0.1.evil.example',
      '1.2.3',
      '256.1.1.1',
      '1.2.3.4/8',
      '1.2.3.4:x',
      '[::1',
      'for=1.2.3.4',
      '127.0.0.1 127.0.0.2',
    ]) {
      expect(parseIpAddress(garbage), garbage).toBeUndefined();
    }
  });
});

describe('isLoopbackIp', () => {
  it('given this machine written any way, it is loopback; anything else is not', () => {
    for (const own of [
      '127.0.0.1',
      '127.9.8.7',
      '::1',
      '[::1]',
      '[::1]:4321',
      '0:0:0:0:0:0:0:1',
      '::ffff:127.0.0.1',
      '::ffff:7f00:1',
      '127.0.0.1:80',
    ]) {
      expect(isLoopbackIp(own), own).toBe(true);
    }
    for (const other of ['128.0.0.1', '10.0.0.1', '::2', '::ffff:10.0.0.1', 'unknown', '', 'localhost']) {
      expect(isLoopbackIp(other), other).toBe(false);
    }
  });
});

describe('addRange', () => {
  it('given addresses, CIDR ranges and named ranges, it matches what they cover', () => {
    const list = new BlockList();
    for (const range of ['10.0.0.0/8', '2001:db8::/32', '192.0.2.9', 'loopback'])
      expect(addRange(list, range)).toBe(true);
    const covers = (text: string) => {
      const address = parseIpAddress(text);
      return address !== undefined && inRanges(list, address);
    };
    expect(covers('10.200.3.4')).toBe(true);
    expect(covers('::ffff:10.200.3.4')).toBe(true);
    expect(covers('2001:db8:ffff::1')).toBe(true);
    expect(covers('192.0.2.9')).toBe(true);
    expect(covers('::1')).toBe(true);
    expect(covers('127.0.0.2')).toBe(true);
    expect(covers('11.0.0.1')).toBe(false);
    expect(covers('192.0.2.10')).toBe(false);
    expect(covers('2001:db9::1')).toBe(false);
  });

  it('given a bad range, it refuses it', () => {
    for (const bad of [
      '10.0.0.0/33',
      '::/129',
      '10.0.0.0/',
      '10.0.0.0/8/8',
      '10.0.0.0/-1',
      'everyone',
      '',
      'proxy.internal',
    ]) {
      expect(addRange(new BlockList(), bad), bad).toBe(false);
    }
  });
});
