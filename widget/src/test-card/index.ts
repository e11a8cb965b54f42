/**
 * The test card modal (docs/product/widget.md §2): test mode only. It copies to the clipboard;
 * before a checkout, TestCardCheckout asks for the checkout when the person continues.
 */
import { registerErrorMessages, registerMessages } from '../i18n/index.ts';
import { PAYMENT_ERROR_MESSAGES } from '../i18n/payment-errors.ts';
import { testCardEn } from '../i18n/test-card.en.ts';
import { testCardEs } from '../i18n/test-card.es.ts';

// The test card's strings come with its chunk, not with the login modal's (docs/architecture.md "The widget", size budgets).
registerMessages({ en: testCardEn, es: testCardEs });
// A refused checkout, in the reader's language (Continue to Test Checkout).
registerErrorMessages(PAYMENT_ERROR_MESSAGES);

export type { TestCard, TestCardGroup } from './cards.ts';
export { MAIN_TEST_CARD, OTHER_TEST_CARDS, STRIPE_TEST_CARDS_URL } from './cards.ts';
export type { TestCardCheckoutProps } from './TestCardCheckout.tsx';
export { TestCardCheckout } from './TestCardCheckout.tsx';
export type { TestCardModalProps } from './TestCardModal.tsx';
export { TestCardModal } from './TestCardModal.tsx';
