/** Shared fixtures of the add-video stories: copy, members and a fake admin client. */

import type { LibraryVideo, PublishStatus } from '@wf/config/site-api';
import { fn } from 'storybook/test';
import type { AdminClient } from '../../../site/islands/AdminVideoForm/adminClient.ts';
import type { AdminVideosCopy } from '../../../site/islands/AdminVideoForm/copy.ts';
import { storyMember } from '../lib/WalletPass.fixture.ts';

/** The copy of content/site/pages/admin-videos.yaml. */
export const adminCopy: AdminVideosCopy = {
  heading: 'Add New Video',
  intro: 'The video is published to the library as soon as you add it.',
  loading: 'Loading...',
};

/** Ada with the admin plan. */
export const adminMember = storyMember({
  planConnections: [
    {
      id: 'con_free-member',
      active: true,
      planId: 'pln_free-member',
      type: 'FREE',
      status: 'ACTIVE',
      payment: null,
    },
    {
      id: 'con_admin-staff',
      active: true,
      planId: 'pln_admin-staff',
      type: 'FREE',
      status: 'ACTIVE',
      payment: null,
    },
  ],
});

/** Ada whose admin plan was cancelled: the service refuses her admin calls, so the page does too. */
export const lapsedAdminMember = storyMember({
  planConnections: [
    {
      id: 'con_admin-staff',
      active: false,
      planId: 'pln_admin-staff',
      type: 'FREE',
      status: 'CANCELED',
      payment: null,
    },
  ],
});

/** Ada with the member plan only. */
export const plainMember = storyMember();

/** Two videos of the library as GET /admin/videos answers them: one published, one not. */
export const LIBRARY_VIDEOS: LibraryVideo[] = [
  {
    id: 'leadership-challenging-times',
    title: 'Leadership in Challenging Times',
    description: 'How to hold your house together when the road is hard.',
    vimeoId: '76979871',
    thumbnail: '/images/video-placeholder.svg',
    duration: '42:18',
    date: '2024-06-12',
    category: 'Leadership',
    isLocked: true,
    isFeatured: true,
    published: true,
  },
  {
    id: 'guided-meditation-session',
    title: 'Guided Meditation Session',
    description: 'A calm, guided meditation to quiet the mind.',
    vimeoId: '76979871',
    thumbnail: 'https://images.worldfamily.example/meditation.jpg',
    duration: '22:40',
    date: '2024-03-20',
    category: 'Orisha',
    isLocked: false,
    isFeatured: false,
    published: false,
  },
];

/**
 * A fake of the admin calls: the library answers `videos` (empty by default), a video is saved
 * as job 'job_1' with the id made from its title (or its own id for a change), and the publish
 * job answers `statuses` in turn (the last one repeats).
 */
export function fakeAdminClient(
  statuses: readonly { status: PublishStatus; error?: string }[] = [
    { status: 'building' },
    { status: 'live' },
  ],
  addVideo?: AdminClient['addVideo'],
  options: {
    videos?: LibraryVideo[];
    listVideos?: AdminClient['listVideos'];
    updateVideo?: AdminClient['updateVideo'];
  } = {},
) {
  let asked = 0;
  const change = async ({ id }: { id: string }) => ({ data: { jobId: 'job_2', videoId: id } });
  return {
    addVideo: fn(
      addVideo ??
        (async (video) => ({
          data: { jobId: 'job_1', videoId: video.title.toLowerCase().replace(/[^a-z0-9]+/g, '-') },
        })),
    ),
    listVideos: fn(options.listVideos ?? (async () => ({ data: { videos: options.videos ?? [] } }))),
    updateVideo: fn(options.updateVideo ?? change),
    unpublishVideo: fn(change),
    republishVideo: fn(change),
    deleteVideo: fn(change),
    getPublishStatus: fn(async () => {
      const answer = statuses[Math.min(asked, statuses.length - 1)] ?? { status: 'live' as const };
      asked += 1;
      return { data: answer };
    }),
  } satisfies AdminClient;
}

/** What a person types for a complete, valid video (with stray spaces the schema trims). */
export const VALID_VIDEO = {
  title: 'Honouring the Ancestors',
  description: 'An evening teaching on the ancestors and how we remember them.',
  vimeoId: '76979871',
  thumbnail: 'https://images.worldfamily.example/ancestors.jpg',
  duration: '24:15',
  category: 'Teachings',
} as const;
