/**
 * Test support: the state of the local fake of Stripe (fake-stripe.ts). Every object lives in one
 * map by id, in the JSON shape Stripe answers with (only the fields our provider reads, and a few
 * around them); answers are copies, expanded as the request's `expand` asks.
 */
import { randomBytes } from 'node:crypto';
import type { FormParams } from './form.ts';

/** An object as Stripe answers it: an id, its kind, and fields. */
export interface FakeObject {
  id: string;
  object: string;
  [field: string]: unknown;
}

/** A card the fake's checkout pages would have taken. */
export interface FakeCard {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** Stripe's first test card. */
export const FAKE_VISA: FakeCard = { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Objects by id, with Stripe's ways of answering them. */
export class FakeStripeStore {
  readonly #objects = new Map<string, FakeObject>();
  /** Payments of each invoice (an includable field: answered only when expanded). */
  readonly #invoicePayments = new Map<string, FakeObject[]>();
  /** What each checkout session was created with (line items, subscription data), by its id. */
  readonly checkoutParams = new Map<string, FormParams>();

  /** A new id with Stripe's prefix of the kind: cus_..., sub_..., in_... */
  newId(prefix: string): string {
    return `${prefix}_${randomBytes(8).toString('hex')}`;
  }

  /** Stores a new object (its id made from `prefix`) and answers it. */
  create<T extends Record<string, unknown>>(prefix: string, object: string, fields: T): FakeObject & T {
    const created = { id: this.newId(prefix), object, ...fields };
    this.#objects.set(created.id, created);
    return created;
  }

  /** Stores `object` under its own id. */
  adopt(object: FakeObject): FakeObject {
    this.#objects.set(object.id, object);
    return object;
  }

  /** The stored object `id` of kind `object`, or undefined. */
  find(id: string, object?: string): FakeObject | undefined {
    const found = this.#objects.get(id);
    return found && (object === undefined || found.object === object) ? found : undefined;
  }

  /** The stored object `id` of kind `object`; throws when there is none (a test's mistake). */
  get(id: string, object: string): FakeObject {
    const found = this.find(id, object);
    if (!found) throw new Error(`the fake Stripe has no ${object} ${id}`);
    return found;
  }

  /** Every stored object of kind `object`, oldest first. */
  all(object: string): FakeObject[] {
    return [...this.#objects.values()].filter((candidate) => candidate.object === object);
  }

  /** Records a payment of `invoiceId` (its newest first, as Stripe lists them). */
  addInvoicePayment(invoiceId: string, payment: FakeObject): void {
    this.#invoicePayments.set(invoiceId, [payment, ...(this.#invoicePayments.get(invoiceId) ?? [])]);
  }

  /** A copy of `object` as Stripe answers it, with the `expand` paths expanded. */
  render(object: FakeObject, expand: readonly string[] = []): FakeObject {
    const copy = this.#withItems(structuredClone(object));
    for (const path of expand) this.#expand(copy, path.split('.'));
    return copy;
  }

  /** A list answer. */
  list(url: string, objects: FakeObject[], expand: readonly string[] = []): Record<string, unknown> {
    const list = { object: 'list', url, has_more: false, data: objects.map((item) => this.render(item)) };
    for (const path of expand) this.#expand(list, path.split('.'));
    return list;
  }

  /** A subscription's items carry their whole price, as Stripe answers them. */
  #withItems(object: FakeObject): FakeObject {
    if (object.object !== 'subscription' || !isRecord(object.items) || !Array.isArray(object.items.data))
      return object;
    for (const item of object.items.data as Record<string, unknown>[]) {
      if (typeof item.price === 'string') item.price = structuredClone(this.get(item.price, 'price'));
    }
    return object;
  }

  /** Replaces the id (or includable field) at `segments` under `value` by its object. */
  #expand(value: unknown, segments: string[]): void {
    if (Array.isArray(value)) {
      for (const item of value) this.#expand(item, segments);
      return;
    }
    const [field, ...rest] = segments;
    if (!isRecord(value) || field === undefined) return;
    let child = value[field];
    if (typeof child === 'string') {
      const found = this.find(child);
      if (found) child = this.render(found);
    } else if (child === undefined && value.object === 'invoice' && field === 'payments') {
      child = this.list(
        `/v1/invoice_payments?invoice=${value.id}`,
        this.#invoicePayments.get(String(value.id)) ?? [],
      );
    }
    if (child === undefined) return;
    value[field] = child;
    this.#expand(child, rest);
  }
}
