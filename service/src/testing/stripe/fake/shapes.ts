/**
 * Test support: the parameters Stripe accepts at each endpoint the local fake answers, taken from
 * the pinned `stripe` package's types (each `satisfies ParamsOf<...>` is checked by TypeScript
 * against them). Nested parameters our provider sends are spelled out; the others are
 * 'unmodelled', so the fake refuses them until a test models what Stripe does with them.
 */
import type Stripe from 'stripe';
import type { ParamsOf } from './params.ts';

const value = 'value';
const map = 'map';
const unmodelled = 'unmodelled';
const expand = [value] as const;

const PAGINATION = { limit: value, starting_after: value, ending_before: value } as const;

/** GET of one object: only `expand`. */
export const RETRIEVE = { expand } satisfies ParamsOf<Stripe.CustomerRetrieveParams> &
  ParamsOf<Stripe.SubscriptionRetrieveParams> &
  ParamsOf<Stripe.Checkout.SessionRetrieveParams> &
  ParamsOf<Stripe.Checkout.SessionExpireParams>;

/** GET /v1/payment_intents/{id}. */
export const PAYMENT_INTENT_RETRIEVE = {
  client_secret: value,
  expand,
} satisfies ParamsOf<Stripe.PaymentIntentRetrieveParams>;

/** POST /v1/customers. */
export const CUSTOMER_CREATE = {
  address: unmodelled,
  balance: value,
  business_name: value,
  cash_balance: unmodelled,
  description: value,
  email: value,
  expand,
  individual_name: value,
  invoice_prefix: value,
  invoice_settings: unmodelled,
  metadata: map,
  name: value,
  next_invoice_sequence: value,
  payment_method: value,
  phone: value,
  preferred_locales: [value],
  shipping: unmodelled,
  source: value,
  tax: unmodelled,
  tax_exempt: value,
  tax_id_data: unmodelled,
  test_clock: value,
  validate: value,
} satisfies ParamsOf<Stripe.CustomerCreateParams>;

/** GET /v1/prices. */
export const PRICE_LIST = {
  ...PAGINATION,
  active: value,
  created: unmodelled,
  currency: value,
  expand,
  lookup_keys: [value],
  product: value,
  recurring: unmodelled,
  type: value,
} satisfies ParamsOf<Stripe.PriceListParams>;

/** POST /v1/prices. */
export const PRICE_CREATE = {
  currency: value,
  active: value,
  billing_scheme: value,
  currency_options: unmodelled,
  custom_unit_amount: unmodelled,
  expand,
  lookup_key: value,
  metadata: map,
  nickname: value,
  product: value,
  product_data: {
    active: value,
    id: value,
    metadata: map,
    name: value,
    statement_descriptor: value,
    tax_code: value,
    tax_details: unmodelled,
    unit_label: value,
  } satisfies ParamsOf<Stripe.PriceCreateParams.ProductData>,
  recurring: {
    interval: value,
    interval_count: value,
    meter: value,
    trial_period_days: value,
    usage_type: value,
  } satisfies ParamsOf<Stripe.PriceCreateParams.Recurring>,
  tax_behavior: value,
  tiers: unmodelled,
  tiers_mode: value,
  transfer_lookup_key: value,
  transform_quantity: unmodelled,
  unit_amount: value,
  unit_amount_decimal: value,
} satisfies ParamsOf<Stripe.PriceCreateParams>;

const CHECKOUT_SUBSCRIPTION_DATA = {
  application_fee_percent: value,
  billing_cycle_anchor: value,
  billing_cycle_anchor_config: unmodelled,
  billing_mode: unmodelled,
  default_tax_rates: [value],
  description: value,
  invoice_settings: unmodelled,
  metadata: map,
  on_behalf_of: value,
  pending_invoice_item_interval: unmodelled,
  proration_behavior: value,
  transfer_data: unmodelled,
  trial_end: value,
  trial_period_days: value,
  trial_settings: {
    end_behavior: {
      missing_payment_method: value,
    } satisfies ParamsOf<Stripe.Checkout.SessionCreateParams.SubscriptionData.TrialSettings.EndBehavior>,
  } satisfies ParamsOf<Stripe.Checkout.SessionCreateParams.SubscriptionData.TrialSettings>,
} satisfies ParamsOf<Stripe.Checkout.SessionCreateParams.SubscriptionData>;

