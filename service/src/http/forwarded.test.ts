/**
 * The proxy rule (docs/security.md "Reverse proxies"): TRUST_PROXY's forms, and who the client
 * is for every form when a client writes its own X-Forwarded-For entries.
 */
import { describe, expect, it } from 'vitest';
import { clientAddress, forwardedChain, forwardedProto, proxiedValue } from './forwarded.ts';
import { NO_PROXY, parseTrustProxy, type TrustProxy, trustsHop } from './trust-proxy.ts';

function trust(raw: string): TrustProxy {
  const { trust: parsed, problem } = parseTrustProxy(raw);
  if (!parsed) throw new Error(problem);
  return parsed;
}

describe('parseTrustProxy', () => {
  it('given unset, false words or 0, there is no proxy', () => {
    for (const raw of [undefined, '', ' ', 'false', 'FALSE', 'no', 'off', '0', '00']) {
      expect(parseTrustProxy(raw).trust, String(raw)).toEqual(NO_PROXY);
    }
  });

  it('given true (or yes, on, 1), it is one proxy, never "every entry"', () => {
    for (const raw of ['true', 'True', 'yes', 'on', '1', ' 1 ']) {
      expect(parseTrustProxy(raw).trust, raw).toEqual({ kind: 'hops', hops: 1 });
    }
  });

  it('given a number of proxies, it keeps it; more than 10 is a mistake', () => {
    expect(parseTrustProxy('2').trust).toEqual({ kind: 'hops', hops: 2 });
    expect(parseTrustProxy('10').trust).toEqual({ kind: 'hops', hops: 10 });
    expect(parseTrustProxy('11').problem).toMatch(
      /^TRUST_PROXY must be true, false, a number of proxies from 1 to 10/,
    );
  });

  it('given a list of addresses and ranges, with spaces and names, it keeps the list', () => {
    const parsed = parseTrustProxy(' 10.0.0.0/8, 2001:db8::/32 ,192.0.2.9, Loopback, ').trust;
    expect(parsed).toMatchObject({
      kind: 'addresses',
      text: '10.0.0.0/8, 2001:db8::/32, 192.0.2.9, loopback',
    });
  });

  it('given anything else, the problem names the variable, the value and the bad entry', () => {
    expect(parseTrustProxy('sometimes').problem).toBe(
      'TRUST_PROXY must be true, false, a number of proxies from 1 to 10, or a comma-separated list of proxy addresses and ranges such as 10.0.0.0/8, ::1 or loopback (got "sometimes"; "sometimes" is not an address or range)',
    );
    expect(parseTrustProxy('10.0.0.0/8, proxy.internal').problem).toContain(
      '"proxy.internal" is not an address or range',
    );
    expect(parseTrustProxy('10.0.0.0/40').problem).toContain('"10.0.0.0/40" is not an address or range');
    expect(parseTrustProxy('-1').problem).toContain('(got "-1"');
    expect(parseTrustProxy(',').problem).toContain('(got ","');
  });
});

describe('trustsHop', () => {
  it('given no proxy, no hop is trusted, not even this machine', () => {
    expect(trustsHop(NO_PROXY, '127.0.0.1', 0)).toBe(false);
  });

  it('given a hop count, the hops nearest the service are trusted, whatever their address', () => {
    expect(trustsHop(trust('2'), 'unknown', 0)).toBe(true);
    expect(trustsHop(trust('2'), '203.0.113.7', 1)).toBe(true);
    expect(trustsHop(trust('2'), '10.0.0.1', 2)).toBe(false);
  });

  it('given addresses, a hop is trusted by its address wherever it is', () => {
    const list = trust('10.0.0.0/8');
    expect(trustsHop(list, '10.1.2.3', 0)).toBe(true);
    expect(trustsHop(list, '::ffff:10.1.2.3', 5)).toBe(true);
    expect(trustsHop(list, '203.0.113.7', 0)).toBe(false);
    expect(trustsHop(list, 'unknown', 0)).toBe(false);
  });
});

describe('forwardedChain', () => {
  it('given entries with blanks and spaces, it lists the hops nearest first', () => {
    expect(forwardedChain('10.0.0.2', ' 198.51.100.1 ,, 203.0.113.7,')).toEqual([
      '10.0.0.2',
      '203.0.113.7',
      '198.51.100.1',
    ]);
    expect(forwardedChain('10.0.0.2', undefined)).toEqual(['10.0.0.2']);
  });
});

