/**
 * A real S3-compatible server for tests of the S3_URL upload store (static/upload-store.ts):
 * s3rver, an S3 REST implementation keeping objects on disk, behind a front that checks every
 * request's Signature Version 4 with AWS's own signer (@smithy/signature-v4), since s3rver does not
 * check V4 signatures itself. A request the bucket's owner did not sign, or signed with another
 * secret, is refused 403 as Amazon S3 refuses it, so a test that passes proves the signatures are
 * right, not only the paths. The front can also be taken down, as a bucket's outage.
 */
import { createHash } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Hash } from '@smithy/hash-node';
import { HttpRequest } from '@smithy/protocol-http';
import { SignatureV4 } from '@smithy/signature-v4';
import S3rver from 's3rver';

export const S3_TEST_BUCKET = 'wf-uploads';
export const S3_TEST_REGION = 'eu-central-1';
export const S3_TEST_KEY_ID = 'WFTESTKEY';
/** A secret with the characters that must be percent-encoded in S3_URL. */
export const S3_TEST_SECRET = 'test/secret+with@signs';

/** What the front does with the next requests: `deletes-fail` answers 503 to HEAD and DELETE only. */
export type S3Outage = 'none' | 'connection-reset' | 'service-unavailable' | 'deletes-fail';

export interface S3TestServer {
  /** `http://127.0.0.1:{port}`: the signature-checking front. */
  endpoint: string;
  /** S3_URL for the test bucket with the right key (and `prefix`, if given). */
  url(options?: { secret?: string; bucket?: string; prefix?: string }): string;
  /** The object's bytes as the bucket holds them (read behind the front), or undefined. */
  object(key: string): Promise<Uint8Array | undefined>;
  /** The keys the bucket holds. */
  keys(): Promise<string[]>;
  /** Requests the front refused for their signature, since start. */
  readonly refused: number;
  /** The signed requests the front passed on, as `METHOD /bucket/key`, oldest first. */
  readonly passed: readonly string[];
  outage(kind: S3Outage): void;
  close(): Promise<void>;
}

const SHA256 = Hash.bind(null, 'sha256');

/** An S3 error answer, as Amazon S3 writes it. */
function s3Error(res: ServerResponse, status: number, code: string, message: string): void {
  res.writeHead(status, { 'Content-Type': 'application/xml' });
  res.end(
    `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`,
  );
}

/** The parts of an `AWS4-HMAC-SHA256 Credential=…, SignedHeaders=…, Signature=…` header. */
function parseAuthorization(header: string) {
  const match =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(
      header,
    );
  if (!match) return undefined;
  const [, keyId, , region, signedHeaders, signature] = match;
  return { keyId, region, signedHeaders: (signedHeaders ?? '').split(';'), signature };
}

/** `20261128T101500Z` as a Date. */
function amzDate(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return new Date(Date.UTC(y ?? 0, (mo ?? 1) - 1, d, h, mi, s));
}

/** Why the request's signature is not the one the secret makes, or undefined when it is. */
async function signatureProblem(
  req: IncomingMessage,
  body: Buffer,
  port: number,
): Promise<[string, string] | undefined> {
  const authorization = req.headers.authorization;
  if (!authorization) return ['AccessDenied', 'Access Denied'];
  const parsed = parseAuthorization(authorization);
  const date = amzDate(String(req.headers['x-amz-date'] ?? ''));
  if (!parsed || !date) return ['AuthorizationHeaderMalformed', 'The authorization header is malformed.'];
  if (parsed.keyId !== S3_TEST_KEY_ID) {
    return ['InvalidAccessKeyId', 'The AWS Access Key Id you provided does not exist in our records.'];
  }
  if (parsed.region !== S3_TEST_REGION) {
    return [
      'AuthorizationHeaderMalformed',
      `The authorization header names the wrong region; expecting '${S3_TEST_REGION}'.`,
    ];
  }
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  if (payloadHash !== 'UNSIGNED-PAYLOAD' && payloadHash !== createHash('sha256').update(body).digest('hex')) {
    return [
      'XAmzContentSHA256Mismatch',
      'The provided x-amz-content-sha256 header does not match what was computed.',
    ];
  }
  const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
  const headers: Record<string, string> = {};
  for (const name of parsed.signedHeaders) headers[name] = String(req.headers[name] ?? '');
  const request = new HttpRequest({
    method: req.method ?? 'GET',
    protocol: 'http:',
    hostname: url.hostname,
    port,
    path: url.pathname,
    query: Object.fromEntries(url.searchParams),
    headers,
    body,
  });
  const signer = new SignatureV4({
    service: 's3',
    region: S3_TEST_REGION,
    credentials: { accessKeyId: S3_TEST_KEY_ID, secretAccessKey: S3_TEST_SECRET },
    sha256: SHA256,
    uriEscapePath: false,
  });
  const signed = await signer.sign(request, { signingDate: date });
  const expected = /Signature=([0-9a-f]{64})/.exec(String(signed.headers.authorization))?.[1];
  return expected === parsed.signature
    ? undefined
    : [
        'SignatureDoesNotMatch',
        'The request signature we calculated does not match the signature you provided.',
      ];
}

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function listen(server: Server): Promise<number> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );
}

