/**
 * docs/product/website.md §8 "Pass toasts", and when each is raised:
 *
 * | Moment                                                      | Toast                            |
 * |-------------------------------------------------------------|----------------------------------|
 * | Enrolment on page load answers ok with a pass URL           | Membership Pass Created          |
 * | Enrolment on page load answers ok without a pass URL        | Member Enrolled                  |
 * | Enrolment on page load answers ok false, or fails otherwise | Enrollment Failed                |
 * | Any pass call cannot reach the service (network, 502-504)   | Connection Error                 |
 * | Regenerate / Try Again / Generate Pass finds the pass       |                                  |
 * |   member and updates it: ok                                 | Pass Regeneration Successful     |
 * |   not ok, or fails otherwise                                | Pass Regeneration Unsuccessful   |
 * | ... finds no pass member and enrols anew: ok                | Pass Generated Successfully      |
 * |   not ok, or fails otherwise                                | Pass Generation Failed           |
 * | Add to Wallet                                               | Pass opened (WalletPassCard)     |
 */
import type { ToastOptions } from '@wf/ui';

/** The pass toasts, by moment. */
export const PASS_TOASTS = {
  created: {
    title: 'Membership Pass Created',
    description: 'Your digital membership pass is ready to add to your wallet.',
    variant: 'success',
  },
  enrolled: {
    title: 'Member Enrolled',
    description: 'You are enrolled in the membership pass programme.',
    variant: 'success',
  },
  enrollmentFailed: {
    title: 'Enrollment Failed',
    description: 'We were unable to create your membership pass. Please try again later.',
    variant: 'destructive',
  },
  connectionError: {
    title: 'Connection Error',
    description: 'We could not reach the pass service. Please check your connection and try again.',
    variant: 'destructive',
  },
  regenerated: {
    title: 'Pass Regeneration Successful',
    description: 'Your membership pass has been updated.',
    variant: 'success',
  },
  regenerationFailed: {
    title: 'Pass Regeneration Unsuccessful',
    description: 'We could not update your membership pass. Please try again.',
    variant: 'destructive',
  },
  generated: {
    title: 'Pass Generated Successfully',
    description: 'Your new digital membership pass is ready.',
    variant: 'success',
  },
  generationFailed: {
    title: 'Pass Generation Failed',
    description: 'We were unable to generate your membership pass. Please try again.',
    variant: 'destructive',
  },
  opened: { title: 'Pass opened' },
} as const satisfies Record<string, ToastOptions>;

export type PassToast = keyof typeof PASS_TOASTS;
