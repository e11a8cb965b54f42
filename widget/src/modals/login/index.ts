export type { LoginPanelProps, LoginValues } from './LoginPanel.tsx';
export { LoginPanel } from './LoginPanel.tsx';
