/**
 * The local fake of Stripe is as strict as the pinned API version (docs/stripe.md): what Stripe
 * refuses, it refuses, in Stripe's error shape, so that no test passes against a laxer Stripe
 * than the real one.
 */
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FAKE_VISA, type FakeStripe, startFakeStripe } from './fake-stripe.ts';

let fake: FakeStripe;

beforeEach(async () => {
  fake = await startFakeStripe();
});
afterEach(async () => {
  await fake.close();
});

/** A request to the fake as the `stripe` package makes it: form-encoded, GET and DELETE in the query. */
async function call(method: string, path: string, params: Record<string, string> = {}) {
  const form = new URLSearchParams(params).toString();
  const inQuery = method === 'GET' || method === 'DELETE';
  const response = await fetch(`${fake.url}${path}${inQuery && form ? `?${form}` : ''}`, {
    method,
    headers: {
      Authorization: `Bearer ${fake.secretKey}`,
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    ...(inQuery ? {} : { body: form }),
  });
  return {
    status: response.status,
    body: (await response.json()) as Record<string, Record<string, unknown>>,
  };
}

async function customer() {
  return (await call('POST', '/v1/customers', { email: 'ana@example.com' })).body as unknown as {
    id: string;
  };
}

async function recurringPrice() {
  const { body } = await call('POST', '/v1/prices', {
    currency: 'usd',
    unit_amount: '100',
    'recurring[interval]': 'month',
    'product_data[name]': 'Membership',
  });
  return body as unknown as { id: string };
}

/** The parameters of a subscription-mode session Stripe accepts. */
async function subscriptionSession(extra: Record<string, string> = {}) {
  const price = await recurringPrice();
  return call('POST', '/v1/checkout/sessions', {
    mode: 'subscription',
    customer: (await customer()).id,
    'line_items[0][price]': price.id,
    'line_items[0][quantity]': '1',
    success_url: 'http://localhost:4321/return',
    ...extra,
  });
}

describe('the fake Stripe: parameters', () => {
  it("given a parameter Stripe does not have, it answers 400 parameter_unknown in Stripe's error shape", async () => {
    const response = await call('POST', '/v1/customers', {
      email: 'ana@example.com',
      favourite_colour: 'blue',
    });

    expect(response).toEqual({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'parameter_unknown',
          doc_url: 'https://stripe.com/docs/error-codes/parameter-unknown',
          message: 'Received unknown parameter: favourite_colour',
          param: 'favourite_colour',
        },
      },
    });
  });

  it('given an unknown parameter nested in a known one, or on a GET, it names it as Stripe does', async () => {
    const nested = await subscriptionSession({ 'subscription_data[trial_days]': '7' });
    expect(nested.status).toBe(400);
    expect(nested.body.error).toMatchObject({
      code: 'parameter_unknown',
      param: 'subscription_data[trial_days]',
    });

    const onGet = await call('GET', `/v1/customers/${(await customer()).id}`, { include: 'everything' });
    expect(onGet.body.error).toMatchObject({ code: 'parameter_unknown', param: 'include' });
  });

  it('given a trial shorter than a day or longer than two years, or not in whole days, it refuses the session', async () => {
    for (const days of ['0', '731', '7.5']) {
      const response = await subscriptionSession({ 'subscription_data[trial_period_days]': days });
      expect(response.status, days).toBe(400);
      expect(response.body.error?.param).toBe('subscription_data[trial_period_days]');
    }
    expect((await subscriptionSession({ 'subscription_data[trial_period_days]': '730' })).status).toBe(200);
  });
});

describe('the fake Stripe: sessions, subscriptions and the portal', () => {
  it('given an open checkout session, expiring it closes it; expiring it again is refused', async () => {
    const { body: session } = await subscriptionSession();

    const expired = await call('POST', `/v1/checkout/sessions/${session.id}/expire`);
    expect(expired.body).toMatchObject({ id: session.id, status: 'expired' });
    expect((await call('POST', `/v1/checkout/sessions/${session.id}/expire`)).status).toBe(400);
  });

  it('given a subscription, DELETE cancels it at once; to Stripe a cancelled one is then no longer there, and can change only its metadata', async () => {
    const { body: session } = await subscriptionSession();
    const subscription = String(fake.completeCheckout(String(session.id), FAKE_VISA).subscription);

    const cancelled = await call('DELETE', `/v1/subscriptions/${subscription}`, { invoice_now: 'false' });
    expect(cancelled.body).toMatchObject({ status: 'canceled' });
    expect((await call('DELETE', `/v1/subscriptions/${subscription}`)).body.error).toMatchObject({
      code: 'resource_missing',
    });
    const update = await call('POST', `/v1/subscriptions/${subscription}`, { cancel_at_period_end: 'true' });
    expect(update.status).toBe(400);
    expect(update.body.error?.message).toBe(
      'A canceled subscription can only update its cancellation_details and metadata.',
    );
    expect((await call('POST', `/v1/subscriptions/${subscription}`, { 'metadata[note]': 'x' })).status).toBe(
      200,
    );
  });

  it('given a portal configuration the account does not have, it answers resource_missing on `configuration`; none named, the default one', async () => {
    const { id } = await customer();

    const unknown = await call('POST', '/v1/billing_portal/sessions', {
      customer: id,
      configuration: 'bpc_nope',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.error).toMatchObject({ code: 'resource_missing', param: 'configuration' });
    const byDefault = await call('POST', '/v1/billing_portal/sessions', { customer: id });
    expect(byDefault.body).toMatchObject({ configuration: fake.defaultPortalConfiguration });
  });
});
