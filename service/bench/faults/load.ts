/**
 * Steady writes and reads against service instances, every answer recorded: each worker owns a
 * member and, in turn, saves a counter into its profile (POST /api/member), reads it back
 * (GET /api/member) and signs up a new member (POST /api/auth/signup, from an address of its
 * own: TRUST_PROXY is on). What was acknowledged (a 2xx) is remembered to be checked later.
 */
import { APP_ID, TEST_PUBLIC_KEY } from '@wf/config/app';
import type { Instance } from '../../src/testing/instance.ts';

/** The World Family app and its test key. */
const APP_HEADERS = { 'X-APP-ID': APP_ID, 'X-API-Key': TEST_PUBLIC_KEY };
const PASSWORD = 'a long and unusual passphrase 42';
/** The custom field the counter is saved in. */
const FIELD = 'first-name';

export interface Sample {
  instance: string;
  kind: 'update' | 'read' | 'signup';
  start: number;
  end: number;
  /** 0: no answer (the connection failed or timed out). */
  status: number;
  retryAfter: string | null;
  code: string | undefined;
  message: string | undefined;
  /** The network error, when there was no answer. */
  error: string | undefined;
}

export interface Member {
  email: string;
  token: string;
  id: string;
}

export interface Worker {
  member: Member;
  /** The last counter value the service acknowledged saving. */
  lastAcked: number;
  next: number;
}

export interface Load {
  samples: Sample[];
  /** Signups answered 2xx. */
  signups: Member[];
  workers: Worker[];
  stop(): Promise<void>;
}

async function call(
  instance: Instance,
  kind: Sample['kind'],
  init: { method: string; path: string; token?: string; body?: unknown; ip?: string },
): Promise<{ sample: Sample; json: unknown }> {
  const start = Date.now();
  const headers: Record<string, string> = { ...APP_HEADERS };
  if (init.token) headers.Authorization = `Bearer ${init.token}`;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  if (init.ip) headers['X-Forwarded-For'] = init.ip;
  let json: unknown;
  const sample: Sample = {
    instance: instance.name,
    kind,
    start,
    end: start,
    status: 0,
    retryAfter: null,
    code: undefined,
    message: undefined,
    error: undefined,
  };
  try {
    const response = await fetch(`${instance.origin}/api${init.path}`, {
      method: init.method,
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      signal: AbortSignal.timeout(20_000),
    });
    sample.status = response.status;
    sample.retryAfter = response.headers.get('Retry-After');
    const text = await response.text();
    try {
      json = JSON.parse(text);
    } catch {
      json = text;
    }
    const error = (json as { error?: { code?: string; message?: string } } | undefined)?.error;
    sample.code = error?.code;
    sample.message = error?.message;
  } catch (error) {
    sample.error =
      error instanceof Error
        ? `${error.message}${error.cause ? `: ${String(error.cause)}` : ''}`
        : String(error);
  }
  sample.end = Date.now();
  return { sample, json };
}

/** Signs up one member; undefined unless the answer was 2xx. */
export async function signup(
  instance: Instance,
  email: string,
  ip: string,
): Promise<{ sample: Sample; member: Member | undefined }> {
  const { sample, json } = await call(instance, 'signup', {
    method: 'POST',
    path: '/auth/signup',
    body: { email, password: PASSWORD },
    ip,
  });
  if (sample.status < 200 || sample.status > 299) return { sample, member: undefined };
  const data = (json as { data: { member: { id: string }; tokens: { accessToken: string } } }).data;
  return { sample, member: { email, token: data.tokens.accessToken, id: data.member.id } };
}

/** The member behind `token` as the instance reads it; undefined unless 2xx with a member. */
export async function readMember(
  instance: Instance,
  token: string,
): Promise<{ sample: Sample; member: { id: string; email: string; field: string | undefined } | undefined }> {
  const { sample, json } = await call(instance, 'read', { method: 'GET', path: '/member', token });
  const data = (
    json as {
      data?: { id: string; auth: { email: string }; customFields: Record<string, string> } | null;
    }
  )?.data;
  if (sample.status !== 200 || !data) return { sample, member: undefined };
  return { sample, member: { id: data.id, email: data.auth.email, field: data.customFields[FIELD] } };
}

async function update(instance: Instance, token: string, value: number): Promise<Sample> {
  const { sample } = await call(instance, 'update', {
    method: 'POST',
    path: '/member',
    token,
    body: { customFields: { [FIELD]: String(value) } },
  });
  return sample;
}

/** A client address of its own for each signup (the per-address limits count per client). */
function addressOf(worker: number, n: number): string {
  return `10.${worker + 1}.${Math.floor(n / 250) % 250}.${(n % 250) + 1}`;
}

