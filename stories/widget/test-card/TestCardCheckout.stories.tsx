import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk';
import { alreadySubscribedMessage, type RedirectResponse } from '@wf/sdk/contract';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import TestCard, { type TestCardProps } from '../../../widget/src/root/lazy/TestCard.tsx';
import type { ModalRequest } from '../../../widget/src/runtime/modal.ts';
import { storyApp } from '../modals/support.ts';

/**
 * docs/product/widget.md §2 "Test Card modal" before a checkout: purchasePlansWithCheckout in test
 * mode opens the test card modal (the chunk's TestCard, as WidgetRoot renders it), and 'Continue
 * to Test Checkout' asks the SDK for the checkout with the page's params. The fake client stands
 * at the SDK boundary; the request's resolve and reject are the page's promise.
 */

const PARAMS = { priceId: 'prc_membership-monthly', successUrl: '/welcome', cancelUrl: '/plans' };
const CHECKOUT: RedirectResponse = { data: { url: 'https://worldfamily.example/test-checkout/cs_1' } };
const ALREADY_SUBSCRIBED = new WfError(
  'checkout/already-subscribed',
  alreadySubscribedMessage('Membership'),
  {
    status: 409,
    details: { params: { planName: 'Membership' } },
  },
);

/** A request as purchasePlansWithCheckout makes it. */
function checkoutRequest(): ModalRequest {
  return {
    id: 1,
    type: 'TEST_CARD',
    params: {},
    resolve: fn().mockName('resolve'),
    reject: fn().mockName('reject'),
    checkout: { params: PARAMS, resolve: fn().mockName('checkout.resolve') },
  };
}

/** A client whose checkout answers in turn: each entry a checkout, a refusal, or never. */
function fakeClient(answers: readonly (RedirectResponse | WfError | 'never')[]): TestCardProps['client'] {
  let next = 0;
  return {
    purchasePlansWithCheckout: fn(async () => {
      const answer = answers[Math.min(next, answers.length - 1)];
      next += 1;
      if (answer === 'never') return new Promise<never>(() => {});
      if (answer instanceof WfError) throw answer;
      return answer as RedirectResponse;
    }).mockName('purchasePlansWithCheckout'),
  };
}

/** The modal while the request is open, as WidgetRoot shows it: closing it unmounts it. */
function WhileOpen(args: TestCardProps) {
  const [open, setOpen] = useState(true);
  if (!open) return <p>The modal is closed.</p>;
  return (
    <TestCard
      {...args}
      onClose={() => {
        args.onClose();
        setOpen(false);
      }}
    />
  );
}

const meta = {
  title: 'widget/test-card/TestCardCheckout',
  component: TestCard,
  render: (args) => <WhileOpen {...args} />,
  args: {
    app: storyApp(),
    request: checkoutRequest(),
    client: fakeClient([CHECKOUT]),
    onClose: fn(),
    copy: fn(async (_text: string) => undefined),
  },
} satisfies Meta<typeof TestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Continue asks for the checkout with the page's params; the call resolves with it and the modal closes. */
export const GoesToCheckout: Story = {
  args: { request: checkoutRequest(), client: fakeClient([CHECKOUT]) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Test Checkout' }));
    await expect(args.client.purchasePlansWithCheckout).toHaveBeenCalledWith(PARAMS);
    await waitFor(() => expect(args.request.checkout?.resolve).toHaveBeenCalledWith(CHECKOUT));
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.request.reject).not.toHaveBeenCalled();
    await expect(args.request.resolve).not.toHaveBeenCalled();
  },
};

/** While the checkout is asked for, Continue waits with a spinner and the modal cannot be closed. */
export const WaitsForTheCheckout: Story = {
  args: { request: checkoutRequest(), client: fakeClient(['never']) },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Test Checkout' }));
    const button = canvas.getByRole('button', { name: 'Continue to Test Checkout' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/**
 * The service refuses (one paid plan at a time): its sentence shows in the modal, Continue may
 * be tried again, and closing the modal rejects the call with that coded error.
 */
export const Refused: Story = {
  args: { request: checkoutRequest(), client: fakeClient([ALREADY_SUBSCRIBED]) },
  play: async ({ canvas, args, step }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await step('the refusal shows above Continue', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to Test Checkout' }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent(
        'You already have the Membership plan. Manage it from your billing portal.',
      );
      await expect(canvas.getByRole('button', { name: 'Continue to Test Checkout' })).toBeEnabled();
      await expect(args.request.reject).not.toHaveBeenCalled();
    });
    await step('closing settles the call with the refusal', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.request.reject).toHaveBeenCalledWith(ALREADY_SUBSCRIBED);
      await expect(args.request.checkout?.resolve).not.toHaveBeenCalled();
    });
  },
};

/** A refusal that passes: the second Continue gets the checkout. */
export const RefusedThenContinued: Story = {
  args: {
    request: checkoutRequest(),
    client: fakeClient([
      new WfError(
        'client/network-error',
        'We could not reach the server. Please check your connection and try again.',
        {
          retryable: true,
        },
      ),
      CHECKOUT,
    ]),
  },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Test Checkout' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('We could not reach the server.');
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Test Checkout' }));
    await waitFor(() => expect(args.request.checkout?.resolve).toHaveBeenCalledWith(CHECKOUT));
    await expect(args.client.purchasePlansWithCheckout).toHaveBeenCalledTimes(2);
    await expect(args.request.reject).not.toHaveBeenCalled();
  },
};

/** The refusal in Spanish, by its code, with the plan's name from the error's values. */
export const RefusedInSpanish: Story = {
  args: { request: checkoutRequest(), client: fakeClient([ALREADY_SUBSCRIBED]), locale: 'es' },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Copiar tarjeta de prueba de Stripe' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago de prueba' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'Ya tienes el plan Membership. Adminístralo desde tu portal de pagos.',
    );
  },
};

/** Closed without continuing: no checkout is asked for, and the call rejects as canceled. */
export const Closed: Story = {
  args: { request: checkoutRequest(), client: fakeClient([CHECKOUT]) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(await canvas.findByText('The modal is closed.')).toBeVisible();
    await expect(args.client.purchasePlansWithCheckout).not.toHaveBeenCalled();
    await expect(args.request.reject).toHaveBeenCalledWith(
      expect.objectContaining({
        name: 'WfError',
        code: 'widget/checkout-canceled',
        message: 'The checkout was canceled.',
      }),
    );
  },
};

/** openModal('TEST_CARD') as before: Continue resolves it with TEST_CARD and asks for no checkout. */
export const OpenedByOpenModal: Story = {
  args: { request: { ...checkoutRequest(), checkout: undefined }, client: fakeClient([CHECKOUT]) },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Test Checkout' }));
    await expect(args.request.resolve).toHaveBeenCalledWith({ type: 'TEST_CARD', data: null });
    await expect(args.onClose).toHaveBeenCalledTimes(1);
    await expect(args.client.purchasePlansWithCheckout).not.toHaveBeenCalled();
    await expect(args.request.reject).not.toHaveBeenCalled();
  },
};
