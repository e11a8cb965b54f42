export type { ProfilePaneProps } from './ProfilePane.tsx';
export { ProfilePane } from './ProfilePane.tsx';
