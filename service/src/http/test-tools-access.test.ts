/**
 * Who is the machine's owner, for the test tools (docs/security.md "Test mode"): every reason a
 * request is refused, on a bare app that answers the decision.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { parseEnv } from '../env.ts';
import { connectionFrom } from '../testing/app.ts';
import { TEST_TOOLS_COOKIE, testToolsRefusal } from './test-tools-access.ts';

const TOKEN = 'owner-token-0123456789abcdef';
const OWNER_COOKIE = `${TEST_TOOLS_COOKIE}=${TOKEN}`;

/** An app that answers why the test tools refuse the request ('served' when they do not). */
function decider(variables: Record<string, string> = {}, token: string | undefined = TOKEN) {
  const env = parseEnv({ WF_TEST_MODE: 'true', ...variables });
  const app = new Hono();
  app.get('/', (c) => c.text(testToolsRefusal(c, { env, testToolsToken: token }) ?? 'served'));
  return async (address: string, headers: Record<string, string> = {}) => {
    const response = await app.request('/', { headers }, connectionFrom(address));
    return response.text();
  };
}

describe('given no proxy (TRUST_PROXY unset)', () => {
  const decide = decider();

  it('given the owner’s browser on this machine with the cookie, the tools serve it', async () => {
    expect(await decide('127.0.0.1', { Cookie: OWNER_COOKIE })).toBe('served');
    expect(await decide('::1', { Cookie: OWNER_COOKIE })).toBe('served');
    expect(await decide('::ffff:127.0.0.1', { Cookie: OWNER_COOKIE })).toBe('served');
  });

  it('given this machine without the cookie, or with another value, the tools are locked', async () => {
    expect(await decide('127.0.0.1')).toBe('locked');
    expect(await decide('127.0.0.1', { Cookie: `${TEST_TOOLS_COOKIE}=${TOKEN}x` })).toBe('locked');
    expect(await decide('127.0.0.1', { Cookie: `${TEST_TOOLS_COOKIE}=` })).toBe('locked');
  });

  it('given any header a proxy or tunnel adds, the loopback socket is not taken for the owner', async () => {
    for (const [name, value] of [
      ['X-Forwarded-For', '127.0.0.1'],
      ['X-Forwarded-Host', 'abc.ngrok.app'],
      ['X-Forwarded-Proto', 'https'],
      ['Forwarded', 'for=127.0.0.1'],
      ['Via', '1.1 tunnel'],
      ['X-Real-IP', '127.0.0.1'],
    ] as const) {
      expect(await decide('127.0.0.1', { Cookie: OWNER_COOKIE, [name]: value }), name).toBe('proxied');
    }
  });

  it('given another machine, it is refused even with the cookie', async () => {
    expect(await decide('192.0.2.44', { Cookie: OWNER_COOKIE })).toBe('elsewhere');
    expect(await decide('unknown', { Cookie: OWNER_COOKIE })).toBe('elsewhere');
  });
});

describe('given a proxy on this machine (TRUST_PROXY=1)', () => {
  const decide = decider({ TRUST_PROXY: '1' });

  it('given the owner through it with the cookie, the tools serve them', async () => {
    const headers = { Cookie: OWNER_COOKIE, 'X-Forwarded-For': '127.0.0.1', Via: '1.1 caddy' };
    expect(await decide('127.0.0.1', headers)).toBe('served');
  });

  it('given a visitor through it, or a tunnel in front of it, it is refused even with the cookie', async () => {
    expect(await decide('127.0.0.1', { Cookie: OWNER_COOKIE, 'X-Forwarded-For': '203.0.113.7' })).toBe(
      'elsewhere',
    );
    expect(
      await decide('127.0.0.1', { Cookie: OWNER_COOKIE, 'X-Forwarded-For': '203.0.113.7, 127.0.0.1' }),
    ).toBe('elsewhere');
  });
});

describe('given the service on the network or out of test mode', () => {
  it('given HOST=0.0.0.0, even this machine with the cookie is refused', async () => {
    expect(await decider({ HOST: '0.0.0.0' })('127.0.0.1', { Cookie: OWNER_COOKIE })).toBe('elsewhere');
  });

  it('given no token (live mode), nobody is the owner', async () => {
    expect(await decider({}, undefined)('127.0.0.1', { Cookie: `${TEST_TOOLS_COOKIE}=` })).toBe('locked');
    expect(await decider({ WF_TEST_MODE: 'false' })('127.0.0.1', { Cookie: OWNER_COOKIE })).toBe('elsewhere');
  });
});
