import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CAROUSEL_AUTOPLAY_MS } from '../../../site/islands/HeroCarousel/constants.ts';
import { HeroCarousel } from '../../../site/islands/HeroCarousel/HeroCarousel.tsx';
import { holdTimers, type StoryClock } from '../../support/clock.ts';
import { heroSlides } from './heroSlides.fixture.ts';

/**
 * The rotation's timer, moved by hand (stories/support/clock.ts): the stories that watch it move
 * use the real 5 s and take no time. Set up before each of them, so it holds the first turn too.
 */
let clock: StoryClock;
function holdRotation() {
  clock = holdTimers((delay) => delay === CAROUSEL_AUTOPLAY_MS);
  return () => clock.restore();
}

/** The next turn comes: its timer is set, then its time passes. */
async function nextTurn() {
  await waitFor(() => expect(clock.pending()).toBe(1));
  await clock.advance(CAROUSEL_AUTOPLAY_MS);
}

/** Three turns' time passes with the rotation held: no turn is due. */
async function timePassesHeld() {
  await waitFor(() => expect(clock.pending()).toBe(0));
  await clock.advance(CAROUSEL_AUTOPLAY_MS * 3);
}

const meta = {
  title: 'site/islands/HeroCarousel',
  component: HeroCarousel,
  // Stories that do not test reduced motion pin it off, whatever the machine prefers.
  args: { slides: heroSlides, reducedMotion: false },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HeroCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

function carouselIn(canvasElement: HTMLElement) {
  return within(canvasElement).getByRole('region', { name: 'Highlights' });
}

export const Default: Story = {
  play: async ({ canvas, canvasElement }) => {
    const carousel = carouselIn(canvasElement);
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await expect(carousel).toHaveAttribute('data-index', '0');

    const first = canvas.getByRole('group', { name: '1 of 7' });
    await expect(first).toHaveAttribute('aria-roledescription', 'slide');
    await expect(within(first).getByRole('img', { name: heroSlides[0]?.alt })).toBeVisible();
    await expect(within(first).getByText('Greeting the Dawn')).toBeVisible();
    await expect(
      within(first).getByText("Each day begins with gratitude, offered quietly at the water's edge."),
    ).toBeVisible();

    const dots = canvas.getAllByRole('button', { name: /^Go to slide \d of 7$/ });
    await expect(dots).toHaveLength(7);
    await expect(dots[0]).toHaveAttribute('aria-current', 'true');
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toBeVisible();
    // Only the slide in view is exposed to screen readers.
    await expect(canvas.getAllByRole('group')).toHaveLength(1);
  },
};

export const AdvancesByItself: Story = {
  beforeEach: holdRotation,
  play: async ({ canvas, canvasElement }) => {
    const carousel = carouselIn(canvasElement);
    await expect(carousel).toHaveAttribute('data-state', 'playing');
    // While it rotates, slide changes are not announced (APG).
    await expect(carouselIn(canvasElement).querySelector('[aria-live]')).toHaveAttribute('aria-live', 'off');
    // A slide stays its full 5 s, then the next one comes.
    await waitFor(() => expect(clock.pending()).toBe(1));
    await clock.advance(CAROUSEL_AUTOPLAY_MS - 1);
    await expect(carousel).toHaveAttribute('data-index', '0');
    await clock.advance(1);
    await waitFor(() => expect(carousel).toHaveAttribute('data-index', '1'));
    await nextTurn();
    await waitFor(() => expect(carousel).toHaveAttribute('data-index', '2'));
    await expect(canvas.getByRole('group', { name: '3 of 7' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to slide 3 of 7' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    clock.release();
  },
};

export const NextAndPrevious: Story = {
  play: async ({ canvas, canvasElement }) => {
    const carousel = carouselIn(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(carousel).toHaveAttribute('data-index', '1');
    await expect(canvas.getByRole('group', { name: '2 of 7' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Go to slide 2 of 7' })).toHaveAttribute(
      'aria-current',
      'true',
    );

    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(carousel).toHaveAttribute('data-index', '0');

    // It loops: back from the first slide is the last.
    await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }));
    await expect(carousel).toHaveAttribute('data-index', '6');
    await expect(canvas.getByRole('group', { name: '7 of 7' })).toBeInTheDocument();
    await waitFor(() => expect(canvas.getByText('Rhythm and Remembrance')).toBeVisible());
  },
};

export const Dots: Story = {
  play: async ({ canvas, canvasElement }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 4 of 7' }));
    await expect(carouselIn(canvasElement)).toHaveAttribute('data-index', '3');
    await expect(canvas.getByRole('button', { name: 'Go to slide 4 of 7' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await expect(canvas.getByRole('button', { name: 'Go to slide 1 of 7' })).not.toHaveAttribute(
      'aria-current',
    );
    await waitFor(() => expect(canvas.getByText('The Waters of Yemoja')).toBeVisible());
  },
};

export const PausesOnHover: Story = {
  beforeEach: holdRotation,
  play: async ({ canvasElement }) => {
    const carousel = carouselIn(canvasElement);
    await userEvent.hover(carousel);
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    await timePassesHeld();
    await expect(carousel).toHaveAttribute('data-index', '0');
    // Paused, the visitor is in charge: changes are announced.
    await expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    await userEvent.unhover(carousel);
    await expect(carousel).toHaveAttribute('data-state', 'playing');
    await nextTurn();
    await waitFor(() => expect(carousel).toHaveAttribute('data-index', '1'));
    clock.release();
  },
};

export const PauseButton: Story = {
  beforeEach: holdRotation,
  play: async ({ canvas, canvasElement, step }) => {
    const carousel = carouselIn(canvasElement);
    await step('Pause stops the rotation', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Pause slide rotation' }));
      await userEvent.unhover(carousel);
      await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toHaveTextContent('Play');
      await expect(carousel).toHaveAttribute('data-state', 'paused');
      const index = carousel.getAttribute('data-index');
      await timePassesHeld();
      await expect(carousel).toHaveAttribute('data-index', index);
    });
    await step('Play starts it again', async () => {
      const index = carousel.getAttribute('data-index');
      await userEvent.click(canvas.getByRole('button', { name: 'Play slide rotation' }));
      await userEvent.unhover(carousel);
      await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toBeVisible();
      await expect(carousel).toHaveAttribute('data-state', 'playing');
      await nextTurn();
      await waitFor(() => expect(carousel).not.toHaveAttribute('data-index', index));
    });
    clock.release();
  },
};

export const Keyboard: Story = {
  beforeEach: holdRotation,
  play: async ({ canvas, canvasElement }) => {
    const carousel = carouselIn(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Pause slide rotation' })).toHaveFocus();
    // Keyboard focus inside holds the rotation.
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    await timePassesHeld();
    await expect(carousel).toHaveAttribute('data-index', '0');

    await userEvent.keyboard('{ArrowRight}');
    await expect(carousel).toHaveAttribute('data-index', '1');
    await userEvent.keyboard('{ArrowRight}');
    await expect(carousel).toHaveAttribute('data-index', '2');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(carousel).toHaveAttribute('data-index', '1');

    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Previous slide' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Next slide' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(carousel).toHaveAttribute('data-index', '2');
    await expect(carousel.querySelector('[aria-live]')).toHaveAttribute('aria-live', 'polite');

    // Focus leaves (back past the first control): rotation resumes.
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await expect(carousel).not.toContainElement(document.activeElement as HTMLElement);
    await expect(carousel).toHaveAttribute('data-state', 'playing');
    await nextTurn();
    await waitFor(() => expect(carousel).toHaveAttribute('data-index', '3'));
    clock.release();
  },
};

export const PausesWhileTabHidden: Story = {
  beforeEach: holdRotation,
  play: async ({ canvasElement }) => {
    const carousel = carouselIn(canvasElement);
    const setVisibility = (state: DocumentVisibilityState | null) => {
      if (state) Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
      else Reflect.deleteProperty(document, 'visibilityState');
      document.dispatchEvent(new Event('visibilitychange'));
    };
    try {
      setVisibility('hidden');
      await waitFor(() => expect(carousel).toHaveAttribute('data-state', 'paused'));
      const index = carousel.getAttribute('data-index');
      await timePassesHeld();
      await expect(carousel).toHaveAttribute('data-index', index);
    } finally {
      setVisibility(null);
    }
    await waitFor(() => expect(carousel).toHaveAttribute('data-state', 'playing'));
    await nextTurn();
    await waitFor(() => expect(carousel).toHaveAttribute('data-index', '1'));
    clock.release();
  },
};

/** prefers-reduced-motion: reduce. Nothing moves by itself; the buttons still work, instantly. */
export const ReducedMotion: Story = {
  args: { reducedMotion: true },
  beforeEach: holdRotation,
  play: async ({ canvas, canvasElement }) => {
    const carousel = carouselIn(canvasElement);
    await expect(carousel).toHaveAttribute('data-state', 'paused');
    await expect(canvas.getByRole('button', { name: 'Play slide rotation' })).toBeVisible();
    await timePassesHeld();
    await expect(carousel).toHaveAttribute('data-index', '0');

    await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }));
    await expect(carousel).toHaveAttribute('data-index', '1');
    // No sliding animation: the new slide is in place at once.
    const second = canvas.getByRole('group', { name: '2 of 7' });
    const frame = carousel.getBoundingClientRect();
    await expect(Math.abs(second.getBoundingClientRect().left - frame.left)).toBeLessThan(1);
    clock.release();
  },
};

/** A phone-width column: a taller frame, every control in one bar, Pause as an icon. */
export const Mobile: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 360 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, canvasElement }) => {
    const carousel = carouselIn(canvasElement);
    const box = carousel.getBoundingClientRect();
    await expect(box.width).toBe(360);
    await expect(box.height).toBeGreaterThan(box.width);
    await expect(canvas.getByText('Greeting the Dawn')).toBeVisible();
    const pause = canvas.getByRole('button', { name: 'Pause slide rotation' });
    await expect(pause.getBoundingClientRect().width).toBeLessThan(50);
    await userEvent.click(canvas.getByRole('button', { name: 'Go to slide 6 of 7' }));
    await expect(carousel).toHaveAttribute('data-index', '5');
    for (const button of canvas.getAllByRole('button')) {
      const rect = button.getBoundingClientRect();
      await expect(rect.right).toBeLessThanOrEqual(box.right + 0.5);
      await expect(rect.bottom).toBeLessThanOrEqual(box.bottom + 0.5);
    }
  },
};