/** Signs up one member per worker (through the first instance) before the load starts. */
export async function prepareWorkers(instances: Instance[], count: number, tag: string): Promise<Worker[]> {
  const workers: Worker[] = [];
  for (let index = 0; index < count; index += 1) {
    const { sample, member } = await signup(
      instances[index % instances.length] as Instance,
      `faults-${tag}-owner-${index}@example.com`,
      addressOf(index, 100_000 + index),
    );
    if (!member)
      throw new Error(`preparing the load: signup answered ${sample.status} ${sample.error ?? ''}`);
    workers.push({ member, lastAcked: 0, next: 1 });
  }
  return workers;
}

/** Starts the load; `pauseMs` between two calls of a worker keeps it steady, not flat out. */
export function startLoad(instances: Instance[], workers: Worker[], tag: string, pauseMs = 25): Load {
  const samples: Sample[] = [];
  const signups: Member[] = [];
  let stopping = false;
  let turn = 0;
  const pick = () => instances[turn++ % instances.length] as Instance;
  const loops = workers.map(async (worker, index) => {
    let n = 0;
    while (!stopping) {
      const value = worker.next++;
      const saved = await update(pick(), worker.member.token, value);
      samples.push(saved);
      if (saved.status >= 200 && saved.status <= 299) worker.lastAcked = Math.max(worker.lastAcked, value);
      samples.push((await readMember(pick(), worker.member.token)).sample);
      if (n % 3 === 0) {
        const email = `faults-${tag}-${index}-${n}@example.com`;
        const { sample, member } = await signup(pick(), email, addressOf(index, n));
        samples.push(sample);
        if (member) signups.push(member);
      }
      n += 1;
      await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    samples,
    signups,
    workers,
    async stop() {
      stopping = true;
      await Promise.all(loops);
    },
  };
}

/**
 * Reads every acknowledged write back through `instance`: each signed-up member (its session
 * too) and each worker's counter (at least the last acknowledged value: a save whose answer was
 * lost may have been kept, and is newer).
 */
export async function verifyAcknowledged(
  instance: Instance,
  load: Pick<Load, 'signups' | 'workers'>,
): Promise<{ checked: number; missing: string[] }> {
  const missing: string[] = [];
  let checked = 0;
  for (const member of load.signups) {
    checked += 1;
    const { sample, member: read } = await readMember(instance, member.token);
    if (!read || read.email !== member.email) {
      missing.push(`signup ${member.email}: GET /member answered ${sample.status} ${sample.error ?? ''}`);
    }
  }
  for (const worker of load.workers) {
    checked += 1;
    const { sample, member: read } = await readMember(instance, worker.member.token);
    const stored = Number(read?.field ?? 0);
    if (!read || stored < worker.lastAcked) {
      missing.push(
        `profile of ${worker.member.email}: acknowledged ${worker.lastAcked}, stored ${read?.field ?? `none (${sample.status})`}`,
      );
    }
  }
  return { checked, missing };
}

/** A comments live stream held open on one instance: the events it received, with their times. */
export interface Stream {
  events: { type: string; at: number }[];
  close(): void;
}

/** Opens GET /api/comments/channels/stream on `instance` as the member behind `token`. */
export async function openStream(instance: Instance, token: string, channelKey: string): Promise<Stream> {
  const controller = new AbortController();
  const response = await fetch(
    `${instance.origin}/api/comments/channels/stream?channelKey=${encodeURIComponent(channelKey)}`,
    {
      headers: { ...APP_HEADERS, Authorization: `Bearer ${token}`, Accept: 'text/event-stream' },
      signal: controller.signal,
    },
  );
  if (!response.ok || !response.body) throw new Error(`the comments stream answered ${response.status}`);
  const events: Stream['events'] = [];
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  void (async () => {
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += value;
        let end = buffer.indexOf('\n\n');
        while (end >= 0) {
          const type = /^event: (.+)$/m.exec(buffer.slice(0, end))?.[1];
          if (type) events.push({ type, at: Date.now() });
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
        }
      }
    } catch {
      // Closed.
    }
  })();
  return { events, close: () => controller.abort() };
}

/** Posts in a channel through `instance`; the answer's status. */
export async function post(
  instance: Instance,
  token: string,
  channelKey: string,
  content: string,
): Promise<number> {
  const response = await fetch(`${instance.origin}/api/comments/posts`, {
    method: 'POST',
    headers: { ...APP_HEADERS, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ channelKey, content }),
    signal: AbortSignal.timeout(20_000),
  });
  await response.body?.cancel();
  return response.status;
}
