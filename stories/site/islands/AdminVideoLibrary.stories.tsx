import type { Meta, StoryObj } from '@storybook/react-vite';
import { Toaster } from '@wf/ui';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { AdminVideos, type AdminVideosProps } from '../../../site/islands/AdminVideoForm/AdminVideos.tsx';
import { clearToasts, never, shownToast } from '../lib/WalletPass.fixture.ts';
import { adminCopy, adminMember, fakeAdminClient, LIBRARY_VIDEOS } from './AdminVideoForm.fixture.ts';

type FakeAdminClient = ReturnType<typeof fakeAdminClient>;
const spies = (args: Pick<AdminVideosProps, 'client'>) => args.client as FakeAdminClient;

/** The Videos screen's library list (docs/console.md "Videos"): listing, editing, unpublishing, deleting. */
const meta = {
  title: 'site/islands/AdminVideoForm/Library',
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

/** The list's region, named by its heading. */
async function libraryOf(canvas: ReturnType<typeof within>) {
  return within(await canvas.findByRole('region', { name: 'Videos in the library' }));
}

/** No video files yet: the list says so and points at the form. */
export const Empty: Story = {
  args: { client: fakeAdminClient(undefined, undefined, { videos: [] }) },
  play: async ({ args, canvas }) => {
    const library = await libraryOf(canvas);
    await expect(await library.findByRole('heading', { name: 'No videos yet' })).toBeVisible();
    await expect(library.queryByRole('table')).not.toBeInTheDocument();
    await expect(spies(args).listVideos).toHaveBeenCalledOnce();
  },
};

/** While GET /admin/videos is on its way: a polite 'Loading the videos...'. */
export const LoadingList: Story = {
  args: { client: fakeAdminClient(undefined, undefined, { listVideos: never }) },
  play: async ({ canvas }) => {
    const library = await libraryOf(canvas);
    const loading = await library.findByText(/Loading the videos/);
    await expect(loading).toBeVisible();
    // A polite status, announced without moving the focus.
    await expect(loading.closest('[role="status"]')).not.toBeNull();
    await expect(library.queryByRole('table')).not.toBeInTheDocument();
  },
};

/** Two videos, newest first: title and address, date, category, who may watch, status and the actions. */
export const List: Story = {
  args: { client: fakeAdminClient(undefined, undefined, { videos: LIBRARY_VIDEOS }) },
  play: async ({ canvas }) => {
    const library = await libraryOf(canvas);
    const table = await library.findByRole('table', { name: 'Videos in the library' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(3);
    const [, first, second] = rows as [HTMLElement, HTMLElement, HTMLElement];
    await expect(first).toHaveTextContent('Leadership in Challenging Times');
    await expect(first).toHaveTextContent('/videos/leadership-challenging-times');
    await expect(first).toHaveTextContent('Jun 12, 2024');
    await expect(first).toHaveTextContent('Leadership');
    await expect(first).toHaveTextContent('Published');
    await expect(
      within(first).getByRole('link', { name: 'Leadership in Challenging Times' }),
    ).toHaveAttribute('href', '/videos/leadership-challenging-times');
    await expect(
      within(first).getByRole('button', { name: 'Unpublish Leadership in Challenging Times' }),
    ).toBeVisible();
    await expect(second).toHaveTextContent('Unpublished');
    // An unpublished video's page answers 404: no link, and Republish instead of Unpublish.
    await expect(within(second).queryByRole('link')).not.toBeInTheDocument();
    await expect(
      within(second).getByRole('button', { name: 'Republish Guided Meditation Session' }),
    ).toBeVisible();
  },
};

/** A list that could not be read: the service's sentence, and Try again reads it again. */
export const ListFailed: Story = {
  args: {
    client: fakeAdminClient(undefined, undefined, {
      listVideos: async () => {
        throw new Error('The service is not answering. Please try again.');
      },
    }),
  },
  play: async ({ args, canvas }) => {
    const library = await libraryOf(canvas);
    await expect(await library.findByRole('alert')).toHaveTextContent('The service is not answering.');
    await userEvent.click(library.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(spies(args).listVideos).toHaveBeenCalledTimes(2));
  },
};

/** Unpublish: the change is published with the same progress, then the list is read again. */
export const Unpublish: Story = {
  args: { client: fakeAdminClient(undefined, undefined, { videos: LIBRARY_VIDEOS }) },
  play: async ({ args, canvas }) => {
    const library = await libraryOf(canvas);
    await userEvent.click(
      await library.findByRole('button', { name: 'Unpublish Leadership in Challenging Times' }),
    );
    await expect(spies(args).unpublishVideo).toHaveBeenCalledWith({ id: 'leadership-challenging-times' });
    const toast = await shownToast(canvas, 'Video Unpublished');
    await expect(toast).toHaveTextContent(
      '"Leadership in Challenging Times" is no longer in the video library',
    );
    await expect(library.getByText(/is unpublished: it is no longer in the video library/)).toBeVisible();
    await waitFor(() => expect(spies(args).listVideos).toHaveBeenCalledTimes(2));
  },
};

/** Delete asks first, naming the video; Cancel changes nothing, 'Delete video' starts the change. */
export const ConfirmDelete: Story = {
  args: { client: fakeAdminClient(undefined, undefined, { videos: LIBRARY_VIDEOS }) },
  play: async ({ args, canvas }) => {
    const library = await libraryOf(canvas);
    await userEvent.click(await library.findByRole('button', { name: 'Delete Guided Meditation Session' }));
    const page = within(document.body);
    const dialog = await page.findByRole('dialog', { name: 'Delete "Guided Meditation Session"?' });
    await expect(dialog).toHaveTextContent('/videos/guided-meditation-session');
    await expect(dialog).toHaveTextContent('Its comments are kept.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(page.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(spies(args).deleteVideo).not.toHaveBeenCalled();

    await userEvent.click(library.getByRole('button', { name: 'Delete Guided Meditation Session' }));
    const again = await page.findByRole('dialog', { name: 'Delete "Guided Meditation Session"?' });
    await userEvent.click(within(again).getByRole('button', { name: 'Delete video' }));
    await expect(spies(args).deleteVideo).toHaveBeenCalledWith({ id: 'guided-meditation-session' });
    await expect(await shownToast(canvas, 'Video Deleted')).toHaveTextContent(
      '"Guided Meditation Session" has been deleted from the video library',
    );
  },
};

/** Edit fills the form with the video; the add form's rules apply, errors under their fields, nothing sent. */
export const EditFormErrors: Story = {
  args: { client: fakeAdminClient(undefined, undefined, { videos: LIBRARY_VIDEOS }) },
  play: async ({ args, canvas }) => {
    const library = await libraryOf(canvas);
    await userEvent.click(
      await library.findByRole('button', { name: 'Edit Leadership in Challenging Times' }),
    );
    await expect(
      await canvas.findByRole('heading', { level: 1, name: 'Edit "Leadership in Challenging Times"' }),
    ).toBeVisible();
    const title = canvas.getByRole('textbox', { name: /^Title/ });
    await waitFor(() => expect(title).toHaveFocus());
    await expect(title).toHaveValue('Leadership in Challenging Times');
    // A site-path thumbnail, as the seeded files have, is kept as it is.
    await expect(canvas.getByRole('textbox', { name: /^Thumbnail URL/ })).toHaveValue(
      '/images/video-placeholder.svg',
    );

    await userEvent.clear(title);
    const duration = canvas.getByRole('textbox', { name: /^Duration/ });
    await userEvent.clear(duration);
    await userEvent.type(duration, '42');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await expect(await canvas.findByText('Title is required')).toBeVisible();
    await expect(
      canvas.getByText('Duration must be minutes:seconds like 24:15, or hours:minutes:seconds like 1:05:30'),
    ).toBeVisible();
    await expect(title).toHaveAttribute('aria-invalid', 'true');
    await expect(spies(args).updateVideo).not.toHaveBeenCalled();

    await userEvent.type(title, 'Leading Through Hard Times');
    await userEvent.clear(duration);
    await userEvent.type(duration, '40:00');
    await userEvent.click(canvas.getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(spies(args).updateVideo).toHaveBeenCalledWith(
        { id: 'leadership-challenging-times' },
        expect.objectContaining({ title: 'Leading Through Hard Times', duration: '40:00' }),
      ),
    );
    await expect(await shownToast(canvas, 'Video Updated')).toHaveTextContent(
      '"Leading Through Hard Times" has been saved',
    );
    // Back to adding once the change is live.
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add New Video' })).toBeVisible();
  },
};

/** Cancel leaves editing without sending anything. */
export const EditCancelled: Story = {
  args: { client: fakeAdminClient(undefined, undefined, { videos: LIBRARY_VIDEOS }) },
  play: async ({ args, canvas }) => {
    const library = await libraryOf(canvas);
    await userEvent.click(await library.findByRole('button', { name: 'Edit Guided Meditation Session' }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Add New Video' })).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    await expect(spies(args).updateVideo).not.toHaveBeenCalled();
  },
};
