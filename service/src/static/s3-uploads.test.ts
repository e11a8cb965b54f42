/**
 * Uploaded images in an S3-compatible bucket (S3_URL, static/upload-store.ts), against a real S3
 * server whose front checks every Signature Version 4 with AWS's own signer
 * (testing/s3-server.ts): two instances on one database and one bucket, images stored before the
 * bucket was added, a wrong secret, a missing bucket and an outage.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { APP_ID } from '@wf/config/app';
import { EnvError } from '@wf/config/env';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/client.ts';
import { uploads } from '../db/schema.ts';
import { parseEnv } from '../env.ts';
import { silentLogger } from '../log.ts';
import { signedInMember } from '../members/testing.ts';
import { APP_HEADERS, createServiceApp, createTestApp, type TestApp } from '../testing/app.ts';
import { openSecondInstanceDatabase } from '../testing/database.ts';
import { type FileBytes, imageBytes } from '../testing/images.ts';
import {
  S3_TEST_KEY_ID,
  S3_TEST_SECRET,
  type S3TestServer,
  startS3TestServer,
} from '../testing/s3-server.ts';
import { runUntilExit } from '../testing/service-process.ts';
import { checkS3Bucket, STORAGE_UNAVAILABLE_MESSAGE } from './upload-store.ts';

let s3: S3TestServer;
let a: TestApp;
let b: ReturnType<typeof createServiceApp>;
let bDatabase: Database;
let bDir: string;
let PNG: FileBytes;
let GIF: FileBytes;

/** Another instance of the service on `db`, with its own DATA_DIR and `variables`. */
function instance(db: Database, variables: Record<string, string>) {
  return createServiceApp({
    db,
    env: parseEnv({
      SITE_DIR: path.join(a.dir, 'site'),
      DATA_DIR: bDir,
      APP_CACHE_SECONDS: '0',
      ...variables,
    }),
    logger: silentLogger(),
  });
}

beforeAll(async () => {
  s3 = await startS3TestServer();
  a = await createTestApp({ S3_URL: s3.url({ prefix: 'images' }) });
  bDir = await mkdtemp(path.join(tmpdir(), 'wf-second-instance-'));
  bDatabase = await openSecondInstanceDatabase(a);
  b = instance(bDatabase, { S3_URL: s3.url({ prefix: 'images' }) });
  PNG = await imageBytes('png', { width: 24, height: 12 });
  GIF = await imageBytes('gif');
}, 60_000);
afterAll(async () => {
  if (bDatabase && bDatabase !== a.database) await bDatabase.close();
  await a?.close();
  await rm(bDir, { recursive: true, force: true });
  await s3?.close();
});
beforeEach(() => s3.outage('none'));

