import type { Meta, StoryObj } from '@storybook/react-vite';
import { ERROR_CODES, WfError } from '@wf/sdk';
import { Toaster } from '@wf/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminVideos, type AdminVideosProps } from '../../../site/islands/AdminVideoForm/AdminVideos.tsx';
import { clearToasts, never, shownToast } from '../lib/WalletPass.fixture.ts';
import {
  adminCopy,
  adminMember,
  fakeAdminClient,
  lapsedAdminMember,
  plainMember,
  VALID_VIDEO,
} from './AdminVideoForm.fixture.ts';

type Canvas = ReturnType<typeof within>;
type FakeAdminClient = ReturnType<typeof fakeAdminClient>;
const spies = (args: Pick<AdminVideosProps, 'client'>) => args.client as FakeAdminClient;

const meta = {
  title: 'site/islands/AdminVideoForm',
  component: AdminVideos,
  args: {
    copy: adminCopy,
    status: 'signed-in',
    member: adminMember,
    client: null,
    navigate: fn(),
    keepToast: fn(),
    pollIntervalMs: 50,
  },
  parameters: { layout: 'fullscreen' },
  beforeEach: clearToasts,
  decorators: [
    (Story) => (
      <>
        <div style={{ padding: '0 1rem' }}>
          <Story />
        </div>
        <Toaster />
      </>
    ),
  ],
} satisfies Meta<typeof AdminVideos>;

export default meta;
type Story = StoryObj<typeof meta>;

const field = {
  title: (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Title/ }),
  description: (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Description/ }),
  vimeoId: (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Vimeo ID/ }),
  thumbnail: (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Thumbnail URL/ }),
  duration: (canvas: Canvas) => canvas.getByRole('textbox', { name: /^Duration/ }),
  category: (canvas: Canvas) => canvas.getByRole('combobox', { name: /^Category/ }),
  locked: (canvas: Canvas) => canvas.getByRole('switch', { name: 'Locked Content' }),
  featured: (canvas: Canvas) => canvas.getByRole('switch', { name: 'Featured Video' }),
  submit: (canvas: Canvas) => canvas.getByRole('button', { name: 'Add Video' }),
};

/** Types a whole video the way an admin does, field by field; featured switched on. */
async function fillIn(canvas: Canvas, video: Partial<Record<keyof typeof VALID_VIDEO, string>> = {}) {
  const values = { ...VALID_VIDEO, ...video };
  await userEvent.type(field.title(canvas), `  ${values.title} `);
  await userEvent.type(field.description(canvas), values.description);
  await userEvent.type(field.vimeoId(canvas), values.vimeoId);
  await userEvent.type(field.thumbnail(canvas), values.thumbnail);
  await userEvent.type(field.duration(canvas), values.duration);
  await userEvent.selectOptions(field.category(canvas), values.category);
  await userEvent.click(field.featured(canvas));
}

async function expectValuesKept(canvas: Canvas) {
  await expect(field.title(canvas)).toHaveValue(`  ${VALID_VIDEO.title} `);
  await expect(field.description(canvas)).toHaveValue(VALID_VIDEO.description);
  await expect(field.vimeoId(canvas)).toHaveValue(VALID_VIDEO.vimeoId);
  await expect(field.thumbnail(canvas)).toHaveValue(VALID_VIDEO.thumbnail);
  await expect(field.duration(canvas)).toHaveValue(VALID_VIDEO.duration);
  await expect(field.category(canvas)).toHaveValue(VALID_VIDEO.category);
  await expect(field.featured(canvas)).toBeChecked();
}

/** What addVideo receives for VALID_VIDEO: trimmed, with both switches. */
const SENT_VIDEO = { ...VALID_VIDEO, isLocked: true, isFeatured: true };

/** While the member state loads: 'Loading...'. */
export const Loading: Story = {
  args: { status: 'loading', member: null },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.queryByRole('form')).not.toBeInTheDocument();
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Nobody signed in: on to /login, and the form never shows. */
export const SignedOut: Story = {
  args: { status: 'signed-out', member: null },
  play: async ({ args, canvas }) => {
    await waitFor(() => expect(args.navigate).toHaveBeenCalledWith('/login'));
    await expect(canvas.queryByRole('button', { name: 'Add Video' })).not.toBeInTheDocument();
  },
};

/** A member without the admin plan: 'Access Denied', kept for the next page, and on to /. */
export const Denied: Story = {
  args: { member: plainMember, client: fakeAdminClient() },
  play: async ({ args, canvas }) => {
    const toast = await shownToast(canvas, 'Access Denied');
    await expect(toast).toHaveAttribute('role', 'alert');
    await expect(toast).toHaveTextContent('You need an Admin Plan to access this page.');
    await expect(args.navigate).toHaveBeenCalledOnce();
    await expect(args.navigate).toHaveBeenCalledWith('/');
    await expect(args.keepToast).toHaveBeenCalledWith({
      title: 'Access Denied',
      description: 'You need an Admin Plan to access this page.',
      variant: 'destructive',
    });
    await expect(canvas.queryByRole('button', { name: 'Add Video' })).not.toBeInTheDocument();
  },
};

