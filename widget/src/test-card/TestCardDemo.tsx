import { useState } from 'react';
import type { Translate } from '../i18n/index.ts';
import { MAIN_TEST_CARD } from './cards.ts';

/**
 * docs/product/widget.md §2: the looping, muted demo, drawn here (SVG and CSS keyframes, nothing to
 * download): the card number is copied, then pasted into a payment form. It is still when the
 * person prefers reduced motion, and a button pauses it (WCAG 2.2.2).
 */
export function TestCardDemo({ t }: { t: Translate }) {
  const [paused, setPaused] = useState(false);
  return (
    <div className="wf-test-card-demo" data-state={paused ? 'paused' : 'playing'}>
      <svg
        className="wf-test-card-demo__art"
        viewBox="0 0 320 144"
        role="img"
        aria-label={t('test_card_demo_label')}
      >
        <rect className="wf-test-card-demo__stage" x="0" y="0" width="320" height="144" rx="10" />

        <g className="wf-test-card-demo__card">
          <rect x="16" y="40" width="128" height="80" rx="8" />
          <rect className="wf-test-card-demo__chip" x="28" y="58" width="18" height="13" rx="2" />
          <text className="wf-test-card-demo__card-number" x="28" y="100">
            {MAIN_TEST_CARD}
          </text>
          <g className="wf-test-card-demo__copy">
            <rect x="114" y="48" width="22" height="18" rx="4" />
            <path d="M121 54h7v8h-7zM124 54v-2h7v8h-3" />
          </g>
        </g>
        <g className="wf-test-card-demo__bubble">
          <rect x="92" y="20" width="52" height="18" rx="9" />
          <text x="118" y="32.5">
            {t('test_card_item_copied')}
          </text>
        </g>

        <g className="wf-test-card-demo__form">
          <rect className="wf-test-card-demo__sheet" x="168" y="14" width="138" height="116" rx="8" />
          <text className="wf-test-card-demo__label" x="178" y="32">
            {t('test_card_demo_card_number')}
          </text>
          <rect
            className="wf-test-card-demo__field wf-test-card-demo__field--card"
            x="178"
            y="37"
            width="118"
            height="20"
            rx="4"
          />
          <text className="wf-test-card-demo__placeholder" x="184" y="50.5">
            1234 1234 1234 1234
          </text>
          <text className="wf-test-card-demo__pasted" x="184" y="50.5">
            {MAIN_TEST_CARD}
          </text>
          <rect className="wf-test-card-demo__field" x="178" y="64" width="56" height="20" rx="4" />
          <text
            className="wf-test-card-demo__placeholder wf-test-card-demo__placeholder--still"
            x="184"
            y="77.5"
          >
            {t('test_card_demo_expiry')}
          </text>
          <rect className="wf-test-card-demo__field" x="240" y="64" width="56" height="20" rx="4" />
          <text
            className="wf-test-card-demo__placeholder wf-test-card-demo__placeholder--still"
            x="246"
            y="77.5"
          >
            {t('test_card_demo_cvc')}
          </text>
          <g className="wf-test-card-demo__pay">
            <rect x="178" y="96" width="118" height="22" rx="5" />
            <text x="237" y="110.5">
              {t('test_card_demo_pay')}
            </text>
          </g>
        </g>

        <g className="wf-test-card-demo__cursor">
          <path d="M0 0v15l4-4 3 7 3-1.3-3-6.7h6z" />
        </g>
      </svg>
      <button
        type="button"
        className="wf-test-card-demo__toggle"
        aria-label={paused ? t('test_card_demo_play') : t('test_card_demo_pause')}
        onClick={() => setPaused((value) => !value)}
      >
        <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
          {paused ? (
            <path d="M5 3l8 5-8 5z" fill="currentColor" />
          ) : (
            <path d="M5 3h2v10H5zM9 3h2v10H9z" fill="currentColor" />
          )}
        </svg>
      </button>
    </div>
  );
}
