import type { App } from '@wf/sdk/contract';
import { Button, Dialog } from '@wf/ui';
import { useRef, useState } from 'react';
import { TEST_CARD_COPY_FEEDBACK_MS } from '../constants.ts';
import type { Translations } from '../i18n/index.ts';
import { brandStyle } from '../modals/shared/app.ts';
import { useTranslator } from '../modals/shared/useTranslator.ts';
import { MAIN_TEST_CARD, STRIPE_TEST_CARDS_URL } from './cards.ts';
import { CheckIcon, CopyIcon, ExternalIcon } from './icons.tsx';
import { TestCardDemo } from './TestCardDemo.tsx';
import { TestCardList } from './TestCardList.tsx';
import { useCopyFeedback } from './useCopyFeedback.ts';

export interface TestCardModalProps {
  /** The site configuration (its primary button colour brands the modal). */
  app: App;
  /** Language tag such as 'en' or 'es-MX' (English when not shipped). */
  locale?: string;
  /** Overrides of dictionary entries. */
  translations?: Translations;
  /** docs/product/widget.md §2: params can hide the close button. */
  hideClose?: boolean;
  /** The person asked to close the modal. */
  onClose?: () => void;
  /** 'Continue to Test Checkout': the success callback (docs/product/widget.md §2). */
  onContinue?: () => void;
  /** The checkout is being asked for: Continue shows a spinner and waits. */
  continuing?: boolean;
  /** Why the checkout could not begin, in the reader's words (shown above Continue). */
  error?: string;
  /** Puts text on the clipboard; the browser's clipboard by default. */
  copy?: (text: string) => Promise<void>;
}

/**
 * docs/product/widget.md §2 Test Card modal (test mode only): a demo, the main 4242 card to copy, a
 * dropdown of other cards, a link to more, the hint and the way on to the test checkout.
 * It copies to the clipboard and makes no server call (§7).
 */
export function TestCardModal({
  app,
  locale,
  translations,
  hideClose,
  onClose,
  onContinue,
  continuing = false,
  error,
  copy = copyToClipboard,
}: TestCardModalProps) {
  const t = useTranslator(locale, translations);
  const [listOpen, setListOpen] = useState(false);
  // docs/product/widget.md §4: after a copy the highlight and label revert after 1 s and the dropdown closes.
  const { state, copyText } = useCopyFeedback(copy, TEST_CARD_COPY_FEEDBACK_MS, (text) => {
    if (text !== MAIN_TEST_CARD) setListOpen(false);
  });
  const copied = state.status === 'copied' ? state.text : undefined;
  const mainCopied = copied === MAIN_TEST_CARD;
  // The main button takes the focus on open (not the demo's pause button, which comes first).
  const mainButton = useRef<HTMLButtonElement>(null);

  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      title={t('test_card_title')}
      description={t('test_card_description')}
      hideClose={hideClose}
      closeLabel={t('close')}
      size="sm"
      initialFocus={mainButton}
      className="wf-test-card-dialog"
    >
      <div className="wf-test-card" style={brandStyle(app)}>
        <TestCardDemo t={t} />

        <div className="wf-test-card__main" data-state={mainCopied ? 'copied' : 'idle'}>
          <p className="wf-test-card__number">
            <span className="wf-test-card__brand">{t('test_card_main_brand')}</span>{' '}
            <code className="wf-test-card__digits">{MAIN_TEST_CARD}</code>
          </p>
          <Button
            ref={mainButton}
            variant="secondary"
            block
            className="wf-test-card__copy"
            icon={mainCopied ? <CheckIcon /> : <CopyIcon />}
            onClick={() => void copyText(MAIN_TEST_CARD)}
          >
            {mainCopied ? t('test_card_copied') : t('test_card_copy')}
          </Button>
        </div>

        <TestCardList
          t={t}
          open={listOpen}
          onOpenChange={setListOpen}
          copiedNumber={copied}
          onCopy={(card) => void copyText(card.number)}
        />

        <p role="status" className="wf-visually-hidden">
          {copied ? t('test_card_copied_announcement', { number: copied }) : ''}
        </p>
        {state.status === 'failed' ? (
          <p className="wf-test-card__error" role="alert">
            {t('test_card_copy_failed')}
          </p>
        ) : null}

        <a
          className="wf-test-card__link"
          href={STRIPE_TEST_CARDS_URL}
          target="_blank"
          rel="noopener noreferrer"
        >
          {t('test_card_more_cards')}
          <span className="wf-visually-hidden"> {t('test_card_new_tab')}</span>
          <ExternalIcon />
        </a>
        <p className="wf-test-card__hint">{t('test_card_hint')}</p>
        {error ? (
          <p className="wf-test-card__error" role="alert">
            {error}
          </p>
        ) : null}
        <Button block loading={continuing} onClick={onContinue}>
          {t('test_card_continue')}
        </Button>
      </div>
    </Dialog>
  );
}

/** The browser's clipboard; refuses where there is none (an insecure page). */
function copyToClipboard(text: string): Promise<void> {
  if (!navigator.clipboard) return Promise.reject(new Error('No clipboard on this page'));
  return navigator.clipboard.writeText(text);
}