/**
 * A member whose admin plan connection is CANCELED: denied like any member, as the service would
 * refuse her (docs/product/website.md §6).
 */
export const LapsedAdmin: Story = {
  args: { member: lapsedAdminMember, client: fakeAdminClient() },
  play: async ({ args, canvas }) => {
    const toast = await shownToast(canvas, 'Access Denied');
    await expect(toast).toHaveTextContent('You need an Admin Plan to access this page.');
    await expect(args.navigate).toHaveBeenCalledWith('/');
    await expect(canvas.queryByRole('button', { name: 'Add Video' })).not.toBeInTheDocument();
  },
};

/** An admin: the empty form with its defaults, in the spec's order. */
export const Pristine: Story = {
  args: { client: fakeAdminClient() },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Add New Video' })).toBeVisible();
    await expect(field.description(canvas).tagName).toBe('TEXTAREA');
    await expect(field.vimeoId(canvas)).toHaveAttribute('placeholder', '123456789');
    await expect(field.duration(canvas)).toHaveAttribute('placeholder', '24:15');
    const options = within(field.category(canvas))
      .getAllByRole('option')
      .map((option) => option.textContent);
    await expect(options).toEqual([
      'Select a category',
      'Orisha',
      'Teachings',
      'Ifa',
      'Leadership',
      'Spiritual Development',
    ]);
    await expect(field.category(canvas)).toHaveValue('');
    await expect(field.locked(canvas)).toBeChecked();
    await expect(field.locked(canvas)).toHaveAccessibleDescription('Require membership to view this video');
    await expect(field.featured(canvas)).not.toBeChecked();
    await expect(field.featured(canvas)).toHaveAccessibleDescription(
      'Display this video in the featured section',
    );
    // Tab order follows the form as shown.
    await userEvent.click(field.title(canvas));
    for (const next of [
      field.description,
      field.vimeoId,
      field.thumbnail,
      field.duration,
      field.category,
      field.locked,
      field.featured,
      field.submit,
    ]) {
      await userEvent.tab();
      await expect(next(canvas)).toHaveFocus();
    }
    await expect(args.navigate).not.toHaveBeenCalled();
  },
};

/** Add Video on the empty form: every §5 message under its field; nothing is sent. */
export const RequiredErrors: Story = {
  args: { client: fakeAdminClient() },
  play: async ({ args, canvas }) => {
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(field.title(canvas)).toHaveAccessibleDescription('Title is required');
    await expect(field.description(canvas)).toHaveAccessibleDescription('Description is required');
    await expect(field.vimeoId(canvas)).toHaveAccessibleDescription('Vimeo ID is required');
    await expect(field.thumbnail(canvas)).toHaveAccessibleDescription('Must be a valid URL');
    await expect(field.duration(canvas)).toHaveAccessibleDescription('Duration is required');
    await expect(field.category(canvas)).toHaveAccessibleDescription('Category is required');
    await waitFor(() => expect(field.title(canvas)).toHaveFocus());
    await expect(field.title(canvas)).toHaveAttribute('aria-invalid', 'true');
    await expect(spies(args).addVideo).not.toHaveBeenCalled();

    // Typing fixes the field's message at once.
    await userEvent.type(field.title(canvas), 'Honouring the Ancestors');
    await waitFor(() => expect(canvas.queryByText('Title is required')).not.toBeInTheDocument());
  },
};

/** Only spaces count as empty; a thumbnail that is not a web address is refused. */
export const InvalidThumbnail: Story = {
  args: { client: fakeAdminClient() },
  play: async ({ args, canvas }) => {
    await fillIn(canvas, { thumbnail: 'ancestors.jpg', duration: '   ' });
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Must be a valid URL')).toBeVisible();
    await expect(canvas.getByText('Duration is required')).toBeVisible();
    await expect(canvas.getAllByRole('alert')).toHaveLength(2);
    await waitFor(() => expect(field.thumbnail(canvas)).toHaveFocus());
    await expect(spies(args).addVideo).not.toHaveBeenCalled();
  },
};

