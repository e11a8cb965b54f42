import type { Meta, StoryObj } from '@storybook/react-vite';
import { Accordion, type AccordionItem } from '@wf/ui';
import { expect, userEvent } from 'storybook/test';

// docs/product/website.md, plans page: the FAQ.
const faq: AccordionItem[] = [
  {
    id: 'plan-changes',
    title: 'Can I change my plan later?',
    content: 'Yes. You can change your plan at any time; the change applies from your next billing cycle.',
  },
  {
    id: 'payment',
    title: 'What payment methods do you accept?',
    content: 'We accept all major cards and PayPal.',
  },
  {
    id: 'trial',
    title: 'Is there a free trial?',
    content: 'Yes: a 7-day free trial, and no card is needed.',
  },
  {
    id: 'digital-id',
    title: 'When do I get my digital ID?',
    content: 'Your digital member ID is created when you sign up.',
  },
];

/**
 * Presses Enter as a real keyboard would. A <summary> toggles through the browser's own default
 * action, which only trusted events trigger: under Vitest the key goes through the browser
 * driver; in the Storybook UI, user-event cannot do it, so the browser's action (a click) is applied.
 */
async function pressEnter() {
  try {
    const { userEvent: browser } = await import('vitest/browser');
    await browser.keyboard('{Enter}');
  } catch {
    await userEvent.keyboard('{Enter}');
    const focused = document.activeElement;
    if (focused instanceof HTMLElement && focused.localName === 'summary') focused.click();
  }
}

const details = (summary: HTMLElement) => summary.closest('details') as HTMLDetailsElement;

const meta = {
  title: 'ui/Accordion',
  component: Accordion,
  args: { items: faq },
  argTypes: { headingLevel: { control: 'inline-radio', options: [2, 3, 4] } },
} satisfies Meta<typeof Accordion>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Collapsed: Story = {
  play: async ({ canvas }) => {
    for (const { title } of faq) await expect(canvas.getByText(title as string)).toBeVisible();
    await expect(canvas.getByText('We accept all major cards and PayPal.')).not.toBeVisible();
    // A click opens an answer and turns its chevron.
    const question = canvas.getByText('What payment methods do you accept?');
    await userEvent.click(question);
    await expect(canvas.getByText('We accept all major cards and PayPal.')).toBeVisible();
    const chevron = details(question).querySelector('.wf-accordion__chevron') as Element;
    await Promise.allSettled(chevron.getAnimations().map((animation) => animation.finished));
    await expect(getComputedStyle(chevron).transform).not.toBe('none');
  },
};

export const OneOpen: Story = {
  args: { defaultOpen: ['trial'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Yes: a 7-day free trial, and no card is needed.')).toBeVisible();
    await expect(details(canvas.getByText('Is there a free trial?'))).toHaveAttribute('open');
    await expect(canvas.getByText('We accept all major cards and PayPal.')).not.toBeVisible();
  },
};

/** Only one answer open at a time: opening another closes the first. */
export const Exclusive: Story = {
  args: { exclusive: true, defaultOpen: ['plan-changes'] },
  play: async ({ canvas }) => {
    const planChanges = canvas.getByText(/the change applies from your next billing cycle/);
    await expect(planChanges).toBeVisible();
    await userEvent.click(canvas.getByText('When do I get my digital ID?'));
    await expect(canvas.getByText('Your digital member ID is created when you sign up.')).toBeVisible();
    await expect(planChanges).not.toBeVisible();
  },
};

/** Tab reaches each question, with a visible focus ring; Enter opens and closes it. */
export const Keyboard: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    const summary = details(canvas.getByText('Can I change my plan later?')).querySelector(
      'summary',
    ) as HTMLElement;
    await expect(summary).toHaveFocus();
    await expect(getComputedStyle(summary).boxShadow).not.toBe('none');
    await pressEnter();
    await expect(canvas.getByText(/the change applies from your next billing cycle/)).toBeVisible();
    await pressEnter();
    await expect(canvas.getByText(/the change applies from your next billing cycle/)).not.toBeVisible();
    await userEvent.tab();
    await expect(
      details(canvas.getByText('What payment methods do you accept?')).querySelector('summary'),
    ).toHaveFocus();
  },
};

/** Each question is also a heading, so it shows in the page's outline. */
export const WithHeadings: Story = {
  args: { headingLevel: 3 },
  play: async ({ canvas }) => {
    const headings = canvas.getAllByRole('heading', { level: 3 });
    await expect(headings.map((heading) => heading.textContent)).toEqual(faq.map((item) => item.title));
    await userEvent.click(headings[2] as HTMLElement);
    await expect(canvas.getByText('Yes: a 7-day free trial, and no card is needed.')).toBeVisible();
  },
};
