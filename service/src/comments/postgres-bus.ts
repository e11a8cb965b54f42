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

/** The bus of several instances on one PostgreSQL database. */
export function postgresCommentBus({ database, url, logger }: PostgresBusOptions): CommentEventBus {
  const local = inProcessCommentBus();
  let listeners = 0;
  let connection: Promise<pg.Client> | undefined;

  function deliver(payload: string | undefined): void {
    try {
      const notice = JSON.parse(payload ?? '') as Notice;
      void local.publish(notice.address, notice.event);
    } catch (error) {
      logger.error({ err: error }, 'a comments notification could not be read');
    }
  }

  async function listen(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: url });
    client.on('notification', (message) => {
      if (message.channel === NOTIFY_CHANNEL) deliver(message.payload);
    });
    client.on('error', (error) => {
      logger.error({ err: error }, 'the comments LISTEN connection failed');
      // The next stream opens a new one.
      connection = undefined;
    });
    await client.connect();
    await client.query(`LISTEN ${NOTIFY_CHANNEL}`);
    return client;
  }

  async function stopListening(): Promise<void> {
    const open = connection;
    connection = undefined;
    try {
      await (await open)?.end();
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
      listeners += 1;
      connection ??= listen().catch((error) => {
        logger.error({ err: error }, 'the comments LISTEN connection could not open');
        connection = undefined;
        throw error;
      });
      connection.catch(() => undefined);
      let stopped = false;
      return () => {
        if (stopped) return;
        stopped = true;
        stop();
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
