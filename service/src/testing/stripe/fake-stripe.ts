/**
 * Test support (used by tests only): a small local HTTP server that answers the Stripe endpoints
 * our provider calls, the way Stripe does (docs/product/payments-and-providers.md "Providers of
 * payments": tests run the Stripe provider against a local fake, through STRIPE_API_BASE). It
 * reads the form-encoded requests the `stripe` package sends, refuses a parameter the pinned
 * API version does not have (400 `parameter_unknown`, fake/params.ts), keeps customers, prices
 * (by lookup key), checkout sessions, subscriptions, invoices and portal configurations (one
 * default), and lets a test play what happens at Stripe in between (a checkout completed, a
 * renewal, a failed charge, a cancellation) and build the events Stripe would send about it.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  type ChargeOutcome,
  cancelSubscription,
  completeCheckout,
  endTrial,
  type FakeWorld,
  failPayment,
  renew,
} from './fake/billing.ts';
import { decodeForm, type FormParams } from './fake/form.ts';
import { unknownParam } from './fake/params.ts';
import { FAKE_ROUTES, type FakeAnswer, stripeError, unknownParameter } from './fake/routes.ts';
import { FAKE_VISA, type FakeCard, type FakeObject, FakeStripeStore } from './fake/store.ts';

export { FAKE_VISA, type FakeCard, type FakeObject } from './fake/store.ts';

/** A request the fake received. */
export interface FakeStripeRequest {
  method: string;
  path: string;
  params: FormParams;
  /** The Stripe-Version header: the API version the client pinned. */
  stripeVersion: string | undefined;
}

/** Options of {@link startFakeStripe}. */
export interface FakeStripeOptions {
  /** The secret key requests must carry (default: a test key). */
  secretKey?: string;
  /** The fake's clock (default: the system's). */
  now?: () => Date;
}

/** The running fake, with the test's controls. */
export interface FakeStripe {
  /** What STRIPE_API_BASE should be. */
  readonly url: string;
  readonly secretKey: string;
  /** Every request received, in order. */
  readonly requests: FakeStripeRequest[];
  readonly store: FakeStripeStore;
  /** The member completes checkout `sessionId` with `card` (null: a trial without a card). */
  completeCheckout(sessionId: string, card?: FakeCard | null): FakeObject;
  /** The session expires unused. */
  expireCheckout(sessionId: string): FakeObject;
  /** The portal configuration used when a portal session names none (Stripe's default one). */
  readonly defaultPortalConfiguration: string;
  /** A charge of the subscription fails (or waits for 3-D Secure). */
  failPayment(subscriptionId: string, outcome?: Exclude<ChargeOutcome, 'paid'>): FakeObject;
  /** The subscription is charged for what is due, or for its next period. */
  renew(subscriptionId: string): FakeObject;
  /** The trial ends now. */
  endTrial(subscriptionId: string): FakeObject;
  /** The subscription ends now. */
  cancelSubscription(subscriptionId: string): FakeObject;
  /** A stored object as Stripe would answer it now. */
  read(id: string, object: string, expand?: string[]): FakeObject;
  /** The body of an event Stripe would send about `object` (its current state). */
  event(type: string, object: FakeObject, id?: string): string;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function send(response: ServerResponse, [status, body]: FakeAnswer): void {
  response.writeHead(status, { 'Content-Type': 'application/json', 'Request-Id': `req_${Date.now()}` });
  response.end(JSON.stringify(body));
}

/** Starts the fake on a free port of 127.0.0.1. */
export async function startFakeStripe(options: FakeStripeOptions = {}): Promise<FakeStripe> {
  const secretKey = options.secretKey ?? 'sk_test_fakestripe';
  const clock = options.now ?? (() => new Date());
  const store = new FakeStripeStore();
  const world: FakeWorld = { store, now: () => Math.floor(clock().getTime() / 1000) };
  const requests: FakeStripeRequest[] = [];
  let baseUrl = '';
  // The portal settings saved in the Dashboard: Stripe's default configuration.
  const portalConfiguration = store.create('bpc', 'billing_portal.configuration', {
    active: true,
    is_default: true,
  });

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://fake');
    const method = request.method ?? 'GET';
    // The `stripe` package sends the parameters of GET and DELETE in the query, others in the body.
    const inQuery = method === 'GET' || method === 'DELETE';
    const params = decodeForm(inQuery ? url.search.slice(1) : await readBody(request));
    const stripeVersion = request.headers['stripe-version'];
    requests.push({
      method,
      path: url.pathname,
      params,
      stripeVersion: Array.isArray(stripeVersion) ? stripeVersion[0] : stripeVersion,
    });
    if (request.headers.authorization !== `Bearer ${secretKey}`) {
      send(response, [
        401,
        { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } },
      ]);
      return;
    }
    for (const route of FAKE_ROUTES) {
      const match = route.method === method ? route.path.exec(url.pathname) : null;
      if (!match) continue;
      const problem = unknownParam(params, route.params);
      if (problem?.kind === 'unknown') {
        send(response, unknownParameter(problem.param));
        return;
      }
      if (problem) {
        send(
          response,
          stripeError(
            400,
            `The fake Stripe does not model ${problem.param} yet: describe it in fake/shapes.ts.`,
          ),
        );
        return;
      }
      send(response, route.answer({ params, id: match[1] ?? '', store, now: world.now(), baseUrl }));
      return;
    }
    send(response, stripeError(404, `Unrecognized request URL (${method}: ${url.pathname}).`));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  return {
    url: baseUrl,
    secretKey,
    requests,
    store,
    defaultPortalConfiguration: portalConfiguration.id,
    completeCheckout: (sessionId, card = FAKE_VISA) => store.render(completeCheckout(world, sessionId, card)),
    expireCheckout(sessionId) {
      const session = store.get(sessionId, 'checkout.session');
      session.status = 'expired';
      return store.render(session);
    },
    failPayment: (subscriptionId, outcome) => store.render(failPayment(world, subscriptionId, outcome)),
    renew: (subscriptionId) => store.render(renew(world, subscriptionId)),
    endTrial: (subscriptionId) => store.render(endTrial(world, subscriptionId)),
    cancelSubscription: (subscriptionId) => store.render(cancelSubscription(world, subscriptionId)),
    read: (id, object, expand = []) => store.render(store.get(id, object), expand),
    event: (type, object, id = store.newId('evt')) =>
      JSON.stringify({
        id,
        object: 'event',
        api_version: requests.at(-1)?.stripeVersion ?? null,
        created: world.now(),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      }),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
