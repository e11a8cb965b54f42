import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '../../../widget/src/test-card/styles.css';
import { TEST_CARD_COPY_FEEDBACK_MS } from '../../../widget/src/constants.ts';
import { TestCardModal } from '../../../widget/src/test-card/index.ts';
import { holdTimers, type StoryClock } from '../../support/clock.ts';
import { BRAND_COLOR, brandedApp, mobile, storyApp } from '../modals/support.ts';

/** docs/product/widget.md §9: the copy feedback lasts 1 s, timed by hand (stories/support/clock.ts). */
let clock: StoryClock;
function holdFeedback() {
  clock = holdTimers((delay) => delay === TEST_CARD_COPY_FEEDBACK_MS);
  return () => clock.restore();
}

const meta = {
  title: 'widget/test-card/TestCardModal',
  component: TestCardModal,
  args: {
    app: storyApp(),
    onClose: fn(),
    onContinue: fn(),
    copy: fn(async (_text: string) => undefined),
  },
} satisfies Meta<typeof TestCardModal>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

async function openOtherCards(canvas: Canvas) {
  const trigger = canvas.getByRole('button', { name: 'Other test cards' });
  await userEvent.click(trigger);
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  return trigger;
}

/** Title, text, the demo, the 4242 card, the link to more cards, the hint and the way on. */
export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await expect(dialog).toHaveAccessibleDescription(
      'Test mode only. Live members will never see this modal.',
    );
    await expect(
      canvas.getByRole('img', { name: /^Animation: the test card number is copied/ }),
    ).toBeVisible();
    await expect(canvas.getByText('4242 4242 4242 4242', { selector: 'code' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Copy Stripe Test Card' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Other test cards' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    await expect(
      canvas.getByText(
        'Paste the card number on the next screen, with any CVC, expiration date, and ZIP code.',
      ),
    ).toBeVisible();

    await step('the link opens the provider’s test cards in a new tab', async () => {
      const link = canvas.getByRole('link', { name: 'See more test cards (opens in a new tab)' });
      await expect(link).toHaveAttribute('href', 'https://docs.stripe.com/testing#cards');
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
    });

    await step('Continue and Close', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Continue to Test Checkout' }));
      await expect(args.onContinue).toHaveBeenCalledTimes(1);
      await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(args.copy).not.toHaveBeenCalled();
    });
  },
};

/** The main button copies 4242 4242 4242 4242 and reads 'Copied Stripe Test Card' for 1 s. */
export const Copied: Story = {
  beforeEach: holdFeedback,
  play: async ({ canvas, args, step }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await step('copy the main card', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Copy Stripe Test Card' }));
      await expect(args.copy).toHaveBeenCalledWith('4242 4242 4242 4242');
      const button = canvas.getByRole('button', { name: 'Copied Stripe Test Card' });
      await expect(button.closest('.wf-test-card__main')).toHaveAttribute('data-state', 'copied');
      await expect(canvas.getByRole('status')).toHaveTextContent('Copied 4242 4242 4242 4242');
    });
    await step('the label reverts after 1 s', async () => {
      await clock.advance(TEST_CARD_COPY_FEEDBACK_MS - 1);
      await expect(canvas.getByRole('button', { name: 'Copied Stripe Test Card' })).toBeVisible();
      await clock.advance(1);
      await waitFor(() =>
        expect(canvas.getByRole('button', { name: 'Copy Stripe Test Card' })).toBeVisible(),
      );
      await expect(canvas.getByRole('status')).toHaveTextContent('');
    });
    clock.release();
  },
};

/** The dropdown lists the five other cards under 'Successful' and 'Declined'; Escape closes it only. */
export const DropdownOpen: Story = {
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    const trigger = await openOtherCards(canvas);
    const successful = within(canvas.getByRole('list', { name: 'Successful' }));
    await expect(successful.getAllByRole('button').map((item) => item.textContent)).toEqual([
      'Visa debit 4000 0566 5566 5556',
      'Mastercard 5555 5555 5555 4444',
      'American Express 3782 822463 10005',
    ]);
    const declined = within(canvas.getByRole('list', { name: 'Declined' }));
    await expect(declined.getAllByRole('button').map((item) => item.textContent)).toEqual([
      'Generic decline 4000 0000 0000 0002',
      'Insufficient funds 4000 0000 0000 9995',
    ]);
    await userEvent.tab();
    await expect(successful.getByRole('button', { name: /^Visa debit/ })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toHaveFocus();
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
    await openOtherCards(canvas);
  },
};

