export type { PlansPaneProps } from './PlansPane.tsx';
export { PlansPane } from './PlansPane.tsx';
export type { FreePlanCard, TeamPlanCard } from './planCards.ts';
