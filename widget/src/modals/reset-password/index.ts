export type { ResetPasswordPanelProps, ResetPasswordValues } from './ResetPasswordPanel.tsx';
export { ResetPasswordPanel } from './ResetPasswordPanel.tsx';
