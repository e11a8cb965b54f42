/**
 * The load benchmark's generator (docs/architecture.md "Speed", "The load benchmark"), run by
 * run.ts in a process of its own, never in a service's:
 *
 *   node service/bench/load/generate.ts <plan.json>
 *
 * An open model: each target's requests are scheduled at a fixed rate and sent when their time
 * comes, whether or not earlier ones were answered; a request's latency runs from its scheduled
 * time, so a slow service shows as latency, never as fewer requests. Requests go over node:http
 * with a keep-alive agent. Besides timing, the generator records every write a target
 * acknowledged (for verify.ts) and every answer that showed a member someone else's data.
 */
import { createHmac, randomBytes } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { Agent, request } from 'node:http';
import { performance } from 'node:perf_hooks';
import {
  type Account,
  EVENT_ID_PLACEHOLDER,
  type LoadPlan,
  type LoadResult,
  MIX,
  PAGE_ROUTES,
  type RouteName,
  type RouteResult,
  type TargetPlan,
  type TargetResult,
} from './plan.ts';

const plan = JSON.parse(await readFile(process.argv[2] ?? '', 'utf8')) as LoadPlan;
// Enough sockets that a slow target's backlog waits in the service, not in the generator.
const agent = new Agent({ keepAlive: true, maxSockets: 1024, maxFreeSockets: 256 });
/** A request unanswered after this long is a failure. */
const TIMEOUT_MS = 30_000;
const run = randomBytes(3).toString('hex');

interface Answer {
  status: number;
  body: string;
}

/** A connection the service had closed while it waited in the keep-alive pool. */
class StaleConnection extends Error {}

/**
 * One HTTP request; rejects on a network error or the timeout, with {@link StaleConnection} when
 * the request was written on a reused connection that the service had closed (nothing answered).
 */
function send(
  origin: string,
  method: string,
  path: string,
  headers: Record<string, string>,
  body?: string,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const url = new URL(path, origin);
    const outgoing = request(
      url,
      {
        method,
        agent,
        headers: body === undefined ? headers : { ...headers, 'content-length': Buffer.byteLength(body) },
        timeout: TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        response.on('error', reject);
      },
    );
    outgoing.on('timeout', () => outgoing.destroy(new Error(`no answer within ${TIMEOUT_MS} ms`)));
    outgoing.on('error', (error: NodeJS.ErrnoException) => {
      const stale = outgoing.reusedSocket && error.code === 'ECONNRESET';
      reject(stale ? new StaleConnection(error.message) : error);
    });
    outgoing.end(body);
  });
}

/** The routes in the order they are sent: MIX's shares, shuffled, repeated. */
function deck(): RouteName[] {
  const routes = (Object.keys(MIX) as RouteName[]).filter(
    (route) => plan.pages || !PAGE_ROUTES.includes(route),
  );
  const cards = routes.flatMap((route) => Array.from({ length: MIX[route] }, () => route));
  for (let i = cards.length - 1; i > 0; i -= 1) {
    const j = Math.floor(Math.random() * (i + 1));
    [cards[i], cards[j]] = [cards[j] as RouteName, cards[i] as RouteName];
  }
  return cards;
}

/** Stripe's signature header over `payload` (t=timestamp, v1=HMAC-SHA256 of "t.payload"). */
function stripeSignature(payload: string): string {
  const timestamp = Math.floor(Date.now() / 1000);
  const v1 = createHmac('sha256', plan.webhookSecret).update(`${timestamp}.${payload}`).digest('hex');
  return `t=${timestamp},v1=${v1}`;
}

function parse(body: string): { data?: Record<string, unknown> } {
  try {
    return JSON.parse(body) as { data?: Record<string, unknown> };
  } catch {
    return {};
  }
}

/** What the answer of one request means: failure text (undefined: it worked), and what to record. */
type Check = (answer: Answer, sentAt: number, ackedAt: number) => string | undefined;

