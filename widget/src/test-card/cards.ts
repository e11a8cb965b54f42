import type { MessageKey } from '../i18n/index.ts';

/** docs/product/widget.md §9: the main test card, copied grouped as written (the checkout accepts spaces). */
export const MAIN_TEST_CARD = '4242 4242 4242 4242';

/** docs/product/widget.md §2: where the payment provider lists more test cards. */
export const STRIPE_TEST_CARDS_URL = 'https://docs.stripe.com/testing#cards';

/** One card of the dropdown. */
export interface TestCard {
  /** The card number, grouped as the provider writes it. */
  number: string;
  /** Dictionary key of its name. */
  label: MessageKey;
}

/** A heading of the dropdown and its cards. */
export interface TestCardGroup {
  /** 'successful' payments go through, 'declined' ones fail. */
  outcome: 'successful' | 'declined';
  /** Dictionary key of the heading. */
  heading: MessageKey;
  cards: readonly TestCard[];
}

/** docs/product/widget.md §2, §9: the other test cards, by outcome. */
export const OTHER_TEST_CARDS: readonly TestCardGroup[] = [
  {
    outcome: 'successful',
    heading: 'test_card_group_successful',
    cards: [
      { number: '4000 0566 5566 5556', label: 'test_card_visa_debit' },
      { number: '5555 5555 5555 4444', label: 'test_card_mastercard' },
      { number: '3782 822463 10005', label: 'test_card_amex' },
    ],
  },
  {
    outcome: 'declined',
    heading: 'test_card_group_declined',
    cards: [
      { number: '4000 0000 0000 0002', label: 'test_card_generic_decline' },
      { number: '4000 0000 0000 9995', label: 'test_card_insufficient_funds' },
    ],
  },
];
