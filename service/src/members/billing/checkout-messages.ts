/**
 * What a checkout page says about the free trial (docs/product/payments-and-providers.md "Trials
 * and lapses"), on the test provider's page and on Stripe's. Plain text with no dependency, so the
 * pages' views (shown in Storybook, in a browser) can use it.
 */

/**
 * Said on the checkout page of a price whose free trial this member, or an earlier account of
 * their address, has had: the trial is offered once per address (docs/security.md).
 */
export const TRIAL_USED_MESSAGE =
  'You have had the free trial already: it is offered once per e-mail address, so this subscription starts with a payment today.';

/** Said when a card was saved for a trial that had ended without one: it pays nothing. */
export const TRIAL_ENDED_BEFORE_CARD_MESSAGE =
  'Your free trial ended before your card was saved, so nothing was charged and your membership has ended. Subscribe again from the site to keep watching.';
