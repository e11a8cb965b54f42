/**
 * Test support: the Stripe endpoints our provider calls, as the local fake answers them
 * (fake-stripe.ts). Each checks what Stripe would refuse (a parameter Stripe does not know, an
 * unknown customer, price or portal configuration, a lookup key already taken, a setup session
 * without a currency, a trial Stripe does not allow, a change to a cancelled subscription), so
 * that a mistake in the provider's requests fails the tests as it would fail against Stripe.
 */
import { cancelSubscription } from './billing.ts';
import { type FormParams, listAt, mapAt, textAt } from './form.ts';
import type { ParamShape } from './params.ts';
import {
  CHECKOUT_SESSION_CREATE,
  CUSTOMER_CREATE,
  PAYMENT_INTENT_RETRIEVE,
  PORTAL_SESSION_CREATE,
  PRICE_CREATE,
  PRICE_LIST,
  RETRIEVE,
  SUBSCRIPTION_CANCEL,
  SUBSCRIPTION_UPDATE,
} from './shapes.ts';
import type { FakeObject, FakeStripeStore } from './store.ts';

/** An answer: status and JSON body. */
export type FakeAnswer = [status: number, body: unknown];

/** What a route gets: the parameters, the path's id, the store, the clock (Unix seconds). */
export interface FakeRequestContext {
  params: FormParams;
  id: string;
  store: FakeStripeStore;
  now: number;
  /** The fake's own address (pages it names are never opened). */
  baseUrl: string;
}

/** One endpoint: its method and path, the parameters Stripe accepts there, and its answer. */
interface FakeRoute {
  method: 'GET' | 'POST' | 'DELETE';
  path: RegExp;
  params: ParamShape;
  answer(request: FakeRequestContext): FakeAnswer;
}

/** Stripe's error answer. */
export function stripeError(
  status: number,
  message: string,
  extra: { code?: string; param?: string } = {},
): FakeAnswer {
  return [status, { error: { type: 'invalid_request_error', message, ...extra } }];
}

/** Stripe's answer to a parameter it does not know (code `parameter_unknown`). */
export function unknownParameter(param: string): FakeAnswer {
  return [
    400,
    {
      error: {
        type: 'invalid_request_error',
        code: 'parameter_unknown',
        doc_url: 'https://stripe.com/docs/error-codes/parameter-unknown',
        message: `Received unknown parameter: ${param}`,
        param,
      },
    },
  ];
}

function missing(kind: string, id: string, param = 'id'): FakeAnswer {
  return stripeError(404, `No such ${kind}: '${id}'`, { code: 'resource_missing', param });
}

function expandOf(params: FormParams): string[] {
  return listAt(params, 'expand');
}

/** Retrieves a stored object of one kind. */
function retrieve(kind: string, object: string): FakeRoute['answer'] {
  return ({ id, store, params }) => {
    const found = store.find(id, object);
    if (!found) return missing(kind, id);
    if (found.deleted) return [200, { id, object, deleted: true }];
    return [200, store.render(found, expandOf(params))];
  };
}

function createCustomer({ params, store, now }: FakeRequestContext): FakeAnswer {
  const customer = store.create('cus', 'customer', {
    email: textAt(params, 'email') ?? null,
    metadata: mapAt(params, 'metadata'),
    invoice_settings: { default_payment_method: null },
    created: now,
  });
  return [200, store.render(customer, expandOf(params))];
}

function listPrices({ params, store }: FakeRequestContext): FakeAnswer {
  const keys = listAt(params, 'lookup_keys');
  const active = textAt(params, 'active');
  const limit = Number(textAt(params, 'limit') ?? 10);
  const found = store
    .all('price')
    .filter((price) => keys.length === 0 || keys.includes(String(price.lookup_key)))
    .filter((price) => active === undefined || String(price.active) === active)
    .reverse()
    .slice(0, limit);
  return [200, store.list('/v1/prices', found, expandOf(params))];
}

