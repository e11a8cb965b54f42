import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { InspectorView } from '../../../widget/src/inspector/ui/index.ts';
import {
  brokenPlanButton,
  cleanItems,
  inspectorArgs,
  missingRedirect,
  planButtonClicked,
  readyForSignup,
  renderHarness,
  signupForm,
} from './support.ts';

/** docs/product/widget.md §2 "List": the Inspector tab's X-ray switch, items and 'Attributes Found'. */
const meta = {
  title: 'widget/inspector/InspectorTab',
  component: InspectorView,
  args: inspectorArgs({ open: true }),
  render: renderHarness,
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof InspectorView>;

export default meta;
type Story = StoryObj<typeof meta>;
type Canvas = Parameters<NonNullable<Story['play']>>[0]['canvas'];

function panel(canvas: Canvas) {
  return within(canvas.getByRole('tabpanel', { name: 'Inspector' }));
}

type Scope = ReturnType<typeof within>;

/** Opens a disclosure by its button, checks it says so, and returns the queries of what it opened. */
async function expand(scope: Scope, name: string | RegExp) {
  const button = scope.getByRole('button', { name });
  await expect(button).toHaveAttribute('aria-expanded', 'false');
  await userEvent.click(button);
  await expect(button).toHaveAttribute('aria-expanded', 'true');
  const opened = button.ownerDocument.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!opened) throw new Error(`${name} controls nothing`);
  return { button, body: within(opened) };
}

/** Opens one of the item's 'Need help?' entries and checks its description shows. */
async function openHelp(body: Scope, title: string, description: string) {
  await expect(body.getByText('Need help?')).toBeVisible();
  const help = await expand(body, title);
  await expect(help.body.getByText(description)).toBeVisible();
}

/** Checks the item's Documentation link. */
async function expectDocumentation(body: Scope, title: string, href: string) {
  const link = body.getByRole('link', { name: `Documentation: ${title} (opens in a new tab)` });
  await expect(link).toHaveTextContent('Documentation');
  await expect(link).toHaveAttribute('href', href);
  await expect(link).toHaveAttribute('target', '_blank');
  await expect(link).toHaveAttribute('rel', expect.stringContaining('noopener'));
}

/** Errors, then warnings, then cart, then events, all closed; then 'Attributes Found' with 6 elements. */
export const Default: Story = {
  play: async ({ canvas }) => {
    const tab = panel(canvas);
    await expect(tab.getByRole('switch', { name: 'X-ray mode' })).not.toBeChecked();
    const list = within(tab.getByRole('region', { name: 'Events and errors' }));
    const names = list.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual([
      'Error: Broken Plan Button Found2 elements',
      'Error: Incorrect Plan ID',
      'Warning: Forgot Password Form Missing Redirect',
      'Cart: Ready for Signup',
      'Event: Plan Button Clicked',
    ]);
    for (const button of list.getAllByRole('button'))
      await expect(button).toHaveAttribute('aria-expanded', 'false');
    // Each has its type's icon.
    const icons = list.getAllByRole('button').map((button) => button.querySelector('svg')?.dataset.type);
    await expect(icons).toEqual(['error', 'error', 'warning', 'cart', 'plan-price-clicked']);
    const found = tab.getByRole('button', { name: 'Attributes Found 6 elements' });
    await expect(found).toHaveAttribute('aria-expanded', 'false');
    await expect(tab.queryByText('No errors found')).toBeNull();
    // The found items are inside the closed group: not shown yet.
    await expect(tab.queryByRole('button', { name: /Signup Form/ })).toBeNull();
  },
};

/** No errors or warnings: the list says so. */
export const NoErrors: Story = {
  args: { items: cleanItems },
  play: async ({ canvas }) => {
    await expect(panel(canvas).getByText('No errors found')).toBeVisible();
    await expect(panel(canvas).getByText('The page scan found no errors or warnings.')).toBeVisible();
    await expect(panel(canvas).getByRole('button', { name: 'Attributes Found 6 elements' })).toBeVisible();
  },
};

