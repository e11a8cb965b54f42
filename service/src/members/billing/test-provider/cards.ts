/**
 * The test payment provider's cards (docs/product/widget.md §9; docs/product/payments-and-providers.md
 * "Providers of payments"): the six test card numbers and their outcomes, and the checks a card
 * form gets (Luhn, an expiry in the future, a CVC of 3 digits or 4 for American Express, a name
 * and a postal code). Any other number is refused: test mode never takes a real card.
 */
import type { CardSummary } from '../provider.ts';

export const CARD_DECLINED_MESSAGE = 'Your card was declined.';
export const INSUFFICIENT_FUNDS_MESSAGE = 'Your card has insufficient funds.';
export const NOT_A_TEST_CARD_MESSAGE =
  'This is test mode: use one of the test cards, such as 4242 4242 4242 4242. No real card is ever charged.';

/** A test card: its brand, and the message it is declined with (none: it pays). */
interface TestCardOutcome {
  brand: CardSummary['brand'];
  decline: string | null;
}

/** docs/product/widget.md §9: the card numbers the test provider honours. */
export const TEST_CARDS: Readonly<Record<string, TestCardOutcome>> = {
  '4242424242424242': { brand: 'visa', decline: null },
  '4000056655665556': { brand: 'visa', decline: null },
  '5555555555554444': { brand: 'mastercard', decline: null },
  '378282246310005': { brand: 'amex', decline: null },
  '4000000000000002': { brand: 'visa', decline: CARD_DECLINED_MESSAGE },
  '4000000000009995': { brand: 'visa', decline: INSUFFICIENT_FUNDS_MESSAGE },
};

/** The card fields as typed. */
export interface CardInput {
  cardNumber?: string | undefined;
  expiry?: string | undefined;
  cvc?: string | undefined;
  name?: string | undefined;
  postalCode?: string | undefined;
}

export type CardField = 'cardNumber' | 'expiry' | 'cvc' | 'name' | 'postalCode';

/** What a card form comes to. */
export type CardCheck =
  | { kind: 'invalid'; errors: Partial<Record<CardField, string>> }
  | { kind: 'declined'; message: string }
  | { kind: 'accepted'; card: CardSummary };

/** The Luhn checksum of a string of digits. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** The digits of a card number typed with spaces or dashes; null when anything else is in it. */
export function cardDigits(typed: string): string | null {
  const digits = typed.replace(/[\s-]/g, '');
  return /^\d{12,19}$/.test(digits) ? digits : null;
}

/** 'MM/YY' (or 'MM / YY', 'MM/YYYY') as a month and a four-digit year; null when it is not one. */
export function parseExpiry(typed: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return null;
  const month = Number(match[1]);
  const year = Number(match[2]) + ((match[2] ?? '').length === 2 ? 2000 : 0);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Checks a card form at `now`: field errors first, then the test card's outcome. */
export function checkCard(input: CardInput, now: Date): CardCheck {
  const errors: Partial<Record<CardField, string>> = {};
  const digits = cardDigits(input.cardNumber ?? '');
  if (!input.cardNumber?.trim()) errors.cardNumber = 'Enter the card number.';
  else if (!digits || !passesLuhn(digits)) errors.cardNumber = 'Your card number is incomplete or not valid.';

  const expiry = parseExpiry(input.expiry ?? '');
  if (!input.expiry?.trim()) errors.expiry = 'Enter the expiry date as MM/YY.';
  else if (!expiry) errors.expiry = 'Write the expiry date as MM/YY, for example 12/30.';
  else {
    const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
    if (expiry.year * 12 + (expiry.month - 1) < thisMonth)
      errors.expiry = "Your card's expiry date is in the past.";
  }

  const brand = digits ? TEST_CARDS[digits]?.brand : undefined;
  const cvcLength = brand === 'amex' ? 4 : 3;
  const cvc = (input.cvc ?? '').trim();
  if (!cvc) errors.cvc = 'Enter the security code (CVC).';
  else if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) {
    errors.cvc = `The security code is ${cvcLength} digits${brand === 'amex' ? ' on American Express cards' : ''}.`;
  }
  if (!input.name?.trim()) errors.name = 'Enter the name on the card.';
  if (!input.postalCode?.trim()) errors.postalCode = 'Enter the postal code.';
  else if (!/^[A-Za-z0-9][A-Za-z0-9 -]{1,9}$/.test(input.postalCode.trim())) {
    errors.postalCode = 'Enter a valid postal code.';
  }
  if (Object.keys(errors).length > 0) return { kind: 'invalid', errors };

  const outcome = digits ? TEST_CARDS[digits] : undefined;
  if (!outcome || !digits || !expiry)
    return { kind: 'invalid', errors: { cardNumber: NOT_A_TEST_CARD_MESSAGE } };
  if (outcome.decline) return { kind: 'declined', message: outcome.decline };
  return {
    kind: 'accepted',
    card: { brand: outcome.brand, last4: digits.slice(-4), expMonth: expiry.month, expYear: expiry.year },
  };
}
