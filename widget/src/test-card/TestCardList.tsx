import { Button } from '@wf/ui';
import { type KeyboardEvent, useId, useLayoutEffect, useRef } from 'react';
import type { Translate } from '../i18n/index.ts';
import { OTHER_TEST_CARDS, type TestCard } from './cards.ts';
import { CheckIcon, ChevronIcon, CopyIcon } from './icons.tsx';

export interface TestCardListProps {
  t: Translate;
  /** Whether the list shows (controlled). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The number just copied: its item reads 'Copied!' and stays highlighted. */
  copiedNumber?: string;
  /** The person chose a card to copy. */
  onCopy: (card: TestCard) => void;
}

/**
 * docs/product/widget.md §2: the dropdown of the other test cards, a disclosure button and a list grouped
 * by outcome. Escape in it closes it (and not the modal); when it closes with the focus inside, the
 * focus goes back to its button.
 */
export function TestCardList({ t, open, onOpenChange, copiedNumber, onCopy }: TestCardListProps) {
  const panelId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);

  // Runs before the browser moves the focus off the items that are now hidden.
  useLayoutEffect(() => {
    const root = panel.current?.getRootNode() as Document | ShadowRoot | undefined;
    if (!open && root?.activeElement && panel.current?.contains(root.activeElement)) {
      trigger.current?.focus();
    }
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key !== 'Escape' || !open) return;
    event.preventDefault();
    onOpenChange(false);
    trigger.current?.focus();
  };

  return (
    <div className="wf-test-card-list" data-state={open ? 'open' : 'closed'}>
      <Button
        ref={trigger}
        variant="ghost"
        block
        className="wf-test-card-list__trigger"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        onKeyDown={onKeyDown}
      >
        {t('test_card_other_cards')}
        <ChevronIcon className="wf-test-card-list__chevron" />
      </Button>
      <div id={panelId} ref={panel} className="wf-test-card-list__panel" hidden={!open}>
        {OTHER_TEST_CARDS.map((group) => (
          <TestCardGroupList
            key={group.outcome}
            heading={t(group.heading)}
            outcome={group.outcome}
            cards={group.cards}
            t={t}
            copiedNumber={copiedNumber}
            onCopy={onCopy}
            onKeyDown={onKeyDown}
          />
        ))}
      </div>
    </div>
  );
}

interface TestCardGroupListProps extends Pick<TestCardListProps, 't' | 'copiedNumber' | 'onCopy'> {
  heading: string;
  outcome: string;
  cards: readonly TestCard[];
  onKeyDown: (event: KeyboardEvent<HTMLElement>) => void;
}

function TestCardGroupList({
  heading,
  outcome,
  cards,
  t,
  copiedNumber,
  onCopy,
  onKeyDown,
}: TestCardGroupListProps) {
  const headingId = useId();
  return (
    <div className="wf-test-card-list__group" data-outcome={outcome}>
      <h3 id={headingId} className="wf-test-card-list__heading">
        {heading}
      </h3>
      <ul className="wf-test-card-list__items" aria-labelledby={headingId}>
        {cards.map((card) => {
          const copied = card.number === copiedNumber;
          return (
            <li key={card.number}>
              <button
                type="button"
                className="wf-test-card-list__item"
                data-state={copied ? 'copied' : 'idle'}
                onClick={() => onCopy(card)}
                onKeyDown={onKeyDown}
              >
                <span className="wf-test-card-list__name">
                  {copied ? t('test_card_item_copied') : t(card.label)}
                </span>{' '}
                <span className="wf-test-card-list__number">{card.number}</span>
                {copied ? <CheckIcon /> : <CopyIcon />}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