describe('clientAddress', () => {
  // What nginx's $proxy_add_x_forwarded_for hands on when the client wrote "127.0.0.1": the
  // client's own words, then the address the proxy saw.
  const FORGED = '127.0.0.1, 203.0.113.7';

  it('given no proxy, the client is the socket and the header is ignored', () => {
    expect(clientAddress(NO_PROXY, '203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
    expect(clientAddress(NO_PROXY, '::ffff:203.0.113.7', undefined)).toBe('203.0.113.7');
  });

  it('given true (one proxy), the client is the right-most entry, not the forged left-most', () => {
    expect(clientAddress(trust('true'), '127.0.0.1', FORGED)).toBe('203.0.113.7');
  });

  it('given two proxies, the client is the second entry from the right', () => {
    expect(clientAddress(trust('2'), '10.0.0.2', `${FORGED}, 10.0.0.1`)).toBe('203.0.113.7');
    // One proxy fewer than configured: the client's own entry is reached (documented as a misconfiguration).
    expect(clientAddress(trust('2'), '10.0.0.2', FORGED)).toBe('127.0.0.1');
  });

  it('given more trusted hops than entries, the client is the left-most entry', () => {
    expect(clientAddress(trust('3'), '10.0.0.2', '203.0.113.7')).toBe('203.0.113.7');
    expect(clientAddress(trust('3'), '10.0.0.2', undefined)).toBe('10.0.0.2');
    expect(clientAddress(trust('3'), '10.0.0.2', ' , ')).toBe('10.0.0.2');
  });

  it('given proxy addresses, it steps over every trusted proxy and stops at the first stranger', () => {
    const proxies = trust('10.0.0.0/8, loopback');
    expect(clientAddress(proxies, '127.0.0.1', `${FORGED}, 10.0.0.1`)).toBe('203.0.113.7');
    expect(clientAddress(proxies, '127.0.0.1', '127.0.0.1')).toBe('127.0.0.1');
    // A socket that is no trusted proxy is the client, whatever it writes.
    expect(clientAddress(proxies, '203.0.113.7', '127.0.0.1')).toBe('203.0.113.7');
  });

  it('given the address a trusted proxy wrote with a port, in brackets or IPv4-mapped, it is the one client', () => {
    for (const written of ['203.0.113.7:51234', '::ffff:203.0.113.7', '[::ffff:cb00:7107]:443']) {
      expect(clientAddress(trust('1'), '127.0.0.1', `127.0.0.1, ${written}`), written).toBe('203.0.113.7');
    }
    expect(clientAddress(trust('1'), '127.0.0.1', '[2001:DB8::7]:443')).toBe('2001:db8::7');
  });

  it('given an entry that is no address where the client should be, it is unknown, never the proxy', () => {
    expect(clientAddress(trust('1'), '127.0.0.1', '203.0.113.7, unknown')).toBe('unknown');
    expect(clientAddress(trust('loopback'), '127.0.0.1', '203.0.113.7, garbage, 127.0.0.1')).toBe('unknown');
    expect(clientAddress(NO_PROXY, 'unknown', undefined)).toBe('unknown');
  });
});

describe('forwarded scheme and host', () => {
  it('given a trusted peer, the entry it wrote (the right-most) is taken, not the client’s', () => {
    expect(proxiedValue(trust('1'), '127.0.0.1', 'rebind.attacker.example, members.example.org')).toBe(
      'members.example.org',
    );
    expect(forwardedProto(trust('1'), '127.0.0.1', 'http, HTTPS')).toBe('https');
  });

  it('given a peer that is not a trusted proxy, nothing forwarded is taken', () => {
    expect(proxiedValue(NO_PROXY, '127.0.0.1', 'members.example.org')).toBeUndefined();
    expect(proxiedValue(trust('10.0.0.0/8'), '203.0.113.7', 'members.example.org')).toBeUndefined();
    expect(forwardedProto(trust('10.0.0.0/8'), '203.0.113.7', 'https')).toBeUndefined();
  });

  it('given a blank or odd value, it names nothing', () => {
    expect(proxiedValue(trust('1'), '127.0.0.1', ' , ')).toBeUndefined();
    expect(forwardedProto(trust('1'), '127.0.0.1', 'javascript')).toBeUndefined();
  });
});
