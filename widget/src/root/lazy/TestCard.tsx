import type { WfClient } from '@wf/sdk';
import type { ModalRequest } from '../../runtime/modal.ts';
import { TestCardCheckout, TestCardModal, type TestCardModalProps } from '../../test-card/index.ts';
import testCardStyles from '../../test-card/styles.css?inline';
import { pxFromRem } from '../css.ts';

const css = pxFromRem(testCardStyles);

export interface TestCardProps extends Omit<TestCardModalProps, 'onContinue' | 'onClose'> {
  /** The open request: openModal('TEST_CARD'), or purchasePlansWithCheckout in test mode. */
  request: ModalRequest;
  client: Pick<WfClient, 'purchasePlansWithCheckout'>;
  /** Hides the modal. */
  onClose: () => void;
}

/**
 * The test card modal with its styles, which live in this chunk rather than the first one, and
 * how it settles its request (docs/product/widget.md §4 "Success callback"): openModal's resolves
 * on Continue; a checkout's once the checkout exists, or when the modal goes away without one.
 */
export default function TestCard({ request, client, onClose, ...props }: TestCardProps) {
  const checkout = request.checkout;
  return (
    <>
      <style>{css}</style>
      {checkout ? (
        <TestCardCheckout
          {...props}
          onClose={onClose}
          startCheckout={() => client.purchasePlansWithCheckout(checkout.params)}
          onCheckout={(response) => {
            checkout.resolve(response);
            onClose();
          }}
          onCancel={request.reject}
        />
      ) : (
        <TestCardModal
          {...props}
          onClose={onClose}
          onContinue={() => {
            request.resolve({ type: 'TEST_CARD', data: null });
            onClose();
          }}
        />
      )}
    </>
  );
}
