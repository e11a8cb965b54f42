/** English UI text of the test card modal (docs/product/widget.md §2, §5); merged into the dictionary by en.ts. */
export const testCardEn = {
  /** Test card modal title. */
  test_card_title: 'Copy Stripe Test Card',
  /** Test card modal text under the title. */
  test_card_description: 'Test mode only. Live members will never see this modal.',
  /** Text alternative of the looping demo animation. */
  test_card_demo_label:
    'Animation: the test card number is copied, then pasted into the card field of the payment form.',
  /** Button that pauses the demo animation. */
  test_card_demo_pause: 'Pause animation',
  /** Button that plays the paused demo animation. */
  test_card_demo_play: 'Play animation',
  /** Demo drawing: label of the payment form's card field. */
  test_card_demo_card_number: 'Card number',
  /** Demo drawing: placeholder of the expiry field. */
  test_card_demo_expiry: 'MM / YY',
  /** Demo drawing: placeholder of the security code field. */
  test_card_demo_cvc: 'CVC',
  /** Demo drawing: the payment form's button. */
  test_card_demo_pay: 'Pay',
  /** Brand shown before the main test card number. */
  test_card_main_brand: 'Visa',
  /** The main button, which copies the 4242 card number. */
  test_card_copy: 'Copy Stripe Test Card',
  /** The main button's label for a moment after the copy. */
  test_card_copied: 'Copied Stripe Test Card',
  /** The button that opens the list of the other test cards. */
  test_card_other_cards: 'Other test cards',
  /** Heading of the test cards whose payments succeed. */
  test_card_group_successful: 'Successful',
  /** Heading of the test cards whose payments are declined. */
  test_card_group_declined: 'Declined',
  /** A test card: Visa debit. */
  test_card_visa_debit: 'Visa debit',
  /** A test card: Mastercard. */
  test_card_mastercard: 'Mastercard',
  /** A test card: American Express. */
  test_card_amex: 'American Express',
  /** A test card whose payments fail with a generic decline. */
  test_card_generic_decline: 'Generic decline',
  /** A test card whose payments fail for insufficient funds. */
  test_card_insufficient_funds: 'Insufficient funds',
  /** A listed test card's label for a moment after its copy. */
  test_card_item_copied: 'Copied!',
  /** Announced to screen readers after a copy. */
  test_card_copied_announcement: 'Copied {number}',
  /** Shown when the browser refused to copy. */
  test_card_copy_failed: "Couldn't copy. Type the card number by hand on the next screen.",
  /** Link to the payment provider's list of test cards. */
  test_card_more_cards: 'See more test cards',
  /** Read after a link that opens in a new tab. */
  test_card_new_tab: '(opens in a new tab)',
  /** How to use the copied number. */
  test_card_hint: 'Paste the card number on the next screen, with any CVC, expiration date, and ZIP code.',
  /** Goes on to the test checkout. */
  test_card_continue: 'Continue to Test Checkout',
} as const;
