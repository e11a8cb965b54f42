// @vitest-environment happy-dom
/** The URL parameters read at boot (docs/product/data-attributes.md §1). */
import { beforeEach, describe, expect, it } from 'vitest';
import { COUPON_KEY, PRICE_KEY } from '../storage.ts';
import { applyBootParams } from './boot-params.ts';

beforeEach(() => sessionStorage.clear());

describe('applyBootParams', () => {
  it('given ?couponId / the coupon is remembered for checkout', () => {
    applyBootParams(new URLSearchParams('couponId=cpn_10'));
    expect(sessionStorage.getItem(COUPON_KEY)).toBe('cpn_10');
  });

  it('given ?fromCheckout (back from a checkout) / the chosen price and coupon are forgotten', () => {
    sessionStorage.setItem(PRICE_KEY, 'prc_a');
    sessionStorage.setItem(COUPON_KEY, 'cpn_10');
    applyBootParams(new URLSearchParams('fromCheckout=true'));
    expect(sessionStorage.getItem(PRICE_KEY)).toBeNull();
    expect(sessionStorage.getItem(COUPON_KEY)).toBeNull();
  });

  it('given neither / nothing stored changes', () => {
    sessionStorage.setItem(PRICE_KEY, 'prc_a');
    applyBootParams(new URLSearchParams('page=2'));
    expect(sessionStorage.getItem(PRICE_KEY)).toBe('prc_a');
    expect(sessionStorage.getItem(COUPON_KEY)).toBeNull();
  });
});