function createPrice({ params, store, now }: FakeRequestContext): FakeAnswer {
  const currency = textAt(params, 'currency');
  const amount = Number(textAt(params, 'unit_amount'));
  if (!currency || !Number.isInteger(amount) || amount < 0)
    return stripeError(400, 'Missing currency or unit_amount.');
  const lookupKey = textAt(params, 'lookup_key') ?? null;
  const holder = lookupKey ? store.all('price').find((price) => price.lookup_key === lookupKey) : undefined;
  if (holder && textAt(params, 'transfer_lookup_key') !== 'true') {
    return stripeError(400, `A price (\`${holder.id}\`) already uses that lookup key.`, {
      param: 'lookup_key',
    });
  }
  let product = textAt(params, 'product');
  if (product && !store.find(product, 'product')) return missing('product', product, 'product');
  if (!product) {
    const name = textAt(params, 'product_data.name');
    if (!name)
      return stripeError(400, 'Missing required param: product_data[name].', { param: 'product_data[name]' });
    product = store.create('prod', 'product', {
      name,
      active: true,
      metadata: mapAt(params, 'product_data.metadata'),
    }).id;
  }
  if (holder) holder.lookup_key = null;
  const interval = textAt(params, 'recurring.interval');
  const price = store.create('price', 'price', {
    active: true,
    currency,
    unit_amount: amount,
    nickname: textAt(params, 'nickname') ?? null,
    lookup_key: lookupKey,
    metadata: mapAt(params, 'metadata'),
    product,
    type: interval ? 'recurring' : 'one_time',
    recurring: interval
      ? { interval, interval_count: Number(textAt(params, 'recurring.interval_count') ?? 1) }
      : null,
    created: now,
  });
  return [200, store.render(price, expandOf(params))];
}

function createCheckoutSession({ params, store, now, baseUrl }: FakeRequestContext): FakeAnswer {
  const mode = textAt(params, 'mode');
  const customer = textAt(params, 'customer');
  if (customer && !store.find(customer, 'customer')) return missing('customer', customer, 'customer');
  if (mode === 'subscription') {
    const price = store.find(textAt(params, 'line_items.0.price') ?? '', 'price');
    if (!price?.recurring)
      return stripeError(400, 'A subscription needs a recurring price.', { param: 'line_items' });
  } else if (mode === 'setup') {
    if (!textAt(params, 'currency'))
      return stripeError(400, 'Setup mode needs a currency.', { param: 'currency' });
  } else {
    return stripeError(400, `Invalid mode: ${mode ?? 'none'}.`, { param: 'mode' });
  }
  const trial = trialProblem(params);
  if (trial) return trial;
  const collection = textAt(params, 'payment_method_collection') ?? 'always';
  if (collection !== 'always' && mode !== 'subscription') {
    return stripeError(400, 'payment_method_collection is only for subscription mode.', {
      param: 'payment_method_collection',
    });
  }
  const id = `cs_test_${store.newId('x').slice(2)}`;
  const session: FakeObject = {
    id,
    object: 'checkout.session',
    mode,
    status: 'open',
    url: `${baseUrl}/pay/${id}`,
    customer: customer ?? null,
    client_reference_id: textAt(params, 'client_reference_id') ?? null,
    currency: textAt(params, 'currency') ?? null,
    metadata: mapAt(params, 'metadata'),
    payment_method_collection: mode === 'subscription' ? collection : null,
    payment_status: mode === 'setup' ? 'no_payment_required' : 'unpaid',
    success_url: textAt(params, 'success_url') ?? null,
    cancel_url: textAt(params, 'cancel_url') ?? null,
    subscription: null,
    setup_intent: null,
    created: now,
    expires_at: now + 86_400,
  };
  store.adopt(session);
  store.checkoutParams.set(id, params);
  return [200, store.render(session, expandOf(params))];
}

/** The longest trial Stripe allows, in days. */
const MAX_TRIAL_DAYS = 730;

/** Stripe's bounds on a trial: whole days, at least 1, at most 730 (two years). */
function trialProblem(params: FormParams): FakeAnswer | null {
  const days = textAt(params, 'subscription_data.trial_period_days');
  if (days === undefined) return null;
  const param = 'subscription_data[trial_period_days]';
  if (!/^-?\d+$/.test(days)) {
    return stripeError(400, `Invalid integer: ${days}`, { code: 'parameter_invalid_integer', param });
  }
  if (Number(days) < 1) return stripeError(400, 'This value must be greater than or equal to 1.', { param });
  if (Number(days) > MAX_TRIAL_DAYS) {
    return stripeError(400, `This value must be less than or equal to ${MAX_TRIAL_DAYS}.`, { param });
  }
  return null;
}

function expireCheckoutSession({ params, store, id }: FakeRequestContext): FakeAnswer {
  const session = store.find(id, 'checkout.session');
  if (!session) return missing('checkout session', id);
  if (session.status !== 'open') {
    return stripeError(
      400,
      `Only Checkout Sessions with a status in ["open"] can be expired. This Checkout Session has a status of "${session.status}".`,
    );
  }
  session.status = 'expired';
  return [200, store.render(session, expandOf(params))];
}

/** What Stripe still lets change on a cancelled subscription. */
const CHANGEABLE_WHEN_CANCELLED = new Set(['metadata', 'cancellation_details', 'expand']);

