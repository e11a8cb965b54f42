/**
 * Who may use test mode's tools, which hand out every account (the dev mailbox, the test
 * sign-in page and the flag that offers it): the machine's owner only (docs/security.md "Test
 * mode"). That is a request that comes straight from this machine (a loopback HOST, a loopback
 * socket, and behind the proxies TRUST_PROXY names, loopback at every hop), that shows no
 * proxy's or tunnel's header the service was not told about, and that carries the owner's
 * cookie, set by the unlock link the service prints. Loopback alone is not the owner: a local
 * nginx, `ngrok --host-header=rewrite` or `ssh -R` makes every visitor loopback.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Env } from '../env.ts';
import { isTestToolsToken } from '../security/test-tools-token.ts';
import { forwardedChain } from './forwarded.ts';
import { isLoopbackIp } from './ip-address.ts';
import { isLoopbackInterface } from './loopback.ts';
import { socketAddress } from './origin.ts';
import { behindProxy } from './trust-proxy.ts';

/** The cookie the unlock link sets: the owner's token. */
export const TEST_TOOLS_COOKIE = 'wf-test-tools';

/**
 * Why the tools refuse a request: it comes from another machine (or the service listens on the
 * network), through a proxy or tunnel the service was not told about, or without the cookie.
 */
export type TestToolsRefusal = 'elsewhere' | 'proxied' | 'locked';

/** What the decision needs: the configuration and the owner's token (none: nobody is the owner). */
export interface TestToolsGate {
  env: Pick<Env, 'testMode' | 'host' | 'trustProxy'>;
  testToolsToken?: string | undefined;
}

/** Headers only a proxy or a tunnel adds on the way (RFC 7239, RFC 9110 Via, the X- family). */
function carriesProxyHeaders(c: Context): boolean {
  return Object.keys(c.req.header()).some((name) => {
    const lower = name.toLowerCase();
    return (
      lower === 'forwarded' ||
      lower === 'via' ||
      lower === 'x-real-ip' ||
      lower === 'true-client-ip' ||
      lower === 'cf-connecting-ip' ||
      lower.startsWith('x-forwarded-')
    );
  });
}

/** Why the request comes from somewhere else than this machine, straight; null when it does. */
export function testToolsNetworkRefusal(c: Context, { env }: TestToolsGate): TestToolsRefusal | null {
  if (!env.testMode || !isLoopbackInterface(env.host)) return 'elsewhere';
  const socket = socketAddress(c);
  if (!isLoopbackIp(socket)) return 'elsewhere';
  if (behindProxy(env.trustProxy)) {
    // The owner's browser and the local proxy are both this machine; an entry from anywhere
    // else (a visitor, or a tunnel in front of the proxy) is not the owner, whatever it wrote.
    const hops = forwardedChain(socket, c.req.header('X-Forwarded-For'));
    return hops.every(isLoopbackIp) ? null : 'elsewhere';
  }
  return carriesProxyHeaders(c) ? 'proxied' : null;
}

/** Why the test tools refuse this request; null when it is the machine's owner's. */
export function testToolsRefusal(c: Context, gate: TestToolsGate): TestToolsRefusal | null {
  const network = testToolsNetworkRefusal(c, gate);
  if (network) return network;
  return isTestToolsToken(getCookie(c, TEST_TOOLS_COOKIE), gate.testToolsToken) ? null : 'locked';
}

/** True when the request is the machine owner's, who may use the test tools. */
export function mayUseTestTools(c: Context, gate: TestToolsGate): boolean {
  return testToolsRefusal(c, gate) === null;
}
