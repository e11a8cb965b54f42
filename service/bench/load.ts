/**
 * One load phase of the service benchmark, run in its own process so that the load generator
 * does not share the measured server's event loop. Prints autocannon's result as JSON.
 *
 *   node service/bench/load.ts '{"url": "...", "scenario": "login" | "member" | "raw", ...}'
 */
import autocannon, { type Request } from 'autocannon';

interface Phase {
  url: string;
  scenario: 'login' | 'member' | 'raw';
  seconds: number;
  connections: number;
  headers: Record<string, string>;
  /** login: the accounts to rotate through (each stays under the per-e-mail limit). */
  accounts?: { email: string; password: string }[];
  /** member: the bearer token. */
  token?: string;
  /** raw: member ids to look up. */
  ids?: string[];
}

const phase = JSON.parse(process.argv[2] ?? '{}') as Phase;
let n = 0;
let reported = false;

function next(): Request {
  n += 1;
  // Every request comes from its own address (the service trusts X-Forwarded-For in the
  // benchmark), so the per-IP limits measure nothing but themselves.
  const ip = `198.18.${Math.floor(n / 250) % 250}.${n % 250}`;
  // A request built here replaces autocannon's default headers, Host included.
  const headers = { ...phase.headers, host: new URL(phase.url).host, 'x-forwarded-for': ip };
  if (phase.scenario === 'login') {
    const account = phase.accounts?.[n % phase.accounts.length];
    return {
      method: 'POST',
      path: '/api/auth/login',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ email: account?.email, password: account?.password }),
    };
  }
  if (phase.scenario === 'member') {
    return {
      method: 'GET',
      path: '/api/member',
      headers: { ...headers, authorization: `Bearer ${phase.token}` },
    };
  }
  return { method: 'GET', path: `/member?id=${phase.ids?.[n % (phase.ids?.length ?? 1)]}`, headers };
}

autocannon(
  {
    url: phase.url,
    connections: phase.connections,
    duration: phase.seconds,
    requests: [
      {
        setupRequest: () => next(),
        onResponse: (status, body) => {
          if (status >= 300 && !reported) {
            reported = true;
            console.error(`first failure of ${phase.scenario}: ${status} ${body.slice(0, 300)}`);
          }
        },
      },
    ],
  },
  (error, result) => {
    if (error) {
      console.error(error);
      process.exit(1);
    }
    process.stdout.write(JSON.stringify(result));
  },
);
