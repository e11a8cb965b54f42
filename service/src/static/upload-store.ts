/**
 * Where uploaded images (profile images, logos) are kept, so that every instance serves every one
 * (docs/architecture.md "Many instances"): the database's uploads table by default, an
 * S3-compatible bucket when S3_URL is set (static/s3-location.ts). Files are named once and never
 * rewritten: a new image gets a new random name, and the old one is removed.
 *
 * With a bucket, images stored in the database before S3_URL was set are still served and removed
 * there: nothing has to be copied over on the day the bucket is added.
 */
import { ERROR_CODES } from '@wf/sdk/contract';
import { AwsClient } from 'aws4fetch';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { ApiError } from '../http/errors.ts';
import type { Logger } from '../log.ts';
import { describeLocation, objectUrl, type S3Location } from './s3-location.ts';

/** What a stored file's ETag is made of, known without reading its bytes. */
export interface UploadVersion {
  size: number;
  /** Changes if the file ever does. */
  version: string;
}

/** One stored file: its bytes and version. */
export interface StoredUpload extends UploadVersion {
  body: Uint8Array;
}

/** A file to store: `{appId}/{name}`, served at /uploads/{appId}/{name}. */
export interface NewUpload {
  appId: string;
  name: string;
  contentType: string;
  bytes: Uint8Array;
}

export interface UploadStore {
  /** 'database' or 's3': what start-up logs name. */
  readonly kind: 'database' | 's3';
  put(file: NewUpload): Promise<void>;
  /** The file, or undefined when this store has none of that name. */
  get(appId: string, name: string): Promise<StoredUpload | undefined>;
  /** The file's size and version without its bytes (to answer a revalidation 304), or undefined. */
  stat(appId: string, name: string): Promise<UploadVersion | undefined>;
  /** Removes the file; true when this store held it. */
  remove(appId: string, name: string): Promise<boolean>;
}

/** The uploads table: every instance on one PostgreSQL reads the same rows. */
export function databaseUploadStore(database: Database): UploadStore {
  const where = (appId: string, name: string) => and(eq(uploads.appId, appId), eq(uploads.name, name));
  return {
    kind: 'database',
    async put({ appId, name, contentType, bytes }) {
      await database.db.insert(uploads).values({ appId, name, contentType, bytes });
    },
    async get(appId, name) {
      const [row] = await database.db
        .select({ bytes: uploads.bytes, createdAt: uploads.createdAt })
        .from(uploads)
        .where(where(appId, name));
      return row
        ? { body: row.bytes, size: row.bytes.byteLength, version: String(row.createdAt.getTime()) }
        : undefined;
    },
    async stat(appId, name) {
      const [row] = await database.db
        .select({
          size: sql<number>`octet_length(${uploads.bytes})`.mapWith(Number),
          createdAt: uploads.createdAt,
        })
        .from(uploads)
        .where(where(appId, name));
      return row ? { size: row.size, version: String(row.createdAt.getTime()) } : undefined;
    },
    async remove(appId, name) {
      const removed = await database.db
        .delete(uploads)
        .where(where(appId, name))
        .returning({ name: uploads.name });
      return removed.length > 0;
    },
  };
}

/** Seconds a client is asked to wait while the bucket cannot be reached. */
export const STORAGE_RETRY_AFTER_SECONDS = 5;

/** The message of every answer that needed the bucket while it could not be reached. */
export const STORAGE_UNAVAILABLE_MESSAGE =
  'The image storage cannot be reached right now. Please try again in a few seconds.';

/** How long one request to the bucket may take, retries included. */
const S3_TIMEOUT_MS = 10_000;

/** A bucket request that did not get the answer it needed: answered 503 with Retry-After. */
function storageUnavailable(cause: unknown): ApiError {
  return new ApiError(503, ERROR_CODES.unavailable, STORAGE_UNAVAILABLE_MESSAGE, {
    headers: { 'Retry-After': String(STORAGE_RETRY_AFTER_SECONDS) },
    cause,
  });
}

/** An object's version: its ETag (which GET and HEAD both answer), else its Last-Modified. */
function versionOf(response: Response): string {
  return response.headers.get('ETag') ?? response.headers.get('Last-Modified') ?? '';
}

/** The `<Code>` of an S3 error body, for the log (the body never reaches a client). */
async function s3ErrorCode(response: Response): Promise<string | undefined> {
  const text = await response.text().catch(() => '');
  return /<Code>([^<]{1,100})<\/Code>/.exec(text)?.[1];
}

/** A Signature Version 4 client for the bucket's key and region, retrying a 5xx `retries` times. */
function clientOf(location: S3Location, retries: number): AwsClient {
  return new AwsClient({
    accessKeyId: location.accessKeyId,
    secretAccessKey: location.secretAccessKey,
    service: 's3',
    region: location.region,
    retries,
    initRetryMs: 100,
  });
}

