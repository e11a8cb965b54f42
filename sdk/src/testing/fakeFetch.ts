/**
 * A fake fetch for tests and stories: records every request and answers from a handler,
 * so nothing reaches the network (docs/style.md "Inject the client").
 */

/** A request as the fake saw it. */
export interface RecordedRequest {
  method: string;
  /** Path and query after the API base, for example '/auth/login'. */
  path: string;
  headers: Headers;
  credentials: RequestCredentials | undefined;
  /** The parsed JSON body, the FormData of an upload, or undefined. */
  body: unknown;
}

/** An answer: a Response, or a status and a JSON body. */
export type FakeAnswer = Response | { status?: number; body?: unknown };

/** Chooses the answer to a request; throw to simulate a network failure. */
export type FakeHandler = (request: RecordedRequest) => FakeAnswer | Promise<FakeAnswer>;

/** A fetch that records its requests. */
export interface FakeFetch {
  (input: RequestInfo | URL, init?: RequestInit): Promise<Response>;
  /** Every request so far, oldest first. */
  requests: RecordedRequest[];
}

/** A JSON Response. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

/** Creates a fake fetch for an API at `base` (answers `{ data: {} }` when no handler is given). */
export function createFakeFetch(
  handler: FakeHandler = () => ({ body: { data: {} } }),
  base = 'https://api.test',
): FakeFetch {
  const requests: RecordedRequest[] = [];
  const fake = async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const raw = init.body;
    const body = typeof raw === 'string' ? JSON.parse(raw) : raw === null ? undefined : raw;
    const request: RecordedRequest = {
      method: init.method ?? 'GET',
      path: url.startsWith(base) ? url.slice(base.length) : url,
      headers: new Headers(init.headers),
      credentials: init.credentials,
      body,
    };
    requests.push(request);
    const answer = await handler(request);
    if (answer instanceof Response) return answer;
    return jsonResponse(answer.body ?? null, answer.status ?? 200);
  };
  return Object.assign(fake, { requests });
}
