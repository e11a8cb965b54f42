export { copyToClipboard, inviteLink } from './invite.ts';
export type { TeamPaneProps } from './TeamPane.tsx';
export { TeamPane } from './TeamPane.tsx';
