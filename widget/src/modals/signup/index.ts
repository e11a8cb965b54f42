export type { SignupPanelProps, SignupValues } from './SignupPanel.tsx';
export { SignupPanel } from './SignupPanel.tsx';
