/** A price as the billing pages write it: '$1.00/month', '$5.00 every 3 months'. */
import type { prices } from '../../db/schema.ts';
import { formatMinor } from './money.ts';

const UNITS = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month', YEARLY: 'year' } as const;

export function priceText(
  price: Pick<typeof prices.$inferSelect, 'amount' | 'currency' | 'intervalType' | 'intervalCount'>,
): string {
  const money = formatMinor(price.amount, price.currency);
  if (!price.intervalType) return money;
  const unit = UNITS[price.intervalType];
  const count = price.intervalCount ?? 1;
  return count === 1 ? `${money}/${unit}` : `${money} every ${count} ${unit}s`;
}
