import type { Meta, StoryObj } from '@storybook/react-vite';
import { WfError } from '@wf/sdk/errors';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { LockedVideoPlayer } from '../../../site/islands/VideoPlayer/LockedVideoPlayer.tsx';
import type { PlayerCopy } from '../../../site/islands/VideoPlayer/types.ts';
import { VideoPlayerView } from '../../../site/islands/VideoPlayer/VideoPlayerView.tsx';
import { holdTimers, type StoryClock } from '../../support/clock.ts';
import { alreadySubscribed, CHECKOUT_REQUEST, fakeBilling, videoOffers } from '../lib/Membership.fixture.ts';

/** content/site/pages/video.yaml */
const copy: PlayerCopy = {
  loading: 'Loading video...',
  lockedHeading: 'Membership Content',
  lockedText: 'Sign up to access this video',
  upgrade: { label: 'Upgrade Now', href: '/signup?plan=trial' },
  failedHeading: 'This video could not be loaded',
  failedFallback: 'Please check your connection and try again.',
  retry: 'Try Again',
  offers: videoOffers,
};

const video = { id: 'leadership-challenging-times', title: 'Leadership in Challenging Times' };

/** Stories load a blank page in the frame instead of the real Vimeo player (no network). */
const PLAYER_BASE = 'about:blank#';

/** How long the fake service takes to answer the player id. */
const SERVICE_MS = 300;

/** The fake service's answer, moved by hand (stories/support/clock.ts). */
let clock: StoryClock;

const meta = {
  title: 'site/islands/VideoPlayer',
  component: LockedVideoPlayer,
  args: {
    status: 'signed-out',
    video,
    copy,
    playerBase: PLAYER_BASE,
    loadPlayerId: fn(async () => {
      await new Promise((resolve) => setTimeout(resolve, SERVICE_MS));
      return '76979871';
    }),
  },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 960 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof LockedVideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const VisitorLocked: Story = {
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('Membership Content')).toBeVisible();
    await expect(canvas.getByText('Sign up to access this video')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute(
      'href',
      '/signup?plan=trial',
    );
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(args.loadPlayerId).not.toHaveBeenCalled();
  },
};

export const Loading: Story = {
  args: { status: 'loading' },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading video...');
    await expect(canvasElement.querySelector('.wf-video-player')).toHaveAttribute('data-state', 'loading');
    await expect(args.loadPlayerId).not.toHaveBeenCalled();
  },
};

export const MemberLocked: Story = {
  args: { status: 'signed-in' },
  beforeEach: () => {
    clock = holdTimers((delay) => delay === SERVICE_MS);
    return () => clock.restore();
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('the id is being fetched', async () => {
      await expect(canvas.getByRole('status')).toHaveTextContent('Loading video...');
      await expect(args.loadPlayerId).toHaveBeenCalledWith('leadership-challenging-times');
    });
    await step('then the player plays it', async () => {
      await waitFor(() => expect(clock.pending()).toBe(1));
      await clock.advance(SERVICE_MS);
      await waitFor(() => expect(canvasElement.querySelector('iframe')).not.toBeNull());
      const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
      await expect(frame).toHaveAttribute('src', `${PLAYER_BASE}76979871?autoplay=0`);
      await expect(frame).toHaveAttribute('title', 'Leadership in Challenging Times');
      await expect(frame).toHaveAttribute('allow', 'autoplay; fullscreen; picture-in-picture');
      await expect(frame).toHaveAttribute('allowfullscreen');
      await expect(canvas.queryByText('Membership Content')).not.toBeInTheDocument();
    });
  },
};

let retryCalls = 0;

export const MemberFailedThenRetry: Story = {
  args: {
    status: 'signed-in',
    // The first try fails, the second answers.
    loadPlayerId: fn(async () => {
      retryCalls += 1;
      if (retryCalls === 1)
        throw new WfError('unavailable', 'The service is unavailable. Please try again in a moment.', {
          status: 503,
          retryable: true,
        });
      return '76979871';
    }),
  },
  beforeEach: () => {
    retryCalls = 0;
  },
  play: async ({ args, canvas, canvasElement, step }) => {
    await step('the failure is said plainly, with a retry', async () => {
      const alert = await canvas.findByRole('alert');
      await expect(alert).toHaveTextContent('This video could not be loaded');
      await expect(alert).toHaveTextContent('The service is unavailable. Please try again in a moment.');
    });
    await step('Try Again fetches again and plays', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Try Again' }));
      await waitFor(() => expect(canvasElement.querySelector('iframe')).not.toBeNull());
      await expect(args.loadPlayerId).toHaveBeenCalledTimes(2);
    });
  },
};