/** Starts s3rver with the test bucket, and the signature-checking front before it. */
export async function startS3TestServer(): Promise<S3TestServer> {
  const directory = await mkdtemp(path.join(tmpdir(), 'wf-s3-'));
  const s3rver = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: S3_TEST_BUCKET, configs: [] }],
  });
  const inner = (await s3rver.run()) as AddressInfo;
  const behind = `http://127.0.0.1:${inner.port}`;
  let outage: S3Outage = 'none';
  let refused = 0;
  const passed: string[] = [];
  let frontPort = 0;

  const front = createServer(async (req, res) => {
    try {
      if (outage === 'connection-reset') {
        req.socket.destroy();
        return;
      }
      const body = await readBody(req);
      if (
        outage === 'service-unavailable' ||
        (outage === 'deletes-fail' && (req.method === 'HEAD' || req.method === 'DELETE'))
      ) {
        s3Error(res, 503, 'ServiceUnavailable', 'Please reduce your request rate.');
        return;
      }
      const problem = await signatureProblem(req, body, frontPort);
      if (problem) {
        refused += 1;
        s3Error(res, 403, problem[0], problem[1]);
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (name !== 'host' && name !== 'authorization' && typeof value === 'string') headers[name] = value;
      }
      const method = req.method ?? 'GET';
      passed.push(`${method} ${new URL(req.url ?? '/', behind).pathname}`);
      const answer = await fetch(`${behind}${req.url}`, {
        method,
        headers,
        ...(method === 'GET' || method === 'HEAD' ? {} : { body: new Uint8Array(body) }),
      });
      const out: Record<string, string> = {};
      answer.headers.forEach((value, name) => {
        if (name !== 'content-encoding' && name !== 'transfer-encoding' && name !== 'connection')
          out[name] = value;
      });
      const bytes = Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, out);
      res.end(method === 'HEAD' ? undefined : bytes);
    } catch (error) {
      s3Error(res, 500, 'InternalError', (error as Error).message);
    }
  });
  frontPort = await listen(front);
  const endpoint = `http://127.0.0.1:${frontPort}`;

  return {
    endpoint,
    url({ secret = S3_TEST_SECRET, bucket = S3_TEST_BUCKET, prefix } = {}) {
      const credentials = `${encodeURIComponent(S3_TEST_KEY_ID)}:${encodeURIComponent(secret)}`;
      return `http://${credentials}@127.0.0.1:${frontPort}/${bucket}${prefix ? `/${prefix}` : ''}?region=${S3_TEST_REGION}`;
    },
    async object(key) {
      const response = await fetch(`${behind}/${S3_TEST_BUCKET}/${key}`);
      if (response.status === 404) return undefined;
      if (!response.ok) throw new Error(`s3rver answered ${response.status} for ${key}`);
      return new Uint8Array(await response.arrayBuffer());
    },
    async keys() {
      const listing = await (await fetch(`${behind}/${S3_TEST_BUCKET}?list-type=2`)).text();
      return [...listing.matchAll(/<Key>([^<]+)<\/Key>/g)].map((match) => match[1] ?? '').sort();
    },
    get refused() {
      return refused;
    },
    get passed() {
      return passed;
    },
    outage(kind) {
      outage = kind;
    },
    async close() {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
