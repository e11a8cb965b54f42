/** The test card modal (widget-spec §2): test mode only, copies to the clipboard, no server call. */
export type { TestCard, TestCardGroup } from './cards.ts';
export { MAIN_TEST_CARD, OTHER_TEST_CARDS, STRIPE_TEST_CARDS_URL } from './cards.ts';
export type { TestCardModalProps } from './TestCardModal.tsx';
export { TestCardModal } from './TestCardModal.tsx';
