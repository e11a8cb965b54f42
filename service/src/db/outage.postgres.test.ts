/**
 * The database going away and coming back (docs/architecture.md "When the database is down"):
 * the service talks to the PostgreSQL server through a small TCP proxy of the test's own, on a
 * scratch database. Cutting the proxy (open connections destroyed, new ones refused) is the
 * server stopping; the API answers 503 'unavailable' with Retry-After, the health check says not
 * ready, a transaction cut in the middle fails without taking the process down. Restoring it,
 * the next calls succeed without a restart, a write acknowledged before the cut is there, and the
 * comments' LISTEN connection listens again. PostgreSQL only (`npm run test:postgres`).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createServer, type Server, Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve } from '@hono/node-server';
import { type CommentStreamEvent, PROFILE_IMAGE_FIELD } from '@wf/sdk/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { postgresCommentBus } from '../comments/postgres-bus.ts';
import { parseEnv } from '../env.ts';
import { DATABASE_UNAVAILABLE_MESSAGE } from '../http/errors.ts';
import { silentLogger } from '../log.ts';
import { clientOf } from '../members/testing.ts';
import { parseSiteEnv } from '../site/env.ts';
import { APP_HEADERS, createServiceApp } from '../testing/app.ts';
import { seedService, TEST_DATABASE_URL, TEST_SEED_OPTIONS } from '../testing/database.ts';
import { type Database, openPostgres } from './client.ts';
import { isDatabaseUnavailable } from './errors.ts';
import { migrate } from './migrate.ts';

vi.setConfig({ testTimeout: 60_000, hookTimeout: 60_000 });

/** A TCP proxy to the server that can be cut (connections destroyed, new ones refused) and restored. */
interface Proxy {
  port: number;
  cut(): Promise<void>;
  restore(): Promise<void>;
  close(): Promise<void>;
}

async function startProxy(target: { host: string; port: number }): Promise<Proxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;
  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const listening = createServer((client) => {
        const upstream = new Socket();
        for (const socket of [client, upstream]) {
          sockets.add(socket);
          socket.on('close', () => sockets.delete(socket));
          socket.on('error', () => undefined);
        }
        upstream.connect(target.port, target.host);
        client.pipe(upstream).pipe(client);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
      });
      listening.once('error', reject);
      listening.listen(port, '127.0.0.1', () => {
        const address = listening.address();
        if (address && typeof address === 'object') port = address.port;
        server = listening;
        resolve();
      });
    });
  const stop = async () => {
    const closing = server;
    server = undefined;
    // Refuse new connections first, then break the open ones, as a server stopping at once does.
    const closed = closing ? new Promise((resolve) => closing.close(resolve)) : Promise.resolve();
    for (const socket of sockets) socket.destroy();
    await closed;
  };
  await listen();
  return {
    get port() {
      return port;
    },
    cut: stop,
    restore: listen,
    close: stop,
  };
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** The scratch database, through the proxy. */
function proxyUrl(): string {
  const url = new URL(withDatabase(serverUrl, scratch));
  url.hostname = '127.0.0.1';
  url.port = String(proxy.port);
  return url.toString();
}

async function adminQuery(url: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

const GOOD_PASSWORD = 'a long and unusual passphrase 42';
const scratch = `wf_outage_${randomBytes(5).toString('hex')}`;
let serverUrl: string;
let proxy: Proxy;
let database: Database;
let dir: string;
let app: ReturnType<typeof createServiceApp>;
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);

beforeAll(async () => {
  if (!TEST_DATABASE_URL)
    throw new Error('WF_TEST_DATABASE_URL is not set: run this file with npm run test:postgres');
  serverUrl = TEST_DATABASE_URL;
  await adminQuery(serverUrl, `create database "${scratch}"`);
  const target = new URL(serverUrl);
  proxy = await startProxy({ host: target.hostname, port: Number(target.port || 5432) });
  database = await openPostgres(proxyUrl(), { maxConnections: 4, connectionTimeoutMs: 2_000 });
  await migrate(database);
  await seedService(database, TEST_SEED_OPTIONS);
  dir = await mkdtemp(path.join(tmpdir(), 'wf-outage-'));
  const variables = {
    SITE_DIR: path.join(dir, 'site'),
    DATA_DIR: path.join(dir, 'data'),
    CONTENT_DIR: path.join(dir, 'content'),
    DATABASE_URL: proxyUrl(),
  };
  app = createServiceApp({
    db: database,
    env: parseEnv(variables),
    siteEnv: parseSiteEnv(variables),
    logger: silentLogger(),
  });
  process.on('unhandledRejection', onUnhandled);
});

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  await database?.close().catch(() => undefined);
  await proxy?.close();
  if (serverUrl) await adminQuery(serverUrl, `drop database if exists "${scratch}" with (force)`);
  if (dir) await rm(dir, { recursive: true, force: true });
});

/** Resolves once `check` is true, or fails after `ms` (a condition waited for, not a fixed sleep). */
async function until(check: () => boolean | Promise<boolean>, ms: number, what: string): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function expectUnavailable(response: Response): Promise<void> {
  expect(response.status).toBe(503);
  expect(Number(response.headers.get('Retry-After'))).toBeGreaterThanOrEqual(1);
  expect(await response.json()).toEqual({
    error: { code: 'unavailable', message: DATABASE_UNAVAILABLE_MESSAGE },
  });
}

