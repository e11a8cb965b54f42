export type { PasswordlessTokenPanelProps, PasswordlessTokenValues } from './PasswordlessTokenPanel.tsx';
export { PasswordlessTokenPanel } from './PasswordlessTokenPanel.tsx';
