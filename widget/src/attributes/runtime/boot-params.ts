/** The URL parameters the runtime reads at boot (docs/product/data-attributes.md §1). */
import { COUPON_KEY, PRICE_KEY, write } from '../storage.ts';

/** `couponId` is remembered for checkout; `fromCheckout` (back from one) forgets the price and coupon. */
export function applyBootParams(params: URLSearchParams): void {
  const coupon = params.get('couponId');
  if (coupon) write('sessionStorage', COUPON_KEY, coupon);
  if (params.has('fromCheckout')) {
    write('sessionStorage', PRICE_KEY, null);
    write('sessionStorage', COUPON_KEY, null);
  }
}