/** A declined card copied: highlighted 'Copied!' for 1 s, then the label reverts and the dropdown closes. */
export const CopyDeclinedCard: Story = {
  beforeEach: holdFeedback,
  play: async ({ canvas, args, step }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    const trigger = await openOtherCards(canvas);
    await step('copy the generic decline card', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Generic decline 4000 0000 0000 0002' }));
      await expect(args.copy).toHaveBeenCalledWith('4000 0000 0000 0002');
      const item = canvas.getByRole('button', { name: 'Copied! 4000 0000 0000 0002' });
      await expect(item).toHaveAttribute('data-state', 'copied');
      await expect(item).toHaveFocus();
      await expect(canvas.getByRole('button', { name: 'Copy Stripe Test Card' })).toBeVisible();
    });
    await step('after 1 s the dropdown closes and the focus returns to its button', async () => {
      await clock.advance(TEST_CARD_COPY_FEEDBACK_MS - 1);
      await expect(trigger).toHaveAttribute('aria-expanded', 'true');
      await clock.advance(1);
      await waitFor(() => expect(trigger).toHaveAttribute('aria-expanded', 'false'));
      await expect(trigger).toHaveFocus();
    });
    await step('reopened, the card has its name back', async () => {
      await openOtherCards(canvas);
      const item = canvas.getByRole('button', { name: 'Generic decline 4000 0000 0000 0002' });
      await expect(item).toHaveAttribute('data-state', 'idle');
    });
    clock.release();
  },
};

/** The browser refused the clipboard: a message says to type the number instead. */
export const CopyRefused: Story = {
  args: { copy: fn(async (_text: string) => Promise.reject(new DOMException('Denied', 'NotAllowedError'))) },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await userEvent.click(canvas.getByRole('button', { name: 'Copy Stripe Test Card' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      "Couldn't copy. Type the card number by hand on the next screen.",
    );
    await expect(canvas.getByRole('button', { name: 'Copy Stripe Test Card' })).toBeVisible();
  },
};

/** The demo has a pause button (it loops for longer than 5 s). */
export const PausedDemo: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await userEvent.click(canvas.getByRole('button', { name: 'Pause animation' }));
    const play = canvas.getByRole('button', { name: 'Play animation' });
    await expect(play.closest('[data-state]')).toHaveAttribute('data-state', 'paused');
    await userEvent.click(play);
    await expect(canvas.getByRole('button', { name: 'Pause animation' })).toBeVisible();
  },
};

/** Params hid the close button: no Close, and Escape does nothing. */
export const HiddenClose: Story = {
  args: { hideClose: true },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await expect(canvas.queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toHaveAttribute('open');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  args: { locale: 'es' },
  play: async ({ canvas, args }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Copiar tarjeta de prueba de Stripe' });
    await expect(dialog).toHaveAccessibleDescription(
      'Solo en modo de prueba. Los miembros reales nunca verán esta ventana.',
    );
    // The longer labels wrap: nothing sticks out of the modal.
    const body = dialog.querySelector('.wf-dialog__body') as HTMLElement;
    await expect(body.scrollWidth).toBeLessThanOrEqual(body.clientWidth);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar tarjeta de prueba de Stripe' }));
    await expect(canvas.getByRole('button', { name: 'Tarjeta de prueba de Stripe copiada' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Otras tarjetas de prueba' }));
    await expect(canvas.getByRole('list', { name: 'Rechazadas' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Fondos insuficientes 4000 0000 0000 9995' }));
    await expect(args.copy).toHaveBeenLastCalledWith('4000 0000 0000 9995');
    await expect(canvas.getByRole('button', { name: '¡Copiada! 4000 0000 0000 9995' })).toBeVisible();
    await expect(
      canvas.getByRole('link', { name: 'Ver más tarjetas de prueba (se abre en una pestaña nueva)' }),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Continuar al pago de prueba' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};

/** The app's primary button colour paints the Continue button and the link. */
export const Branded: Story = {
  args: { app: brandedApp },
  play: async ({ canvas }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    const button = canvas.getByRole('button', { name: 'Continue to Test Checkout' });
    await expect(getComputedStyle(button).backgroundColor).toBe(BRAND_COLOR);
    await expect(getComputedStyle(canvas.getByRole('link', { name: /See more test cards/ })).color).toBe(
      BRAND_COLOR,
    );
  },
};

/** On a 375 px phone, with the dropdown open. */
export const Mobile: Story = {
  ...mobile,
  play: async ({ canvas }) => {
    const dialog = await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await expect(window.innerWidth).toBe(375);
    await expect(dialog.getBoundingClientRect().width).toBeGreaterThan(340);
    await openOtherCards(canvas);
    const item = canvas.getByRole('button', { name: 'American Express 3782 822463 10005' });
    await expect(item.scrollWidth).toBeLessThanOrEqual(item.clientWidth);
  },
};

/** Continue has asked for the checkout: it shows a spinner and waits. */
export const Continuing: Story = {
  args: { continuing: true },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    const button = canvas.getByRole('button', { name: 'Continue to Test Checkout' });
    await expect(button).toBeDisabled();
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};

/** The checkout could not begin: the reason shows above Continue, which may be tried again. */
export const CheckoutRefused: Story = {
  args: { error: 'This price is not available. Please choose another plan.' },
  play: async ({ canvas, args }) => {
    await canvas.findByRole('dialog', { name: 'Copy Stripe Test Card' });
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      'This price is not available. Please choose another plan.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Continue to Test Checkout' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
  },
};