/** A request of the mix: what to send, how to judge its answer, and what a failure means for it. */
interface Outgoing {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
  check: Check;
  /** Told of a failure: 'refused' when answered with one, 'unanswered' when nothing came back. */
  failed?: (how: 'refused' | 'unanswered') => void;
}

class TargetLoad {
  readonly result: TargetResult;
  private readonly cards = deck();
  private readonly accounts: Account[];
  /** Requests sent so far per route: each route takes its accounts in turn. */
  private readonly turns = new Map<RouteName, number>();
  private ip = 0;
  private readonly started: number;
  readonly target: TargetPlan;
  readonly index: number;

  constructor(target: TargetPlan, index: number, started: number) {
    this.target = target;
    this.index = index;
    this.started = started;
    this.accounts = [...target.members, ...target.subscribed];
    this.result = {
      name: target.name,
      sent: 0,
      maxSendLagMs: 0,
      retries: 0,
      routes: {},
      acknowledged: {
        profiles: [],
        profilesUnanswered: [],
        profilesRefused: [],
        comments: [],
        signups: [],
        webhookEvents: [],
      },
      leaks: [],
    };
  }

  /** A client address of its own for every request (the service trusts X-Forwarded-For here). */
  private headers(token?: string, json = false): Record<string, string> {
    this.ip += 1;
    const ip = `10.${this.target.ipBlock}.${Math.floor(this.ip / 250) % 250}.${(this.ip % 250) + 1}`;
    return {
      ...plan.appHeaders,
      'x-forwarded-for': ip,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(json ? { 'content-type': 'application/json' } : {}),
    };
  }

  /** The n-th account of a list, in turn. */
  private static nth<T>(list: readonly T[], n: number): T {
    const item = list[n % list.length];
    if (item === undefined) throw new Error('an empty account list');
    return item;
  }

  private leak(text: string): void {
    if (this.result.leaks.length < 50) this.result.leaks.push(`${this.target.name}: ${text}`);
  }

  /** Comment answers carry no e-mail address and no private field of any member. */
  private checkPublic(route: string, body: string): void {
    if (/"email"\s*:/i.test(body) || /@example\.org/i.test(body) || /"password/i.test(body)) {
      this.leak(`${route} showed a private field: ${body.slice(0, 200)}`);
    }
  }

  /** Sends the n-th request of this target, scheduled at `scheduled` (performance.now() time). */
  async fire(n: number, scheduled: number): Promise<void> {
    const route = this.cards[n % this.cards.length] as RouteName;
    const sentAt = performance.now();
    this.result.sent += 1;
    this.result.maxSendLagMs = Math.max(this.result.maxSendLagMs, sentAt - scheduled);
    const entry: RouteResult = this.result.routes[route] ?? { latencies: [], errors: 0, samples: [] };
    this.result.routes[route] = entry;
    const outgoing = this.request(route, n);
    let failure: string | undefined;
    try {
      const answer = await this.sendOnce(outgoing);
      const ackedAt = performance.now();
      entry.latencies.push(ackedAt - scheduled);
      if (answer.status >= 200 && answer.status < 300) {
        failure = outgoing.check(answer, sentAt - this.started, ackedAt - this.started);
      } else {
        failure = `${answer.status} ${answer.body.slice(0, 200)}`;
        outgoing.failed?.('refused');
      }
    } catch (error) {
      entry.latencies.push(performance.now() - scheduled);
      failure = `network: ${error instanceof Error ? error.message : String(error)}`;
      outgoing.failed?.('unanswered');
    }
    if (failure !== undefined) {
      entry.errors += 1;
      if (entry.samples.length < 3) entry.samples.push(failure);
    }
  }

  /** Sends the request, and once more when its kept-alive connection turned out closed. */
  private async sendOnce(outgoing: Outgoing): Promise<Answer> {
    const { method, path, headers, body } = outgoing;
    try {
      return await send(this.target.origin, method, path, headers, body);
    } catch (error) {
      if (!(error instanceof StaleConnection)) throw error;
      this.result.retries += 1;
      return send(this.target.origin, method, path, headers, body);
    }
  }

