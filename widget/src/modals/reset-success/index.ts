export type { ResetSuccessPanelProps } from './ResetSuccessPanel.tsx';
export { ResetSuccessPanel } from './ResetSuccessPanel.tsx';
