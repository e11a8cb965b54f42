/** The Discussion's copy (content/site/pages/video.yaml, `discussion...`) and comments for its stories. */
import type { Post, Thread } from '@wf/sdk/contract';
import { type DiscussionCopy, discussionCopy } from '../../../site/islands/Discussion/copy.ts';
import type { DiscussionList } from '../../../site/islands/Discussion/model.ts';

const LABELS: Record<string, string> = {
  discussionHeading: 'Discussion',
  discussionLoading: 'Loading the discussion...',
  discussionVisitorText: 'Members with an active Membership talk about each video here.',
  discussionVisitorJoin: 'See the Membership',
  discussionVisitorLogin: 'Log in',
  discussionNoAccessText: 'The discussion of our videos is for members with an active Membership.',
  discussionNoAccessAction: 'See the Membership',
  discussionEmptyTitle: 'No comments yet',
  discussionEmptyText: 'Be the first to share a thought about this video.',
  discussionFailedText: 'The discussion could not be loaded.',
  discussionRetry: 'Try Again',
  discussionComposerLabel: 'Your comment',
  discussionComposerPlaceholder: 'Share a thought about this video',
  discussionPost: 'Post',
  discussionCommentAt: 'Comment at {time}',
  discussionAtMoment: 'At {time}',
  discussionRemoveMoment: 'Remove the moment',
  discussionPlayFrom: 'Play from {time}',
  discussionOrder: 'Order',
  discussionNewest: 'Newest first',
  discussionOldest: 'Oldest first',
  discussionCountOne: '1 comment',
  discussionCountMany: '{count} comments',
  discussionLoadMore: 'Load more comments',
  discussionHeart: 'Heart',
  discussionReply: 'Reply',
  discussionReplyLabel: 'Your reply',
  discussionSendReply: 'Send reply',
  discussionShowReplies: 'Show {count} replies',
  discussionShowReply: 'Show 1 reply',
  discussionHideReplies: 'Hide replies',
  discussionEdit: 'Edit',
  discussionEditLabel: 'Edit your comment',
  discussionSave: 'Save',
  discussionCancel: 'Cancel',
  discussionEdited: 'edited',
  discussionDelete: 'Delete',
  discussionConfirmDelete: 'Delete this comment?',
  discussionReport: 'Report',
  discussionReportTitle: 'Report this comment',
  discussionReportReason: 'What is wrong with it?',
  discussionReportSend: 'Send report',
  discussionReportSent: 'Thank you. A moderator will look at it.',
  discussionHide: 'Hide',
  discussionRestore: 'Restore',
  discussionPin: 'Pin',
  discussionUnpin: 'Unpin',
  discussionPinned: 'Pinned',
  discussionHidden: 'Hidden from members',
  discussionBlock: 'Block for a day',
  discussionBlocked: '{name} cannot comment until {until}.',
  discussionYou: 'You',
  discussionMember: 'Member',
  discussionActionsFor: 'Comment by {name}',
  discussionFailed: 'Something went wrong. Please try again.',
  discussionNotify: 'E-mail me when someone replies to my comments',
};

export const discussionCopyFixture: DiscussionCopy = discussionCopy(
  (key) => {
    const text = LABELS[key];
    if (text === undefined) throw new Error(`no story label ${key}`);
    return text;
  },
  { joinHref: '/membership', loginHref: '/login' },
);

/** The stories' 'now': 10:30 on a November morning. */
export const NOW = Date.parse('2026-11-27T10:30:00.000Z');

const minutesAgo = (minutes: number) => new Date(NOW - minutes * 60_000).toISOString();

export const ME = 'mem_me';

function comment(id: string, order: number, extra: Partial<Post>): Post {
  const at = minutesAgo(60 - order);
  return {
    id,
    internalOrder: String(order).padStart(16, '0'),
    createdAt: at,
    updatedAt: at,
    editedAt: null,
    content: '',
    status: 'published',
    pinned: false,
    t: null,
    channelKey: 'video-leadership-challenging-times',
    myVote: 'NONE',
    member: {
      id: 'mem_ada',
      customFields: { 'first-name': 'Ada', 'last-name': 'Okafor' },
      profileImage: null,
    },
    _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
    ...extra,
  };
}

export const posts: Post[] = [
  comment('cmt_mine', 55, {
    createdAt: minutesAgo(5),
    content: 'The part about listening before leading stayed with me.',
    t: 754,
    member: { id: ME, customFields: { 'first-name': 'Sam', 'last-name': 'Rivera' }, profileImage: null },
  }),
  comment('cmt_ada', 40, {
    content: 'This opening is beautiful.\nI watched it three times.',
    t: 7,
    pinned: true,
    myVote: 'UP',
    _count: { Threads: 2, likedBy: 4, dislikedBy: 0 },
  }),
  comment('cmt_ben', 20, {
    content: 'Does anyone know where the second teaching comes from?',
    member: { id: 'mem_ben', customFields: { name: 'Ben' }, profileImage: null },
    editedAt: minutesAgo(30),
    _count: { Threads: 0, likedBy: 1, dislikedBy: 0 },
  }),
];

export const replies: Thread[] = [
  {
    ...comment('cmt_r1', 41, {
      content: 'Same here. The drums at the start!',
      member: { id: 'mem_ben', customFields: { name: 'Ben' }, profileImage: null },
    }),
    postId: 'cmt_ada',
    _count: { Threads: 0, likedBy: 1, dislikedBy: 0 },
  },
  {
    ...comment('cmt_r2', 42, {
      createdAt: minutesAgo(3),
      content: 'Thank you both.',
      member: { id: ME, customFields: { 'first-name': 'Sam' }, profileImage: null },
    }),
    postId: 'cmt_ada',
    _count: { Threads: 0, likedBy: 0, dislikedBy: 0 },
  },
];

export const fullList: DiscussionList = {
  order: 'newest',
  posts,
  totalCount: posts.length,
  hasMore: false,
  replies: {},
};
