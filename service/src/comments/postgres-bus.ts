/**
 * The comments' live events across instances (docs/comments.md "Live updates"): the
 * CommentEventBus over PostgreSQL LISTEN/NOTIFY. `publish` sends a notification on one channel of
 * the database (after the writer's commit, from any pooled connection); each instance holds one
 * connection that LISTENs while it has open streams, and hands every notification to its local
 * listeners. A notification carries at most NOTIFY_MAX_BYTES: a larger event (a long post) goes
 * as a `resync` event, on which the page reads the channel again.
 */
import type { CommentStreamEvent } from '@wf/sdk/contract';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database } from '../db/client.ts';
import type { Logger } from '../log.ts';
import { type ChannelAddress, type CommentEventBus, inProcessCommentBus } from './events.ts';

/** The database's notification channel of comments' events. */
export const NOTIFY_CHANNEL = 'wf_comment_events';
/** PostgreSQL refuses payloads of 8000 bytes or more. */
export const NOTIFY_MAX_BYTES = 7900;

interface Notice {
  address: ChannelAddress;
  event: CommentStreamEvent;
}

/** Options of {@link postgresCommentBus}. */
export interface PostgresBusOptions {
  /** The database writers publish through (any pooled connection). */
  database: Pick<Database, 'db'>;
  /** Where the listening connection goes (DATABASE_URL). */
  url: string;
  logger: Pick<Logger, 'error'>;
}

/** The first wait before the LISTEN connection is opened again after it was lost. */
export const RELISTEN_FIRST_DELAY_MS = 500;
/** The longest wait between two attempts to open it again. */
export const RELISTEN_MAX_DELAY_MS = 2_000;

/**
 * The bus of several instances on one PostgreSQL database. While streams are open and the
 * LISTEN connection is lost (the server restarts, the network breaks), it is opened again with
 * backoff; once it is back, every open stream gets a `resync` event, as notifications sent
 * meanwhile were missed (docs/architecture.md "When the database is down").
 */
export function postgresCommentBus({ database, url, logger }: PostgresBusOptions): CommentEventBus {
  const local = inProcessCommentBus();
  /** The addresses with open streams on this instance, and how many streams each. */
  const open = new Map<string, { address: ChannelAddress; streams: number }>();
  let listeners = 0;
  let connection: Promise<pg.Client> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let delay = RELISTEN_FIRST_DELAY_MS;
  /** True once a connection was lost: the next one to open tells the streams to read again. */
  let missed = false;

  function deliver(payload: string | undefined): void {
    try {
      const notice = JSON.parse(payload ?? '') as Notice;
      void local.publish(notice.address, notice.event);
    } catch (error) {
      logger.error({ err: error }, 'a comments notification could not be read');
    }
  }

  /** Opens the connection again later, if streams still wait for it. */
  function again(): void {
    connection = undefined;
    missed = true;
    if (listeners === 0 || retry) return;
    retry = setTimeout(() => {
      retry = undefined;
      if (listeners > 0) start();
    }, delay);
    retry.unref();
    delay = Math.min(delay * 2, RELISTEN_MAX_DELAY_MS);
  }

  /** Opens a LISTEN connection; the answer is the very promise its loss is matched against. */
  function listen(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5_000 });
    let lost = false;
    const onLost = (error?: Error) => {
      if (lost) return;
      lost = true;
      if (error) logger.error({ err: error }, 'the comments LISTEN connection failed');
      client.end().catch(() => undefined);
      // Only the current connection's loss matters (an old one may end late).
      if (connection === current) again();
    };
    const current = (async () => {
      client.on('notification', (message) => {
        if (message.channel === NOTIFY_CHANNEL) deliver(message.payload);
      });
      client.on('error', (error) => onLost(error));
      await client.connect();
      client.on('end', () => onLost());
      await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
      return client;
    })();
    return current;
  }

  function start(): void {
    const opening = listen();
    connection = opening;
    opening.then(
      () => {
        delay = RELISTEN_FIRST_DELAY_MS;
        if (!missed) return;
        missed = false;
        for (const { address } of open.values()) void local.publish(address, { type: 'resync' });
      },
      (error: unknown) => {
        logger.error({ err: error }, 'the comments LISTEN connection could not open');
        if (connection === opening) again();
      },
    );
  }

  async function stopListening(): Promise<void> {
    const closing = connection;
    connection = undefined;
    missed = false;
    delay = RELISTEN_FIRST_DELAY_MS;
    if (retry) clearTimeout(retry);
    retry = undefined;
    try {
      await (await closing)?.end();
    } catch {
      // Already gone.
    }
  }

  return {
    async publish(address, event) {
      let payload = JSON.stringify({ address, event } satisfies Notice);
      if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES) {
        payload = JSON.stringify({ address, event: { type: 'resync' } } satisfies Notice);
      }
      await database.db.execute(sql`select pg_notify(${NOTIFY_CHANNEL}, ${payload})`);
    },
    subscribe(address, listener) {
      const stop = local.subscribe(address, listener);
      const topic = JSON.stringify([address.appId, address.channelKey]);
      const entry = open.get(topic) ?? { address, streams: 0 };
      entry.streams += 1;
      open.set(topic, entry);
      listeners += 1;
      // A retry already waiting opens it in its time.
      if (!connection && !retry) start();
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        stop();
        entry.streams -= 1;
        if (entry.streams === 0) open.delete(topic);
        listeners -= 1;
        if (listeners === 0) void stopListening();
      };
    },
  };
}

/** The bus an instance uses: LISTEN/NOTIFY on PostgreSQL, its own emitter on PGlite (one process). */
export function commentBusFor(deps: {
  database: Database;
  env: { databaseUrl: string | undefined };
  logger: Pick<Logger, 'error'>;
}): CommentEventBus {
  if (deps.database.kind === 'postgres' && deps.env.databaseUrl) {
    return postgresCommentBus({ database: deps.database, url: deps.env.databaseUrl, logger: deps.logger });
  }
  return inProcessCommentBus();
}
