/** The test card modal (docs/product/widget.md §2): test mode only, copies to the clipboard, no server call. */
import { registerMessages } from '../i18n/index.ts';
import { testCardEn } from '../i18n/test-card.en.ts';
import { testCardEs } from '../i18n/test-card.es.ts';

// The test card's strings come with its chunk, not with the login modal's (docs/architecture.md "The widget", size budgets).
registerMessages({ en: testCardEn, es: testCardEs });

export type { TestCard, TestCardGroup } from './cards.ts';
export { MAIN_TEST_CARD, OTHER_TEST_CARDS, STRIPE_TEST_CARDS_URL } from './cards.ts';
export type { TestCardModalProps } from './TestCardModal.tsx';
export { TestCardModal } from './TestCardModal.tsx';
