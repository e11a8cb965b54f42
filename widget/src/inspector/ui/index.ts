export type { InspectorLinks, InspectorTabId, InspectorToast, InspectorViewProps } from './InspectorView.tsx';
export { InspectorView } from './InspectorView.tsx';