/** The shared schema also refuses malformed ids and durations, so every accepted video builds. */
export const InvalidFormats: Story = {
  args: { client: fakeAdminClient() },
  play: async ({ args, canvas }) => {
    await fillIn(canvas, { vimeoId: 'vimeo.com/76979871', duration: '24 min' });
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Vimeo ID must contain digits only, like 123456789')).toBeVisible();
    await expect(
      canvas.getByText('Duration must be minutes:seconds like 24:15, or hours:minutes:seconds like 1:05:30'),
    ).toBeVisible();
    await expect(spies(args).addVideo).not.toHaveBeenCalled();
  },
};

/** Saving: the button is busy and the progress says so. */
export const Submitting: Story = {
  args: { client: fakeAdminClient(undefined, never) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(field.submit(canvas));
    const progress = await canvas.findByRole('progressbar', { name: 'Adding the video' });
    await expect(progress).toHaveAttribute('aria-valuenow', '1');
    await expect(canvas.getByText('Saving the video…')).toBeVisible();
    await expect(field.submit(canvas)).toBeDisabled();
    await expect(field.submit(canvas)).toHaveAttribute('aria-busy', 'true');
    await expect(spies(args).addVideo).toHaveBeenCalledOnce();
    await expect(spies(args).addVideo).toHaveBeenCalledWith(SENT_VIDEO);
  },
};

/** Saved; the site is being rebuilt: 'Publishing the video to the site…'. */
export const Publishing: Story = {
  args: { client: fakeAdminClient([{ status: 'queued' }, { status: 'building' }]) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('Publishing the video to the site…')).toBeVisible();
    await expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await waitFor(() => expect(spies(args).getPublishStatus).toHaveBeenCalledTimes(3));
    await expect(spies(args).getPublishStatus).toHaveBeenCalledWith({ jobId: 'job_1' });
    await expect(field.submit(canvas)).toBeDisabled();
    await expectValuesKept(canvas);
  },
};

/** Live: the toast, a link to the new page, and the form back to its defaults. */
export const Published: Story = {
  args: { client: fakeAdminClient([{ status: 'building' }, { status: 'live' }]) },
  play: async ({ args, canvas }) => {
    await fillIn(canvas);
    await userEvent.click(field.submit(canvas));
    const toast = await shownToast(canvas, 'Video Added Successfully');
    await expect(toast).toHaveTextContent('"Honouring the Ancestors" has been added to the video library');
    await expect(canvas.getByRole('link', { name: 'View the video' })).toHaveAttribute(
      'href',
      '/videos/honouring-the-ancestors',
    );
    await expect(canvas.getByText(/"Honouring the Ancestors" is live in the video library/)).toBeVisible();
    await waitFor(() => expect(field.title(canvas)).toHaveValue(''));
    await expect(field.description(canvas)).toHaveValue('');
    await expect(field.category(canvas)).toHaveValue('');
    await expect(field.locked(canvas)).toBeChecked();
    await expect(field.featured(canvas)).not.toBeChecked();
    await expect(field.submit(canvas)).toBeEnabled();
    await expect(spies(args).addVideo).toHaveBeenCalledOnce();
    await expect(spies(args).addVideo).toHaveBeenCalledWith(SENT_VIDEO);
  },
};

/** The site could not be rebuilt: said clearly, and everything typed is still there. */
export const Failed: Story = {
  args: {
    client: fakeAdminClient([
      { status: 'building' },
      { status: 'failed', error: 'The site build failed, so the video was not added. Please try again.' },
    ]),
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(field.submit(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The video could not be published.');
    await expect(alert).toHaveTextContent(
      'The site build failed, so the video was not added. Please try again.',
    );
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expectValuesKept(canvas);
    await expect(field.submit(canvas)).toBeEnabled();
  },
};

/** A video with the same id exists: the service's sentence, and nothing is lost. */
export const Duplicate: Story = {
  args: {
    client: fakeAdminClient(undefined, async () => {
      throw new WfError(
        'video/already-exists',
        'A video with the id "honouring-the-ancestors" already exists. Choose a different title.',
        { status: 409 },
      );
    }),
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(field.submit(canvas));
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('The video was not added.');
    await expect(alert).toHaveTextContent('already exists. Choose a different title.');
    await expectValuesKept(canvas);
  },
};

/** The service refuses a field: its message goes under that field. */
export const ServerFieldError: Story = {
  args: {
    client: fakeAdminClient(undefined, async () => {
      throw new WfError(ERROR_CODES.validation, 'Please correct the highlighted fields.', {
        status: 400,
        details: { fields: { thumbnail: 'The thumbnail address could not be reached' } },
      });
    }),
  },
  play: async ({ canvas }) => {
    await fillIn(canvas);
    await userEvent.click(field.submit(canvas));
    await expect(await canvas.findByText('The thumbnail address could not be reached')).toBeVisible();
    await waitFor(() => expect(field.thumbnail(canvas)).toHaveFocus());
    await expect(canvas.getByText('Please correct the highlighted fields.')).toBeVisible();
  },
};
