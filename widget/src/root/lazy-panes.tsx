/**
 * The modals a person does not need to sign in, each with its own styles, in chunks of their own:
 * the login modal's download stays small (docs/architecture.md "The widget", size budgets).
 */
import { lazy } from 'react';

/** The test card modal and its stylesheet (test mode only). */
export const LazyTestCardModal = lazy(() => import('./lazy/TestCard.tsx'));

/** The profile modal and its stylesheet (members only). */
export const LazyProfile = lazy(() => import('./lazy/Profile.tsx'));