export const Unlocked: Story = {
  render: () => (
    <VideoPlayerView
      state="ready"
      title={video.title}
      playerId="76979871"
      copy={copy}
      autoplay
      playerBase={PLAYER_BASE}
    />
  ),
  play: async ({ canvasElement }) => {
    const frame = canvasElement.querySelector('iframe') as HTMLIFrameElement;
    await expect(frame).toHaveAttribute('src', `${PLAYER_BASE}76979871?autoplay=1`);
    await expect(frame).toHaveAttribute('title', 'Leadership in Challenging Times');
    await expect(canvasElement.querySelector('.wf-video-player')).toHaveAttribute('data-state', 'ready');
  },
};

/** The story's fake billing calls, with their spies. */
const billingSpies = (args: { billing?: unknown }) => args.billing as ReturnType<typeof fakeBilling>;

/** A free account on a locked video: one sentence, one button to start the free trial; no request for the id. */
export const MemberOfferTrial: Story = {
  args: { status: 'signed-in', canWatch: false, offer: 'trial', billing: fakeBilling() },
  play: async ({ args, canvas, canvasElement }) => {
    await expect(canvas.getByText('Membership Content')).toBeVisible();
    await expect(
      canvas.getByText('Start your 7-day free trial to watch this video. No card needed.'),
    ).toBeVisible();
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
    await expect(args.loadPlayerId).not.toHaveBeenCalled();
    await expect(canvasElement.querySelector('.wf-video-player')).toHaveAttribute('data-state', 'offer');
    await userEvent.click(canvas.getByRole('button', { name: 'Start Free Trial' }));
    await expect(billingSpies(args).purchasePlansWithCheckout).toHaveBeenCalledWith(CHECKOUT_REQUEST);
    await expect(canvas.getByRole('button', { name: 'Opening checkout...' })).toBeDisabled();
  },
};

/** A lapsed Membership on a locked video: one button to renew. */
export const MemberOfferRenew: Story = {
  args: { status: 'signed-in', canWatch: false, offer: 'renew', billing: fakeBilling() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText('Your membership has ended. Renew it to watch this video.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Start Free Trial' })).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Renew for $1.00/month' }));
    await expect(billingSpies(args).purchasePlansWithCheckout).toHaveBeenCalledWith(CHECKOUT_REQUEST);
  },
};

/** The site thought the member could watch, but the service answers 403: the offer, never the raw refusal. */
export const MemberRefusedByService: Story = {
  args: {
    status: 'signed-in',
    offer: 'renew',
    billing: fakeBilling(),
    loadPlayerId: fn(async () => {
      throw new WfError('forbidden', 'Your membership does not include this content.', { status: 403 });
    }),
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findByRole('button', { name: 'Renew for $1.00/month' })).toBeVisible();
    await expect(
      canvas.queryByText('Your membership does not include this content.'),
    ).not.toBeInTheDocument();
    await expect(canvas.queryByText('This video could not be loaded')).not.toBeInTheDocument();
    await expect(canvasElement.querySelector('.wf-video-player')).toHaveAttribute('data-state', 'offer');
  },
};

/** The checkout is refused: the service's sentence under the button. */
export const MemberOfferRefused: Story = {
  args: {
    status: 'signed-in',
    canWatch: false,
    offer: 'trial',
    billing: fakeBilling({
      purchasePlansWithCheckout: async () => {
        throw alreadySubscribed();
      },
    }),
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Start Free Trial' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'You already have the Membership plan. Manage it from your billing portal.',
    );
    await expect(canvas.getByRole('button', { name: 'Start Free Trial' })).toBeEnabled();
  },
};