export interface S3StoreOptions {
  location: S3Location;
  /** Images stored before the bucket was configured: read and removed there too. */
  earlier: UploadStore;
  logger: Logger;
}

/**
 * An S3-compatible bucket, through aws4fetch (Signature Version 4 over fetch): PUT, GET, HEAD and
 * DELETE of objects `{prefix}{appId}/{name}`, stored with their Content-Type and no public access
 * (the service serves them at /uploads with its own safe headers).
 */
export function s3UploadStore({ location, earlier, logger }: S3StoreOptions): UploadStore {
  // Two quick retries of a 5xx or 429 (aws4fetch backs off), within S3_TIMEOUT_MS in all.
  const client = clientOf(location, 2);
  const where = describeLocation(location);

  async function send(method: string, key: string, init: RequestInit = {}): Promise<Response> {
    let response: Response;
    try {
      response = await client.fetch(objectUrl(location, key), {
        ...init,
        method,
        signal: AbortSignal.timeout(S3_TIMEOUT_MS),
      });
    } catch (error) {
      logger.warn(
        { bucket: where, method, reason: (error as Error).message },
        'image storage unreachable: answered 503',
      );
      throw storageUnavailable(error);
    }
    return response;
  }

  async function failed(method: string, response: Response): Promise<never> {
    const code = await s3ErrorCode(response);
    const fields = { bucket: where, method, status: response.status, code };
    // A refusal (403: credentials, policy) is a configuration to mend; a 5xx is the bucket's outage.
    if (response.status < 500) logger.error(fields, 'image storage refused the request: answered 503');
    else logger.warn(fields, 'image storage failed: answered 503');
    throw storageUnavailable(new Error(`S3 ${method} answered ${response.status} ${code ?? ''}`.trim()));
  }

  const keyOf = (appId: string, name: string) => `${appId}/${name}`;

  return {
    kind: 's3',
    async put({ appId, name, contentType, bytes }) {
      const response = await send('PUT', keyOf(appId, name), {
        body: bytes as Uint8Array<ArrayBuffer>,
        headers: { 'Content-Type': contentType },
      });
      if (!response.ok) await failed('PUT', response);
      await response.body?.cancel();
    },
    async get(appId, name) {
      const response = await send('GET', keyOf(appId, name));
      if (response.status === 404) {
        await response.body?.cancel();
        return earlier.get(appId, name);
      }
      if (!response.ok) return failed('GET', response);
      const body = new Uint8Array(await response.arrayBuffer());
      return { body, size: body.byteLength, version: versionOf(response) };
    },
    async stat(appId, name) {
      const response = await send('HEAD', keyOf(appId, name));
      await response.body?.cancel();
      if (response.status === 404) return earlier.stat(appId, name);
      if (!response.ok) return failed('HEAD', response);
      return { size: Number(response.headers.get('Content-Length') ?? 0), version: versionOf(response) };
    },
    async remove(appId, name) {
      // DELETE answers 204 whether or not the object was there: HEAD tells which store held it.
      const head = await send('HEAD', keyOf(appId, name));
      await head.body?.cancel();
      if (head.status === 404) return earlier.remove(appId, name);
      if (!head.ok) return failed('HEAD', head);
      const response = await send('DELETE', keyOf(appId, name));
      if (!response.ok && response.status !== 404) await failed('DELETE', response);
      await response.body?.cancel();
      return true;
    },
  };
}

/**
 * At start-up, before anything else: throws a sentence naming the problem when the bucket cannot
 * be used (unreachable, no such bucket, a key it refuses, another region), so a wrong S3_URL stops
 * the service rather than its first upload.
 */
export async function checkS3Bucket(location: S3Location): Promise<void> {
  const client = clientOf(location, 0);
  const where = describeLocation(location);
  // A key nobody writes: NoSuchKey proves the bucket exists and the key may read it.
  let response: Response;
  try {
    response = await client.fetch(objectUrl(location, '.wf-start-up-check'), {
      signal: AbortSignal.timeout(S3_TIMEOUT_MS),
    });
  } catch (error) {
    throw new Error(`S3_URL: the bucket at ${where} cannot be reached (${(error as Error).message})`);
  }
  const code = response.ok ? undefined : await s3ErrorCode(response);
  if (response.ok) await response.body?.cancel();
  if (response.ok || code === 'NoSuchKey') return;
  const reason =
    code === 'NoSuchBucket'
      ? 'does not exist: create the bucket first'
      : response.status === 403
        ? 'refused the access key: check the key id and secret in S3_URL (percent-encode / + @ in the secret) and that the key may list, read, write and delete in the bucket'
        : response.status === 301 || code === 'AuthorizationHeaderMalformed' || code === 'PermanentRedirect'
          ? 'is in another region: add ?region= to S3_URL'
          : `answered ${response.status}${code ? ` ${code}` : ''}`;
  throw new Error(`S3_URL: the bucket at ${where} ${reason}`);
}
