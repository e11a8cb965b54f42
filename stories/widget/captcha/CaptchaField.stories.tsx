import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { CaptchaField, type CaptchaFieldHandle } from '../../../widget/src/captcha/index.ts';
import { decodeCaptchaToken } from '../../../widget/src/captcha/token.ts';
import { makeChallenge, tokenSolves } from './support.ts';

const meta = {
  title: 'widget/captcha/CaptchaField',
  component: CaptchaField,
  args: {
    fetchChallenge: fn(() => makeChallenge(737)),
    onToken: fn(),
  },
  decorators: [
    (Story) => (
      <div style={{ maxInlineSize: 340 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CaptchaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Ticking the box fetches a challenge and solves it: 'Verified', and the token goes to onToken. */
export const Default: Story = {
  play: async ({ canvas, args, step }) => {
    const box = canvas.getByRole('checkbox', { name: "I'm not a robot" });
    await expect(box).not.toBeChecked();
    await step('tick the box', async () => {
      await userEvent.click(box);
    });
    await step('it verifies and hands over a token that solves the challenge', async () => {
      await expect(await canvas.findByRole('checkbox', { name: 'Verified' })).toBeChecked();
      await expect(canvas.getByRole('status')).toHaveTextContent('Verified');
      await expect(args.fetchChallenge).toHaveBeenCalledTimes(1);
      await expect(args.onToken).toHaveBeenCalledTimes(1);
      const token = (args.onToken as ReturnType<typeof fn>).mock.calls[0]?.[0];
      await expect(decodeCaptchaToken(token)?.number).toBe(737);
      await expect(await tokenSolves(token)).toBe(true);
    });
    await step('a second click keeps it verified', async () => {
      await userEvent.click(canvas.getByRole('checkbox', { name: 'Verified' }));
      await expect(canvas.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
      await expect(args.fetchChallenge).toHaveBeenCalledTimes(1);
    });
  },
};

/** The keyboard works too: Space on the focused box. */
export const ByKeyboard: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).toHaveFocus();
    await userEvent.keyboard(' ');
    const box = await canvas.findByRole('checkbox', { name: 'Verified' });
    await expect(box).toHaveFocus();
    await expect(args.onToken).toHaveBeenCalledTimes(1);
  },
};

/** While the challenge is on its way (here forever) the box reads 'Verifying…' and ignores clicks. */
export const Verifying: Story = {
  args: { fetchChallenge: fn(() => new Promise<never>(() => undefined)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
    const box = await canvas.findByRole('checkbox', { name: 'Verifying…' });
    await expect(box).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying…');
    await userEvent.click(box);
    await expect(args.fetchChallenge).toHaveBeenCalledTimes(1);
    await expect(args.onToken).not.toHaveBeenCalled();
  },
};

/** The service could not be reached: the failure message and Retry, which then succeeds. */
export const Failed: Story = {
  args: { fetchChallenge: fn(() => makeChallenge(42)) },
  play: async ({ canvas, args, step }) => {
    await step('the first attempt fails', async () => {
      (args.fetchChallenge as ReturnType<typeof fn>).mockRejectedValueOnce(new Error('Network error'));
      await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
      await expect(await canvas.findByRole('alert')).toHaveTextContent('Verification failed. Try again.');
      await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
      await expect(args.onToken).not.toHaveBeenCalled();
    });
    await step('Retry verifies', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
      await expect(await canvas.findByRole('checkbox', { name: 'Verified' })).toBeChecked();
      await expect(canvas.queryByRole('alert')).toBeNull();
      await expect(await tokenSolves((args.onToken as ReturnType<typeof fn>).mock.calls[0]?.[0])).toBe(true);
    });
  },
};

/** A challenge whose secret is out of range cannot be solved: the field fails instead of spinning. */
export const Unsolvable: Story = {
  args: { fetchChallenge: fn(() => makeChallenge(1500, 1000)) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Verification failed. Try again.');
    await expect(args.onToken).not.toHaveBeenCalled();
  },
};

/** A parent with a reset key and a submit that executes the captcha, as the signup form does. */
function SignupLike(args: Story['args']) {
  const captcha = useRef<CaptchaFieldHandle>(null);
  const [attempt, setAttempt] = useState(0);
  const [result, setResult] = useState('Nothing sent yet');
  return (
    <form
      aria-label="Signup"
      style={{ display: 'grid', gap: 12 }}
      onSubmit={(event) => {
        event.preventDefault();
        captcha.current?.execute().then(
          (token) => setResult(`Sent with token of number ${decodeCaptchaToken(token)?.number}`),
          () => setResult('Submit stopped'),
        );
      }}
    >
      <CaptchaField
        ref={captcha}
        resetKey={attempt}
        fetchChallenge={args?.fetchChallenge ?? (() => makeChallenge(1))}
        onToken={args?.onToken}
        locale={args?.locale}
      />
      <button type="submit">Sign up</button>
      <button type="button" onClick={() => setAttempt((value) => value + 1)}>
        Signup failed
      </button>
      <output>{result}</output>
    </form>
  );
}

/** A new reset key (after a failed signup) unticks the box and drops the token. */
export const Reset: Story = {
  render: (args) => <SignupLike {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: "I'm not a robot" }));
    await canvas.findByRole('checkbox', { name: 'Verified' });
    await userEvent.click(canvas.getByRole('button', { name: 'Signup failed' }));
    await expect(canvas.getByRole('checkbox', { name: "I'm not a robot" })).not.toBeChecked();
    await expect(args.onToken).toHaveBeenLastCalledWith(null);
    await expect(args.onToken).toHaveBeenCalledTimes(2);
  },
};

/** docs/product/widget.md §5: a submit without a ticked box executes the captcha and sends its token. */
export const ExecutedOnSubmit: Story = {
  render: (args) => <SignupLike {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Sent with token of number 737')).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'Verified' })).toBeChecked();
    await expect(args.onToken).toHaveBeenCalledTimes(1);
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(args.fetchChallenge).toHaveBeenCalledTimes(1);
  },
};

/** docs/product/widget.md §5: when executing fails, the submit stops. */
export const ExecuteFails: Story = {
  args: { fetchChallenge: fn(() => Promise.reject(new Error('Network error'))) },
  render: (args) => <SignupLike {...args} />,
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }));
    await expect(await canvas.findByText('Submit stopped')).toBeVisible();
    await expect(canvas.getByRole('alert')).toHaveTextContent('Verification failed. Try again.');
    await expect(args.onToken).not.toHaveBeenCalled();
  },
};

/** In Spanish. */
export const Spanish: Story = {
  args: { locale: 'es' },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('checkbox', { name: 'No soy un robot' }));
    await expect(await canvas.findByRole('checkbox', { name: 'Verificado' })).toBeChecked();
    await waitFor(() => expect(args.onToken).toHaveBeenCalledTimes(1));
  },
};
