/**
 * One HTTP attempt of a webhook delivery (docs/admin-api.md "Webhooks"): a POST to the endpoint,
 * connected to the address the guard checked (address-guard.ts), never following a redirect,
 * given up after the timeout. Answers the status code; throws when no answer came.
 */
import http from 'node:http';
import https from 'node:https';
import type { LookupFunction } from 'node:net';
import type { ResolvedAddress } from './address-guard.ts';

/** How long an endpoint has to answer. */
export const WEBHOOK_TIMEOUT_MS = 10_000;

/** The most of an answer's body read (then dropped): only its status counts. */
const ANSWER_BYTES_READ = 64 * 1024;

/** A lookup that answers the checked address whatever is asked: no second resolution. */
function pinnedLookup(target: ResolvedAddress): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** POSTs `body` to `url`, connecting to `target`; resolves with the answer's status code. */
export function postWebhook(input: {
  url: URL;
  target: ResolvedAddress;
  headers: Record<string, string>;
  body: string;
  timeoutMs?: number;
}): Promise<number> {
  const { url, body } = input;
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: {
          ...input.headers,
          'content-length': String(Buffer.byteLength(body)),
          'user-agent': 'WorldFamily-Webhooks/1',
        },
        lookup: pinnedLookup(input.target),
        timeout: input.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        agent: false,
      },
      (response) => {
        let read = 0;
        response.on('data', (chunk: Buffer) => {
          read += chunk.length;
          if (read > ANSWER_BYTES_READ) response.destroy();
        });
        response.on('close', () => resolve(response.statusCode ?? 0));
        response.on('error', () => resolve(response.statusCode ?? 0));
      },
    );
    const deadline = setTimeout(
      () =>
        request.destroy(new Error(`no answer within ${(input.timeoutMs ?? WEBHOOK_TIMEOUT_MS) / 1000} s`)),
      input.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
    );
    request.on('timeout', () => request.destroy(new Error('the connection timed out')));
    request.on('error', (error) => reject(error));
    request.on('close', () => clearTimeout(deadline));
    request.end(body);
  });
}
