export type { ForgotPasswordPanelProps, ForgotPasswordValues } from './ForgotPasswordPanel.tsx';
export { ForgotPasswordPanel } from './ForgotPasswordPanel.tsx';