  private request(route: RouteName, n: number): Outgoing {
    const ok: Check = () => undefined;
    const { target } = this;
    const acked = this.result.acknowledged;
    const turn = (this.turns.get(route) ?? 0) + 1;
    this.turns.set(route, turn);
    const page = (path: string): Outgoing => ({ method: 'GET', path, headers: this.headers(), check: ok });
    switch (route) {
      case 'GET /':
        return page('/');
      case 'GET /videos':
        return page('/videos');
      case 'GET /temples/{id}':
        return page(plan.templePath);
      case 'GET /widget.js':
        return page('/widget.js');
      case 'POST /api/auth/login': {
        const account = TargetLoad.nth(target.members, turn);
        return {
          method: 'POST',
          path: '/api/auth/login',
          headers: this.headers(undefined, true),
          body: JSON.stringify({ email: account.email, password: account.password }),
          check: (answer) => {
            const member = parse(answer.body).data?.member as { id?: string } | undefined;
            if (member?.id !== account.id) this.leak(`login of ${account.id} answered member ${member?.id}`);
            return undefined;
          },
        };
      }
      case 'POST /api/auth/signup': {
        const email = `load-${this.index}-${n}-${run}@example.org`;
        return {
          method: 'POST',
          path: '/api/auth/signup',
          headers: this.headers(undefined, true),
          body: JSON.stringify({
            email,
            password: `a calm load benchmark ${n}`,
            plans: [{ planId: plan.freePlanId }],
          }),
          check: (answer) => {
            const member = parse(answer.body).data?.member as
              | { id?: string; auth?: { email?: string } }
              | undefined;
            if (!member?.id) return `signup answered no member: ${answer.body.slice(0, 200)}`;
            if (member.auth?.email !== email) this.leak(`signup of ${email} answered ${member.auth?.email}`);
            acked.signups.push({ id: member.id, email });
            return undefined;
          },
        };
      }
      case 'GET /api/member': {
        const account = TargetLoad.nth(this.accounts, Math.floor(Math.random() * this.accounts.length));
        return {
          method: 'GET',
          path: '/api/member',
          headers: this.headers(account.token),
          check: (answer) => {
            const data = parse(answer.body).data as { id?: string; auth?: { email?: string } } | undefined;
            if (!data) return `no member for a live token: ${answer.body.slice(0, 200)}`;
            if (data.id !== account.id || data.auth?.email !== account.email) {
              this.leak(`GET /api/member for ${account.id} answered ${data.id} ${data.auth?.email}`);
            }
            return undefined;
          },
        };
      }
      case 'POST /api/member': {
        const account = TargetLoad.nth(target.members, turn);
        const value = `Load ${this.index}-${n}-${run}`;
        return {
          method: 'POST',
          path: '/api/member',
          headers: this.headers(account.token, true),
          body: JSON.stringify({ customFields: { name: value } }),
          check: (answer, sentAt, ackedAt) => {
            const data = parse(answer.body).data as
              | { id?: string; customFields?: Record<string, string> }
              | undefined;
            if (data?.id !== account.id) this.leak(`profile update of ${account.id} answered ${data?.id}`);
            if (data?.customFields?.name !== value) {
              return `profile answered ${JSON.stringify(data?.customFields)}`;
            }
            acked.profiles.push({ memberId: account.id, value, sentAt, ackedAt });
            return undefined;
          },
          failed: (how) => {
            const write = { memberId: account.id, value };
            if (how === 'refused') acked.profilesRefused.push(write);
            else acked.profilesUnanswered.push(write);
          },
        };
      }
      case 'POST /api/secure-content': {
        const account = TargetLoad.nth(target.subscribed, turn);
        return {
          method: 'POST',
          path: '/api/secure-content',
          headers: this.headers(account.token, true),
          body: JSON.stringify({ contentId: plan.lockedContentId }),
          check: (answer) => {
            const data = parse(answer.body).data as { contentId?: string } | undefined;
            return data?.contentId === plan.lockedContentId
              ? undefined
              : `secure content: ${answer.body.slice(0, 200)}`;
          },
        };
      }
      case 'POST /api/comments/posts': {
        const account = TargetLoad.nth(target.members, turn);
        const content = `Load comment ${this.index}-${n}-${run}`;
        return {
          method: 'POST',
          path: '/api/comments/posts',
          headers: this.headers(account.token, true),
          body: JSON.stringify({ channelKey: target.channelKey, content }),
          check: (answer) => {
            this.checkPublic(route, answer.body);
            const data = parse(answer.body).data as { id?: string; content?: string } | undefined;
            if (!data?.id || data.content !== content) return `comment answered ${answer.body.slice(0, 200)}`;
            acked.comments.push({ id: data.id, memberId: account.id, content });
            return undefined;
          },
        };
      }
      case 'GET /api/comments/posts': {
        const account = TargetLoad.nth(target.members, Math.floor(Math.random() * target.members.length));
        const query = new URLSearchParams({ channelKey: target.channelKey, order: 'newest' });
        return {
          method: 'GET',
          path: `/api/comments/posts?${query}`,
          headers: this.headers(account.token),
          check: (answer) => {
            this.checkPublic(route, answer.body);
            return Array.isArray(parse(answer.body).data?.posts)
              ? undefined
              : `no posts: ${answer.body.slice(0, 200)}`;
          },
        };
      }
      case 'POST /api/member/plans/create-checkout-session': {
        const account = TargetLoad.nth(target.members, turn);
        return {
          method: 'POST',
          path: '/api/member/plans/create-checkout-session',
          headers: this.headers(account.token, true),
          body: JSON.stringify({ priceId: plan.membershipPriceId }),
          check: (answer) => {
            const data = parse(answer.body).data as { url?: string } | undefined;
            return data?.url ? undefined : `checkout answered ${answer.body.slice(0, 200)}`;
          },
        };
      }
      case 'POST /api/webhooks/stripe': {
        const eventId = `evt_load_${this.index}_${n}_${run}`;
        const payload = TargetLoad.nth(target.webhookTemplates, turn).replace(EVENT_ID_PLACEHOLDER, eventId);
        return {
          method: 'POST',
          path: '/api/webhooks/stripe',
          headers: { 'content-type': 'application/json', 'stripe-signature': stripeSignature(payload) },
          body: payload,
          check: (answer) => {
            // Answered bare, not in { data } (webhookReceiptSchema).
            if ((parse(answer.body) as { received?: unknown }).received !== true) {
              return `webhook answered ${answer.body.slice(0, 200)}`;
            }
            acked.webhookEvents.push(eventId);
            return undefined;
          },
        };
      }
    }
  }
}

const started = performance.now() + 100;
const loads = plan.targets.map((target, index) => new TargetLoad(target, index, started));
const total = Math.round(plan.rate * plan.seconds);
const interval = 1000 / plan.rate;
const inFlight = new Set<Promise<void>>();
let next = 0;

// The timetable: every tick sends each target's requests whose time has come.
await new Promise<void>((resolve) => {
  const tick = () => {
    const now = performance.now();
    while (next < total && started + next * interval <= now) {
      const scheduled = started + next * interval;
      for (const load of loads) {
        const sending = load.fire(next, scheduled);
        inFlight.add(sending);
        void sending.finally(() => inFlight.delete(sending));
      }
      next += 1;
    }
    if (next >= total) resolve();
    else setTimeout(tick, 1);
  };
  setTimeout(tick, Math.max(0, started - performance.now()));
});
await Promise.all(inFlight);
agent.destroy();

const result: LoadResult = {
  seconds: plan.seconds,
  rate: plan.rate,
  targets: loads.map((load) => load.result),
};
await writeFile(plan.resultFile, JSON.stringify(result));