function updateSubscription({ params, store, id }: FakeRequestContext): FakeAnswer {
  const subscription = store.find(id, 'subscription');
  if (!subscription) return missing('subscription', id);
  const ended = subscription.status === 'canceled' || subscription.status === 'incomplete_expired';
  if (ended && Object.keys(params).some((name) => !CHANGEABLE_WHEN_CANCELLED.has(name))) {
    return stripeError(400, 'A canceled subscription can only update its cancellation_details and metadata.');
  }
  const method = textAt(params, 'default_payment_method');
  if (method) {
    const found = store.find(method, 'payment_method');
    if (!found || found.customer !== subscription.customer) {
      return missing('PaymentMethod', method, 'default_payment_method');
    }
    subscription.default_payment_method = method;
  }
  const cancel = textAt(params, 'cancel_at_period_end');
  if (cancel !== undefined) subscription.cancel_at_period_end = cancel === 'true';
  subscription.metadata = { ...(subscription.metadata as object), ...mapAt(params, 'metadata') };
  return [200, store.render(subscription, expandOf(params))];
}

/** Ends the subscription now; a subscription that has ended is, to Stripe, no longer there. */
function cancelSubscriptionNow({ params, store, id, now }: FakeRequestContext): FakeAnswer {
  const subscription = store.find(id, 'subscription');
  if (!subscription || subscription.status === 'canceled' || subscription.status === 'incomplete_expired') {
    return missing('subscription', id);
  }
  const ended = cancelSubscription({ store, now: () => now }, subscription.id);
  return [200, store.render(ended, expandOf(params))];
}

function createPortalSession({ params, store, now }: FakeRequestContext): FakeAnswer {
  const customer = textAt(params, 'customer') ?? '';
  if (!store.find(customer, 'customer')) return missing('customer', customer, 'customer');
  const named = textAt(params, 'configuration');
  const configuration = named
    ? store.find(named, 'billing_portal.configuration')
    : store.all('billing_portal.configuration').find((candidate) => candidate.is_default);
  if (named && !configuration) return missing('configuration', named, 'configuration');
  if (!configuration?.active) {
    return stripeError(
      400,
      "You can't create a portal session in test mode until you save your customer portal settings in test mode at https://dashboard.stripe.com/test/settings/billing/portal.",
    );
  }
  const session = store.create('bps', 'billing_portal.session', {
    customer,
    return_url: textAt(params, 'return_url') ?? null,
    configuration: configuration.id,
    created: now,
  });
  session.url = `https://billing.stripe.test/p/session/${session.id}`;
  return [200, store.render(session)];
}

const ID = '([A-Za-z0-9_]+)';

/** The endpoints the provider calls, with the parameters Stripe accepts at each. */
export const FAKE_ROUTES: readonly FakeRoute[] = [
  { method: 'POST', path: /^\/v1\/customers$/, params: CUSTOMER_CREATE, answer: createCustomer },
  {
    method: 'GET',
    path: new RegExp(`^/v1/customers/${ID}$`),
    params: RETRIEVE,
    answer: retrieve('customer', 'customer'),
  },
  { method: 'GET', path: /^\/v1\/prices$/, params: PRICE_LIST, answer: listPrices },
  { method: 'POST', path: /^\/v1\/prices$/, params: PRICE_CREATE, answer: createPrice },
  {
    method: 'POST',
    path: /^\/v1\/checkout\/sessions$/,
    params: CHECKOUT_SESSION_CREATE,
    answer: createCheckoutSession,
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/checkout/sessions/${ID}$`),
    params: RETRIEVE,
    answer: retrieve('checkout.session', 'checkout.session'),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/checkout/sessions/${ID}/expire$`),
    params: RETRIEVE,
    answer: expireCheckoutSession,
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    params: RETRIEVE,
    answer: retrieve('subscription', 'subscription'),
  },
  {
    method: 'POST',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    params: SUBSCRIPTION_UPDATE,
    answer: updateSubscription,
  },
  {
    method: 'DELETE',
    path: new RegExp(`^/v1/subscriptions/${ID}$`),
    params: SUBSCRIPTION_CANCEL,
    answer: cancelSubscriptionNow,
  },
  {
    method: 'POST',
    path: /^\/v1\/billing_portal\/sessions$/,
    params: PORTAL_SESSION_CREATE,
    answer: createPortalSession,
  },
  {
    method: 'GET',
    path: new RegExp(`^/v1/payment_intents/${ID}$`),
    params: PAYMENT_INTENT_RETRIEVE,
    answer: retrieve('payment_intent', 'payment_intent'),
  },
];