/** An error opened: description, attribute, the elements' messages, 'Need help?' and Documentation. */
export const ErrorExpanded: Story = {
  play: async ({ canvas, step }) => {
    const { button, body } = await expand(panel(canvas), /Broken Plan Button Found/);
    await step('description, attribute and the messages of the two elements', async () => {
      await expect(body.getByText(brokenPlanButton.description)).toBeVisible();
      await expect(body.getByText('data-ms-plan:add="free"')).toBeVisible();
      const messages = within(body.getByRole('list', { name: 'On this page' }));
      await expect(messages.getAllByRole('listitem').map((item) => item.textContent)).toEqual(
        brokenPlanButton.messages,
      );
    });
    await step("'Need help?' entries open one by one", async () => {
      await openHelp(
        body,
        'Where do plan ids come from?',
        'Each plan of your app has an id starting with pln_ (the App tab lists them).',
      );
      await expect(body.getByRole('button', { name: 'What does a plan button do?' })).toHaveAttribute(
        'aria-expanded',
        'false',
      );
    });
    await expectDocumentation(body, 'Broken Plan Button Found', brokenPlanButton.documentationLink);
    await step('closing the item hides its body again (after the 300 ms slide)', async () => {
      await userEvent.click(button);
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await waitFor(() => expect(panel(canvas).queryByText(brokenPlanButton.description)).not.toBeVisible());
    });
  },
};

/** A warning opened. */
export const WarningExpanded: Story = {
  play: async ({ canvas }) => {
    const { body } = await expand(panel(canvas), /Forgot Password Form Missing Redirect/);
    await expect(body.getByText(missingRedirect.description)).toBeVisible();
    await expect(body.getByText('Forgot Password Form Missing Redirect', { selector: 'li' })).toBeVisible();
    await openHelp(
      body,
      'How do I add a redirect?',
      'Add data-ms-redirect="/reset-password" to the form, pointing at your reset password page.',
    );
    await expectDocumentation(
      body,
      'Forgot Password Form Missing Redirect',
      missingRedirect.documentationLink,
    );
  },
};

/** A cart item opened: it shows the stored plan id. */
export const CartExpanded: Story = {
  play: async ({ canvas }) => {
    const { body } = await expand(panel(canvas), 'Cart: Ready for Signup');
    await expect(body.getByText(readyForSignup.description)).toBeVisible();
    await expect(body.getByText('Cart value')).toBeVisible();
    await expect(body.getByText('pln_example-free')).toBeVisible();
    await openHelp(
      body,
      'How do I clear it?',
      'Close this browser tab, or sign up: the stored plan is used once and then removed.',
    );
    await expectDocumentation(body, 'Ready for Signup', readyForSignup.documentationLink);
  },
};

/** An event opened. */
export const EventExpanded: Story = {
  play: async ({ canvas }) => {
    const { body } = await expand(panel(canvas), 'Event: Plan Button Clicked');
    await expect(body.getByText(planButtonClicked.description)).toBeVisible();
    await openHelp(
      body,
      'Why did nothing else happen?',
      'Only signed-in members get the plan at once; visitors get it when they sign up.',
    );
    await expectDocumentation(body, 'Plan Button Clicked', planButtonClicked.documentationLink);
  },
};

/** 'Attributes Found' opened: the found items, each with its count, in the order given. */
export const AttributesFound: Story = {
  play: async ({ canvas }) => {
    const { body } = await expand(panel(canvas), 'Attributes Found 6 elements');
    const names = body.getAllByRole('button').map((button) => button.textContent);
    await expect(names).toEqual([
      'Found: Signup Form',
      'Found: Add Plan Button3 elements',
      'Found: Member Data2 elements',
    ]);
  },
};

/** A found item opened inside the group: its attribute, 'Need help?' and Documentation. */
export const FoundExpanded: Story = {
  play: async ({ canvas }) => {
    const group = await expand(panel(canvas), 'Attributes Found 6 elements');
    const { body } = await expand(group.body, 'Found: Signup Form');
    await expect(body.getByText(signupForm.description)).toBeVisible();
    await expect(body.getByText('Attribute')).toBeVisible();
    await expect(body.getByText('data-ms-form="signup"')).toBeVisible();
    await openHelp(
      body,
      'How do the fields map?',
      'Mark each input with data-ms-member: "email", "password", or the key of a custom field.',
    );
    await expectDocumentation(body, 'Signup Form', signupForm.documentationLink);
    // Closing the group hides the item left open inside it too.
    await userEvent.click(group.button);
    await waitFor(() => expect(body.getByText('data-ms-form="signup"')).not.toBeVisible());
  },
};
