export type { ProfileModalProps } from './ProfileModal.tsx';
export { ProfileModal } from './ProfileModal.tsx';
export type { ProfilePaneEvents } from './ProfilePanes.tsx';