/** A multipart upload of the profile image through an instance. */
async function upload(
  app: { request: typeof a.app.request },
  token: string,
  bytes: FileBytes,
  name = 'me.png',
) {
  const form = new FormData();
  form.append('profileImage', new Blob([bytes]), name);
  const response = await app.request('/api/member/profile-image', {
    method: 'POST',
    headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` },
    body: form,
  });
  return {
    response,
    body: (await response.json()) as {
      data?: { profileImage: string };
      error?: { code: string; message: string };
    },
  };
}

/** A DELETE of an API path as the signed-in member. */
const remove = (app: { request: typeof a.app.request }, route: string, token: string) =>
  app.request(route, { method: 'DELETE', headers: { ...APP_HEADERS, Authorization: `Bearer ${token}` } });

/** The bucket key of an image URL under the test's prefix. */
const keyOf = (url: string) => `images${new URL(url).pathname.replace(/^\/uploads/, '')}`;

/** The app's rows in the uploads table. */
async function rowsInDatabase(): Promise<string[]> {
  const rows = await a.database.db
    .select({ name: uploads.name })
    .from(uploads)
    .where(eq(uploads.appId, APP_ID));
  return rows.map((row) => row.name);
}

describe('S3_URL', () => {
  it('given a bucket URL, the service reads the endpoint, bucket, prefix, region and the percent-encoded secret from it', () => {
    const env = parseEnv({
      S3_URL: 'https://AKIDEXAMPLE:wJal%2FrXUt%2Bn@s3.eu-west-3.amazonaws.com/members-bucket/wf/images',
    });
    expect(env.s3).toEqual({
      endpoint: 'https://s3.eu-west-3.amazonaws.com',
      bucket: 'members-bucket',
      prefix: 'wf/images/',
      region: 'eu-west-3',
      accessKeyId: 'AKIDEXAMPLE',
      secretAccessKey: 'wJal/rXUt+n',
    });
    expect(
      parseEnv({ S3_URL: 'https://k:s@acc.r2.cloudflarestorage.com/bucket?region=auto' }).s3?.region,
    ).toBe('auto');
    expect(parseEnv({ S3_URL: 'http://k:s@127.0.0.1:9000/bucket' }).s3?.region).toBe('us-east-1');
    expect(parseEnv({}).s3).toBeUndefined();
  });

  it.each([
    ['ftp://k:s@host/bucket', 'must be an http or https URL'],
    ['https://s3.example/bucket', 'must carry the access key id and secret'],
    ['https://k@s3.example/bucket', 'must carry the access key id and secret'],
    ['https://k:s@s3.example/', 'must name the bucket as its path'],
    ['https://k:s@s3.example/Bad_Bucket', 'must name the bucket as its path'],
    ['https://k:s@s3.example/bucket/../x', 'must name the bucket as its path'],
    ['https://k:s@s3.example/bucket/a%20b', 'may add a key prefix'],
    ['https://k:s@s3.example/bucket?acl=public', 'takes no query but ?region='],
    ['not a url', 'must be a URL'],
  ])('given S3_URL=%s, start-up stops with a message saying it %s', (value, problem) => {
    let error: unknown;
    try {
      parseEnv({ S3_URL: value });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    const message = (error as EnvError).message;
    expect(message).toContain(`S3_URL ${problem}`);
    expect(message).toContain('https://ACCESS_KEY_ID:SECRET@s3.eu-central-1.amazonaws.com/my-bucket');
    // The message never repeats a secret it was given.
    expect(message).not.toMatch(/k:s@/);
  });
});

describe('profile images in a bucket, two instances', () => {
  it('given an upload through instance A, the bucket holds it (not the database) and instance B serves the same bytes with the safe headers', async () => {
    const { session } = await signedInMember(a);
    const { response, body } = await upload(a.app, session.token, PNG);
    expect(response.status).toBe(200);
    const url = body.data?.profileImage ?? '';
    expect(url).toMatch(new RegExp(`^${a.env.publicUrl}/uploads/${APP_ID}/[\\w-]{24}\\.webp$`));

    const inBucket = await s3.object(keyOf(url));
    expect(inBucket?.byteLength).toBeGreaterThan(0);
    expect(await rowsInDatabase()).not.toContain(path.basename(url));

    const served = await b.request(new URL(url).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(served.headers.get('Content-Security-Policy')).toContain('sandbox');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(inBucket);
    // Every request was signed with the key: the front refused none of them.
    expect(s3.refused).toBe(0);

    // A browser's revalidation is answered from a HEAD: the image is not read again.
    const asked = s3.passed.length;
    const again = await b.request(new URL(url).pathname, {
      headers: { 'If-None-Match': served.headers.get('ETag') ?? '' },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('ETag')).toBe(served.headers.get('ETag'));
    expect(s3.passed.slice(asked)).toEqual([`HEAD /wf-uploads/${keyOf(url)}`]);
    // Another ETag gets the image.
    const changed = await b.request(new URL(url).pathname, { headers: { 'If-None-Match': '"another"' } });
    expect(changed.status).toBe(200);
    expect(new Uint8Array(await changed.arrayBuffer())).toEqual(inBucket);
  });

  it('given a new image through B, the old one is deleted from the bucket and neither instance serves it', async () => {
    const { session } = await signedInMember(a);
    const first = (await upload(a.app, session.token, PNG)).body.data?.profileImage ?? '';
    const second = (await upload(b, session.token, GIF, 'me.gif')).body.data?.profileImage ?? '';
    expect(second).not.toBe(first);
    expect(await s3.object(keyOf(first))).toBeUndefined();
    expect(await s3.object(keyOf(second))).toBeDefined();
    expect((await a.app.request(new URL(first).pathname)).status).toBe(404);
    expect((await b.request(new URL(first).pathname)).status).toBe(404);

    expect((await remove(a.app, '/api/member/profile-image', session.token)).status).toBe(200);
    expect(await s3.object(keyOf(second))).toBeUndefined();
  });

  it('given a member deleting their account, their image leaves the bucket', async () => {
    const { session } = await signedInMember(a);
    const url = (await upload(a.app, session.token, PNG)).body.data?.profileImage ?? '';
    expect(await s3.object(keyOf(url))).toBeDefined();
    expect((await remove(b, '/api/member', session.token)).status).toBe(200);
    expect(await s3.object(keyOf(url))).toBeUndefined();
  });

  it('given images stored in the database before S3_URL was set, they are still served, and replaced ones are removed from the database', async () => {
    const { session } = await signedInMember(a);
    // The same service without S3_URL: the database store.
    const before = instance(a.database, {});
    const old = (await upload(before, session.token, PNG)).body.data?.profileImage ?? '';
    expect(await rowsInDatabase()).toContain(path.basename(old));
    expect(await s3.object(keyOf(old))).toBeUndefined();

    const served = await b.request(new URL(old).pathname);
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/webp');

    const replaced = (await upload(b, session.token, GIF, 'me.gif')).body.data?.profileImage ?? '';
    expect(await s3.object(keyOf(replaced))).toBeDefined();
    expect(await rowsInDatabase()).not.toContain(path.basename(old));
  });
});

describe('a bucket that cannot be used', () => {
  it('given the wrong secret, start-up stops naming the problem, and an upload answers 503 with Retry-After, changing nothing', async () => {
    const wrong = parseEnv({ S3_URL: s3.url({ secret: 'not-the-secret' }) }).s3 ?? expect.fail('no location');
    const refusedBefore = s3.refused;
    await expect(checkS3Bucket(wrong)).rejects.toThrow(
      /S3_URL: the bucket at http:\/\/127\.0\.0\.1:\d+\/wf-uploads\/ refused the access key/,
    );
    expect(s3.refused).toBeGreaterThan(refusedBefore);

    const misconfigured = instance(a.database, { S3_URL: s3.url({ secret: 'not-the-secret' }) });
    const { member, session } = await signedInMember(a);
    const keysBefore = await s3.keys();
    const { response, body } = await upload(misconfigured, session.token, PNG);
    expect(response.status).toBe(503);
    expect(response.headers.get('Retry-After')).toBe('5');
    expect(body.error).toEqual({ code: 'unavailable', message: STORAGE_UNAVAILABLE_MESSAGE });
    expect(await s3.keys()).toEqual(keysBefore);
    const me = await (
      await a.app.request('/api/member', {
        headers: { ...APP_HEADERS, Authorization: `Bearer ${session.token}` },
      })
    ).json();
    expect(me.data.id).toBe(member.id);
    expect(me.data.profileImage).toBeNull();
    // The secret is never in what a client sees.
    expect(JSON.stringify(body)).not.toContain(S3_TEST_SECRET);
  });

  it('given the wrong secret, the service process stops at start-up with the sentence, before it listens', async () => {
    const { DATABASE_URL: _db, NODE_ENV: _mode, ...inherited } = process.env;
    const dataDir = path.join(bDir, 'start-up');
    const { code, output } = await runUntilExit({
      ...inherited,
      PORT: '45998',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      S3_URL: s3.url({ secret: 'not-the-secret' }),
    });
    expect(code).toBe(1);
    expect(output).toContain('S3_URL: the bucket at http://127.0.0.1:');
    expect(output).toContain('refused the access key');
    expect(output).not.toContain('is being served at');
    expect(output).not.toContain('not-the-secret');
  });

  it('given a bucket that does not exist, start-up stops saying so; given the right one, it starts', async () => {
    const check = (url: string) => checkS3Bucket(parseEnv({ S3_URL: url }).s3 ?? expect.fail('no location'));
    await expect(check(s3.url({ bucket: 'no-such-bucket' }))).rejects.toThrow(
      /the bucket at .*\/no-such-bucket\/ does not exist/,
    );
    await expect(check(s3.url())).resolves.toBeUndefined();
  });

  it.each([['connection-reset'], ['service-unavailable']] as const)(
    'given the bucket down (%s), uploads and image reads answer 503 with Retry-After, and work again once it is back, without a restart',
    async (kind) => {
      const { session } = await signedInMember(a);
      const url = (await upload(a.app, session.token, PNG)).body.data?.profileImage ?? '';
      s3.outage(kind);
      const failed = await upload(a.app, session.token, GIF, 'me.gif');
      expect(failed.response.status).toBe(503);
      expect(failed.response.headers.get('Retry-After')).toBe('5');
      expect(failed.body.error?.message).toBe(STORAGE_UNAVAILABLE_MESSAGE);
      const read = await b.request(new URL(url).pathname);
      expect(read.status).toBe(503);
      expect(read.headers.get('Retry-After')).toBe('5');
      expect((await read.json()).error.message).toBe(STORAGE_UNAVAILABLE_MESSAGE);

      s3.outage('none');
      expect((await b.request(new URL(url).pathname)).status).toBe(200);
      const after = await upload(a.app, session.token, GIF, 'me.gif');
      expect(after.response.status).toBe(200);
      expect(await s3.object(keyOf(after.body.data?.profileImage ?? ''))).toBeDefined();
      expect(await s3.object(keyOf(url))).toBeUndefined();
    },
  );
});

describe('a bucket that fails after the change is committed', () => {
  it('given the bucket refusing deletes, replacing, removing the image and deleting the account still succeed, and the old files are left behind', async () => {
    const { session } = await signedInMember(a);
    const first = (await upload(a.app, session.token, PNG)).body.data?.profileImage ?? '';
    s3.outage('deletes-fail');
    const replaced = await upload(a.app, session.token, GIF, 'me.gif');
    expect(replaced.response.status).toBe(200);
    const second = replaced.body.data?.profileImage ?? '';
    expect(await s3.object(keyOf(first))).toBeDefined();

    expect((await remove(a.app, '/api/member/profile-image', session.token)).status).toBe(200);
    const me = await a.app.request('/api/member', {
      headers: { ...APP_HEADERS, Authorization: `Bearer ${session.token}` },
    });
    expect((await me.json()).data.profileImage).toBeNull();
    expect(await s3.object(keyOf(second))).toBeDefined();

    const other = await signedInMember(a);
    const kept = (await upload(a.app, other.session.token, PNG)).body.data?.profileImage ?? '';
    expect((await remove(b, '/api/member', other.session.token)).status).toBe(200);
    expect(
      (
        await a.app.request('/api/member', {
          headers: { ...APP_HEADERS, Authorization: `Bearer ${other.session.token}` },
        })
      ).status,
    ).toBe(401);
    expect(await s3.object(keyOf(kept))).toBeDefined();
  });
});

describe('the test server checks signatures (so the tests above prove ours)', () => {
  it('given an unsigned request or one signed with another secret, it answers 403', async () => {
    expect((await fetch(`${s3.endpoint}/wf-uploads/images/x.webp`)).status).toBe(403);
    const { AwsClient } = await import('aws4fetch');
    const signed = (secretAccessKey: string) =>
      new AwsClient({
        accessKeyId: S3_TEST_KEY_ID,
        secretAccessKey,
        service: 's3',
        region: 'eu-central-1',
        retries: 0,
      });
    const wrong = await signed('another-secret').fetch(`${s3.endpoint}/wf-uploads/images/x.webp`);
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain('SignatureDoesNotMatch');
    const right = await signed(S3_TEST_SECRET).fetch(`${s3.endpoint}/wf-uploads/images/x.webp`);
    expect(right.status).toBe(404);
    expect(await right.text()).toContain('NoSuchKey');
  });
});

// The images' own keys: `{prefix}{appId}/{name}`, never another layout.
it('keeps each image under the prefix and its app', async () => {
  const keys = await s3.keys();
  expect(keys.length).toBeGreaterThan(0);
  for (const key of keys) expect(key).toMatch(new RegExp(`^images/${APP_ID}/[\\w-]{24}\\.(webp|gif|png)$`));
  // Nothing of the database's rows is in the bucket and the other way round.
  const rows = await a.database.db
    .select({ name: uploads.name })
    .from(uploads)
    .where(and(eq(uploads.appId, APP_ID)));
  for (const row of rows) expect(keys).not.toContain(`images/${APP_ID}/${row.name}`);
});