describe('when the database cannot be reached', () => {
  it('answers 503 with Retry-After while it is down, and serves again once it is back, without a restart', async () => {
    const email = `outage-${Date.now()}@example.com`;
    const signedUp = await clientOf({ app }).signupMemberEmailPassword({ email, password: GOOD_PASSWORD });
    const token = signedUp.data.tokens.accessToken;
    expect((await app.request('/api/health')).status).toBe(200);

    // The comments' LISTEN connection of an instance with an open stream.
    const bus = postgresCommentBus({ database, url: proxyUrl(), logger: silentLogger() });
    const address = { appId: APP_HEADERS['X-APP-ID'] as string, channelKey: `outage-${Date.now()}` };
    const received: CommentStreamEvent[] = [];
    const stopStream = bus.subscribe(address, (event) => received.push(event));
    await until(
      async () => {
        await bus.publish(address, { type: 'resync' });
        return received.length > 0;
      },
      10_000,
      'the LISTEN connection',
    );

    // A transaction in flight when the server goes away.
    const inFlight = database
      .transaction(async (tx) => {
        await tx.execute(sql`select pg_sleep(0.5)`);
        await tx.execute(sql`select pg_sleep(30)`);
      })
      .then(
        () => 'committed',
        (error: unknown) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
    await proxy.cut();
    expect(isDatabaseUnavailable(await inFlight)).toBe(true);
    // Nothing more arrives on the broken connection: what comes now comes on a new one.
    received.length = 0;

    const health = await app.request('/api/health');
    await expectUnavailable(health);
    await expectUnavailable(
      await app.request('/api/auth/signup', {
        method: 'POST',
        headers: { ...APP_HEADERS, 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: `during-${email}`, password: GOOD_PASSWORD }),
      }),
    );
    await expectUnavailable(
      await app.request('/api/member', { headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` } }),
    );
    // The SDK sees a retryable error carrying the service's sentence and its Retry-After.
    const sdkError = await clientOf({ app }, token)
      .getCurrentMember()
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    expect(sdkError).toMatchObject({ status: 503, retryable: true, retryAfterSeconds: 5 });

    await proxy.restore();
    // The pool dropped its broken connections: the very next calls open new ones.
    expect((await app.request('/api/health')).status).toBe(200);
    const member = await clientOf({ app }, token).getCurrentMember();
    expect(member.data?.auth.email).toBe(email);
    const again = await clientOf({ app }).loginMemberEmailPassword({ email, password: GOOD_PASSWORD });
    expect(again.data.member.id).toBe(signedUp.data.member.id);

    // The LISTEN connection came back by itself: the stream is told to read again, then gets events.
    await until(
      () => received.some((event) => event.type === 'resync'),
      15_000,
      'the resync after re-listening',
    );
    received.length = 0;
    await bus.publish(address, { type: 'resync' });
    await until(() => received.length > 0, 5_000, 'a notification after re-listening');
    stopStream();

    expect(unhandled).toEqual([]);
  });
});

describe('when the database goes away during an upload', () => {
  it('given an image still arriving when the answer is 503, the uploader gets the answer, not a closed connection', async () => {
    const email = `upload-outage-${Date.now()}@example.com`;
    const signedUp = await clientOf({ app }).signupMemberEmailPassword({ email, password: GOOD_PASSWORD });
    const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      // A 2 MB image in a multipart body, as the widget sends it.
      const form = new FormData();
      form.set(
        PROFILE_IMAGE_FIELD,
        new File([new Uint8Array(2 * 1024 * 1024).fill(7)], 'me.jpg', { type: 'image/jpeg' }),
      );
      const encoded = new Response(form);
      const contentType = encoded.headers.get('Content-Type') as string;
      const bytes = new Uint8Array(await encoded.arrayBuffer());
      await proxy.cut();
      // Sent slowly, as a phone does: the answer comes long before the last byte is sent. A
      // client that goes on sending must be able to finish, not have the connection reset
      // under it (a browser would report a network error instead of the answer).
      const sent = new Promise<{ status: number; headers: Headers; text: string; sendError?: Error }>(
        (resolve, reject) => {
          let sendError: Error | undefined;
          const request = httpRequest({
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/member/profile-image',
            headers: {
              ...APP_HEADERS,
              Authorization: `Bearer ${signedUp.data.tokens.accessToken}`,
              'Content-Type': contentType,
              'Content-Length': String(bytes.length),
            },
          });
          request.on('error', (error) => {
            sendError = error;
          });
          request.on('response', (answer) => {
            const chunks: Buffer[] = [];
            answer.on('data', (data: Buffer) => chunks.push(data));
            answer.on('error', reject);
            answer.on('end', () => {
              const headers = new Headers();
              for (const [name, value] of Object.entries(answer.headers)) {
                if (typeof value === 'string') headers.set(name, value);
              }
              const text = Buffer.concat(chunks).toString('utf8');
              // Wait for the last byte to be sent (or fail) before judging the upload.
              const settle = () => resolve({ status: answer.statusCode ?? 0, headers, text, sendError });
              if (request.writableFinished || sendError) settle();
              else {
                request.once('finish', settle);
                request.once('error', settle);
                request.once('close', () => {
                  sendError ??= request.writableFinished
                    ? undefined
                    : new Error('the connection closed before the body was sent');
                  settle();
                });
              }
            });
          });
          const chunk = 64 * 1024;
          let offset = 0;
          const sendNext = () => {
            if (sendError || request.destroyed) return;
            if (offset >= bytes.length) {
              request.end();
              return;
            }
            request.write(bytes.subarray(offset, offset + chunk));
            offset += chunk;
            setTimeout(sendNext, 60);
          };
          sendNext();
        },
      );
      const { status, headers, text, sendError } = await sent;
      expect(sendError).toBeUndefined();
      await expectUnavailable(new Response(text, { status, headers }));
    } finally {
      await proxy.restore();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