const CHECKOUT_CUSTOM_TEXT = {
  after_submit: { message: value },
  shipping_address: { message: value },
  submit: { message: value } satisfies ParamsOf<Stripe.Checkout.SessionCreateParams.CustomText.Submit>,
  terms_of_service_acceptance: { message: value },
} satisfies ParamsOf<Stripe.Checkout.SessionCreateParams.CustomText>;

/** POST /v1/checkout/sessions. */
export const CHECKOUT_SESSION_CREATE = {
  adaptive_pricing: unmodelled,
  after_expiration: unmodelled,
  allow_promotion_codes: value,
  allowed_payment_method_types: [value],
  automatic_tax: unmodelled,
  billing_address_collection: value,
  branding_settings: unmodelled,
  cancel_url: value,
  client_reference_id: value,
  consent_collection: unmodelled,
  currency: value,
  custom_fields: unmodelled,
  custom_text: CHECKOUT_CUSTOM_TEXT,
  customer: value,
  customer_account: value,
  customer_creation: value,
  customer_email: value,
  customer_update: unmodelled,
  discounts: unmodelled,
  excluded_payment_method_types: [value],
  expand,
  expires_at: value,
  integration_identifier: value,
  invoice_creation: unmodelled,
  line_items: [
    {
      adjustable_quantity: unmodelled,
      metadata: map,
      price: value,
      price_data: unmodelled,
      quantity: value,
      tax_rates: [value],
    } satisfies ParamsOf<Stripe.Checkout.SessionCreateParams.LineItem>,
  ],
  locale: value,
  managed_payments: unmodelled,
  metadata: map,
  mode: value,
  name_collection: unmodelled,
  optional_items: unmodelled,
  origin_context: value,
  payment_intent_data: unmodelled,
  payment_method_collection: value,
  payment_method_configuration: value,
  payment_method_data: unmodelled,
  payment_method_options: unmodelled,
  permissions: unmodelled,
  phone_number_collection: unmodelled,
  redirect_on_completion: value,
  return_url: value,
  saved_payment_method_options: unmodelled,
  setup_intent_data: {
    description: value,
    metadata: map,
    on_behalf_of: value,
  } satisfies ParamsOf<Stripe.Checkout.SessionCreateParams.SetupIntentData>,
  shipping_address_collection: unmodelled,
  shipping_options: unmodelled,
  submit_type: value,
  subscription_data: CHECKOUT_SUBSCRIPTION_DATA,
  success_url: value,
  tax_id_collection: unmodelled,
  ui_mode: value,
  wallet_options: unmodelled,
} satisfies ParamsOf<Stripe.Checkout.SessionCreateParams>;

/** POST /v1/subscriptions/{id}. */
export const SUBSCRIPTION_UPDATE = {
  add_invoice_items: unmodelled,
  application_fee_percent: value,
  automatic_tax: unmodelled,
  billing_cycle_anchor: value,
  billing_schedules: unmodelled,
  billing_thresholds: unmodelled,
  cancel_at: value,
  cancel_at_period_end: value,
  cancellation_details: unmodelled,
  collection_method: value,
  days_until_due: value,
  default_payment_method: value,
  default_source: value,
  default_tax_rates: [value],
  description: value,
  discounts: unmodelled,
  expand,
  invoice_settings: unmodelled,
  items: unmodelled,
  metadata: map,
  off_session: value,
  on_behalf_of: value,
  pause_collection: unmodelled,
  payment_behavior: value,
  payment_settings: unmodelled,
  pending_invoice_item_interval: unmodelled,
  proration_behavior: value,
  proration_date: value,
  transfer_data: unmodelled,
  trial_end: value,
  trial_from_plan: value,
  trial_settings: unmodelled,
} satisfies ParamsOf<Stripe.SubscriptionUpdateParams>;

/** DELETE /v1/subscriptions/{id}. */
export const SUBSCRIPTION_CANCEL = {
  cancellation_details: {
    comment: value,
    feedback: value,
    feedback_option: value,
  } satisfies ParamsOf<Stripe.SubscriptionCancelParams.CancellationDetails>,
  expand,
  invoice_now: value,
  prorate: value,
} satisfies ParamsOf<Stripe.SubscriptionCancelParams>;

/** POST /v1/billing_portal/sessions. */
export const PORTAL_SESSION_CREATE = {
  after_expiration: unmodelled,
  configuration: value,
  customer: value,
  customer_account: value,
  expand,
  flow_data: unmodelled,
  locale: value,
  on_behalf_of: value,
  return_url: value,
} satisfies ParamsOf<Stripe.BillingPortal.SessionCreateParams>;
