/** English UI text of the profile modal (docs/product/widget.md §2, §8); merged into the dictionary by en.ts. */
export const profileEn = {
  /** Accessible name of the desktop navigation between the profile's sections. */
  profile_nav_label: 'Account sections',
  /** Navigation entry of the profile pane. */
  profile_nav_profile: 'Profile',
  /** Navigation entry of the security pane. */
  profile_nav_security: 'Security',
  /** Navigation entry of the plans pane. */
  profile_nav_plans: 'Plans',
  /** Navigation entry of the team pane. */
  profile_nav_team: 'Team',
  /** Mobile navigation entry that opens the payment provider's billing portal. */
  profile_nav_billing_portal: 'Billing Portal',
  /** The logout entry of both navigations. */
  profile_logout: 'Logout',
  /** Mobile title of the profile view. */
  profile_title_profile: 'My Profile',
  /** Mobile title of the security view and heading of the security pane. */
  profile_title_security: 'Security',
  /** Title of the password view when the member has a password. */
  profile_title_change_password: 'Change Password',
  /** Title of the password view when the member has none yet. */
  profile_title_set_password: 'Set Password',
  /** Mobile title of the plans view and heading of the plans pane. */
  profile_title_plans: 'Plans',
  /** Mobile title of the team view and heading of the team pane. */
  profile_title_team: 'Team',
  /** Accessible label of the overlay shown while a profile action runs. */
  profile_busy: 'Please wait…',
  /** Shown for a failure whose message is not meant for people. */
  /** The save buttons of the profile, e-mail and password forms. */
  profile_save: 'Save',

  /** Heading of the profile pane. */
  profile_information: 'Profile Information',
  /** Accessible name of the member's profile image. */
  profile_image_alt: 'Profile image',
  /** Image button when the member has no image yet. */
  profile_image_upload: 'Upload Profile Image',
  /** Image button when the member has an image. */
  profile_image_replace: 'Replace Image',
  /** docs/product/widget.md §5, §8: the chosen file is not an image. */
  profile_image_not_image: 'File is not an image.',
  /** docs/product/widget.md §5, §8: the chosen image is over the size limit. */
  profile_image_too_large: 'Image must be less than 2MB.',

  /** Heading of the password row of the security pane. */
  profile_password_heading: 'Password',
  /** Heading of the provider list of the security pane. */
  profile_connect_accounts: 'Connect Additional Accounts',
  /** Button that links a provider account. */
  profile_connect_with: 'Connect with {provider}',
  /** Button that unlinks a provider account. */
  profile_disconnect: 'Disconnect {provider}',
  /** Badge next to a linked provider. */
  profile_connected: 'Connected',

  /** docs/product/widget.md §2 "Security pane": why the e-mail form asks for the current password. */
  profile_email_password_hint: 'We need it to change your email address.',
  /** The e-mail form of a member without a password: how the change is confirmed. */
  profile_email_code_hint: "To confirm it's you, send a code to {email} and enter it below.",
  /** Sends the code that confirms a change of address to the current address. */
  profile_email_send_code: 'Send code',
  /** Label of the six boxes of that code. */
  profile_email_code: 'Enter your 6-digit code',
  /** Under the e-mail field while a new address waits for its link to be opened. */
  profile_email_pending: 'Check {email}: your address changes when you open the link we sent.',

  /** docs/product/widget.md §2 "Security pane": heading of the member's sessions. */
  profile_sessions_heading: "Where you're signed in",
  /** Shown when the sessions could not be loaded and the failure has no sentence of its own. */
  profile_sessions_error: 'We could not load where you are signed in.',
  /** Loads the sessions again after a failure. */
  profile_sessions_retry: 'Try again',
  /** Under the list when the member is signed in on this device only. */
  profile_sessions_only_here: 'You are not signed in anywhere else.',
  /** Badge of the session of this browser. */
  profile_session_this_device: 'This device',
  /** A session whose browser said nothing about itself. */
  profile_session_unknown_device: 'Unknown device',
  /** When a session was last used ({when}: 'just now', '5 minutes ago', 'Nov 3'). */
  profile_session_last_active: 'Last active {when}',
  /** {when} of a session used within the last minute. */
  profile_session_just_now: 'just now',
  /** Instead of 'Last active' on the session of this browser. */
  profile_session_active_now: 'Active now',
  /** Ends one other session (its visible text). */
  profile_session_sign_out: 'Sign out',
  /** Accessible name of that button ({device}: 'iPhone · Safari 18'). */
  profile_session_sign_out_of: 'Sign out of {device}',
  /** Ends every session but this one. */
  profile_sessions_sign_out_others: 'Sign out of all other sessions',
  /** The service's device 'Android phone', in the reader's language. */
  profile_session_device_android_phone: 'Android phone',
  /** The service's device 'Android tablet'. */
  profile_session_device_android_tablet: 'Android tablet',
  /** The service's device 'Windows computer'. */
  profile_session_device_windows: 'Windows computer',
  /** The service's device 'Linux computer'. */
  profile_session_device_linux: 'Linux computer',
  /** The service's place 'This computer' (the session came from the machine that runs the service). */
  profile_session_place_this_computer: 'This computer',
  /** The service's place 'Local network'. */
  profile_session_place_local_network: 'Local network',

  /** Field of the current password (only when the member has one). */
  profile_current_password: 'Current Password',
  /** Field of the new password. */
  profile_new_password: 'New Password',
  /** Field that repeats the new password. */
  profile_confirm_password: 'Confirm New Password',
  /** Placeholder of the password fields. */
  profile_password_placeholder: 'Enter a strong password',
  /** Shown under the confirmation when it differs from the new password. */
  profile_passwords_differ: 'Passwords do not match',
  /** Accessible name of the back arrow from the password view to security. */
  profile_back_to_security: 'Back to Security',

  /** Opens the payment provider's portal from the plans pane. */
  profile_manage_subscriptions: 'Manage Subscriptions',
  /** Heading of the plans held through a team. */
  profile_team_plans: 'Team Plans',
  /** Button that leaves a joined team. */
  profile_leave_team: 'Leave Team',
  /** Heading of the free plans. */
  profile_free_plans: 'Free Plans',
  /** Button that removes a free plan. */
  profile_remove_plan: 'Remove',
  /** docs/product/widget.md §2: shown with no customer id and no free plan (wording as specified). */
  profile_no_plans: 'You currently have free no plans.',

  /** Heading of the paid plans (docs/product/widget.md §2 "Plans pane"), above the team and free plans. */
  profile_paid_plans: 'Paid Plans',
  /** Status label of a plan in its free trial. */
  profile_plan_status_trial: 'Free trial',
  /** Status label of a paid-up plan. */
  profile_plan_status_active: 'Active',
  /** Status label of a cancelled plan that holds until the end of its period. */
  profile_plan_status_ending: 'Ends on {date}',
  /** Status label of a plan whose last charge failed (it holds while the payment is retried). */
  profile_plan_status_past_due: 'Payment failed',
  /** Status label of a plan that was cancelled and has ended. */
  profile_plan_status_canceled: 'Canceled',
  /** Status label of a plan that ended because its charges failed. */
  profile_plan_status_unpaid: 'Unpaid',
  /** Status label of a paused plan. */
  profile_plan_status_paused: 'Paused',
  /** Status label of a plan whose first payment was never completed. */
  profile_plan_status_incomplete: 'Payment incomplete',
  /** Status label of a plan whose payment waits for the member's bank to confirm it. */
  profile_plan_status_action_required: 'Action required',
  /** A price charged every day ({price}: '$1.00'). */
  profile_plan_price_day: '{price}/day',
  /** A price charged every {count} days. */
  profile_plan_price_days: '{price} every {count} days',
  /** A price charged every week. */
  profile_plan_price_week: '{price}/week',
  /** A price charged every {count} weeks. */
  profile_plan_price_weeks: '{price} every {count} weeks',
  /** A price charged every month. */
  profile_plan_price_month: '{price}/month',
  /** A price charged every {count} months. */
  profile_plan_price_months: '{price} every {count} months',
  /** A price charged every year. */
  profile_plan_price_year: '{price}/year',
  /** A price charged every {count} years. */
  profile_plan_price_years: '{price} every {count} years',
  /** A one-time price. */
  profile_plan_price_once: '{price}, paid once',
  /** The price of a plan in its free trial ({price}: '$1.00/month'). */
  profile_plan_price_after_trial: '{price} after the trial',
  /** When the next charge is due. */
  profile_plan_next_payment: 'Next payment on {date}',
  /** When the free trial ends. */
  profile_plan_trial_ends: 'Trial ends on {date}',
  /** Days left in the free trial, when one is left. */
  profile_plan_days_left_one: '1 day left',
  /** Days left in the free trial, when several are left. */
  profile_plan_days_left_other: '{count} days left',
  /** Under a trial with a card on file. */
  profile_plan_trial_converts: 'Your first payment is due that day.',
  /** Under a trial without a card (or cancelled): it simply runs out. */
  profile_plan_trial_no_card: 'Add a card before then to stay a member.',
  /** Under a cancelled plan that holds until the end of its period. */
  profile_plan_no_more_payments: "You won't be charged again.",
  /** Under a plan whose last charge failed. */
  profile_plan_past_due: 'We could not take your last payment. Update your card to keep your membership.',
  /** When a plan that no longer holds ended. */
  profile_plan_ended: 'Ended on {date}',

  /** Seat count of the team: used of max. */
  profile_team_seats: '{used}/{max} Seats',
  /** Shown while the team loads. */
  profile_loading: 'Loading...',
  /** Label of the read-only invite link field. */
  profile_invite_link: 'Invite Link',
  /** Copies the invite link. */
  profile_copy: 'Copy',
  /** The copy button for a moment after copying. */
  profile_copied: 'Copied!',
  /** Replaces the invite token. */
  profile_regenerate_invite: 'Regenerate Invite Link',
  /** docs/product/widget.md §8: every seat is taken. */
  profile_team_full: 'Your team is growing! Upgrade your plan for more seats.',
  /** Heading of the team's member list. */
  profile_team_members: 'Members',
  /** Role label of the team's owner. */
  profile_role_owner: 'Owner',
  /** Role label of any other team member. */
  profile_role_member: 'Member',
  /** The remove control of a team member. */
  profile_remove_member: 'Remove',
  /** The remove control after a first click, for a few seconds. */
  profile_remove_confirm: 'Are you sure?',
  /** docs/product/widget.md §8: toast after a new invite link. */
  profile_invite_regenerated: 'Invite Link Regenerated',
  /** docs/product/widget.md §8: toast after removing a member from the team. */
  profile_member_removed: 'Member has been removed from team.',
} as const;
