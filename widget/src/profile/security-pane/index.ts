export type { SecurityPaneProps } from './SecurityPane.tsx';
export { SecurityPane } from './SecurityPane.tsx';
