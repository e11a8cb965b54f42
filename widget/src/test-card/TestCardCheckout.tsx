import type { RedirectResponse } from '@wf/sdk/contract';
import { WfError } from '@wf/sdk/errors';
import { useEffect, useRef, useState } from 'react';
import { WIDGET_ERROR_CODES } from '../constants.ts';
import { CHECKOUT_CANCELED_MESSAGE } from '../i18n/payment-errors.ts';
import { useErrorText } from '../modals/shared/useErrorText.ts';
import { useTranslator } from '../modals/shared/useTranslator.ts';
import { useOneAtATime } from '../shared/useOneAtATime.ts';
import { TestCardModal, type TestCardModalProps } from './TestCardModal.tsx';

export interface TestCardCheckoutProps
  extends Omit<TestCardModalProps, 'onContinue' | 'continuing' | 'error'> {
  /** Asks for the checkout: the SDK's purchasePlansWithCheckout with the page's params. */
  startCheckout: () => Promise<RedirectResponse>;
  /** The checkout session exists (the browser is on its way, unless autoRedirect was false). */
  onCheckout: (response: RedirectResponse) => void;
  /**
   * The modal went away without a checkout (closed, hidden or replaced): the last failure of
   * Continue, or 'widget/checkout-canceled' when there was none.
   */
  onCancel: (error: unknown) => void;
}

/**
 * docs/product/widget.md §2 "Test Card modal" before a checkout (purchasePlansWithCheckout in
 * test mode): 'Continue to Test Checkout' asks for the checkout, one request at a time; a
 * refusal shows in the modal in the reader's words and Continue may be tried again. The call
 * settles once: with the checkout, or, when the modal goes away, with the last refusal or a
 * cancellation (docs/product/widget.md §4 "Success callback").
 */
export function TestCardCheckout({
  startCheckout,
  onCheckout,
  onCancel,
  locale,
  translations,
  onClose,
  ...modal
}: TestCardCheckoutProps) {
  const t = useTranslator(locale, translations);
  const describe = useErrorText(locale, translations);
  const { busy, run } = useOneAtATime();
  const [error, setError] = useState<string>();
  const lastError = useRef<unknown>(null);
  const done = useRef(false);
  const cancel = useRef(onCancel);
  cancel.current = onCancel;

  // Every way out (Close, Escape, hideModal, another modal) unmounts this: the call settles then.
  useEffect(
    () => () => {
      if (done.current) return;
      done.current = true;
      cancel.current(
        lastError.current ?? new WfError(WIDGET_ERROR_CODES.checkoutCanceled, CHECKOUT_CANCELED_MESSAGE),
      );
    },
    [],
  );

  const onContinue = async () => {
    const outcome = await run(startCheckout);
    if (outcome.kind === 'done') {
      done.current = true;
      onCheckout(outcome.value);
    } else if (outcome.kind === 'failed') {
      lastError.current = outcome.error;
      setError(describe(outcome.error, t('error_generic')));
    }
  };

  return (
    <TestCardModal
      {...modal}
      locale={locale}
      translations={translations}
      continuing={busy}
      error={busy ? undefined : error}
      onContinue={() => void onContinue()}
      // While the checkout is being asked for, the modal stays: the answer may be on its way to it.
      onClose={busy ? undefined : onClose}
    />
  );
}
