export type { ChangePasswordPaneProps } from './ChangePasswordPane.tsx';
export { ChangePasswordPane } from './ChangePasswordPane.tsx';
