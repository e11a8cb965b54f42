/**
 * Shared fixtures of the inspector stories: realistic items, an app and a member, the footer
 * links, and a stateful wrapper that plays the controller (it keeps the controlled props in state
 * and calls the story's spies first, so clicks really change the view).
 */
import type { App, Member } from '@wf/sdk/contract';
import {
  sampleApp,
  sampleFreeConnection,
  sampleFreePlan,
  sampleMember,
  sampleMembershipConnection,
  samplePaidPlan,
} from '@wf/sdk/testing';
import '@wf/ui/styles.css';
import { createElement, Fragment, type ReactNode, useEffect, useState } from 'react';
import { fn } from 'storybook/test';
import '../../../widget/src/inspector/ui/styles.css';
import type { InspectorItem } from '../../../widget/src/inspector/rules/types.ts';
import {
  type InspectorLinks,
  type InspectorTabId,
  type InspectorToast,
  InspectorView,
  type InspectorViewProps,
} from '../../../widget/src/inspector/ui/index.ts';
import { createXRayLayer, type XRayMark } from '../../../widget/src/inspector/xray.ts';

const DOCS = 'https://worldfamily.example/docs/data-attributes';

/** docs/product/widget.md §8: a plan button whose value is no plan id (two on the page). */
export const brokenPlanButton: InspectorItem = {
  id: 'broken-plan-button',
  type: 'error',
  title: 'Broken Plan Button Found',
  description: 'A data-ms-plan:add, :update or :remove attribute needs a plan id that starts with pln_.',
  dataAttribute: 'data-ms-plan:add="free"',
  helpItems: [
    {
      title: 'Where do plan ids come from?',
      description: 'Each plan of your app has an id starting with pln_ (the App tab lists them).',
    },
    {
      title: 'What does a plan button do?',
      description: 'It adds the free plan to the member, or remembers it for the signup of a visitor.',
    },
  ],
  documentationLink: `${DOCS}#plans`,
  count: 2,
  messages: [
    'Broken Plan Button Found: data-ms-plan:add="free" on "Join for free"',
    'Broken Plan Button Found: data-ms-plan:add="" on "Start now"',
  ],
};

/** docs/product/widget.md §5: a pln_ id that is none of the app's free plans. */
export const incorrectPlanId: InspectorItem = {
  id: 'incorrect-plan-id',
  type: 'error',
  title: 'Incorrect Plan ID',
  description: 'The plan id is not one of the free plans of this app.',
  dataAttribute: 'data-ms-plan:add="pln_does-not-exist"',
  helpItems: [
    {
      title: 'Is it a paid plan?',
      description: 'Paid plans are bought through their prices: use data-ms-price:add with a prc_ id.',
    },
  ],
  documentationLink: `${DOCS}#plans`,
  count: 1,
  messages: ['Incorrect Plan ID: pln_does-not-exist'],
};

/** docs/product/widget.md §5 "Inspector warnings": a forgot-password form without a redirect. */
export const missingRedirect: InspectorItem = {
  id: 'missing-redirect',
  type: 'warning',
  title: 'Forgot Password Form Missing Redirect',
  description:
    'After sending the reset e-mail the visitor stays on this page. Add where they should go next.',
  dataAttribute: 'data-ms-form="forgot-password"',
  helpItems: [
    {
      title: 'How do I add a redirect?',
      description:
        'Add data-ms-redirect="/reset-password" to the form, pointing at your reset password page.',
    },
  ],
  documentationLink: `${DOCS}#redirects`,
  count: 1,
  messages: ['Forgot Password Form Missing Redirect'],
};

/** docs/product/widget.md §4: a free plan chosen before signing up. */
export const readyForSignup: InspectorItem = {
  id: 'ready-for-signup',
  type: 'cart',
  title: 'Ready for Signup',
  description: 'A free plan was chosen on this tab: the next signup will add it to the new member.',
  helpItems: [
    {
      title: 'How do I clear it?',
      description: 'Close this browser tab, or sign up: the stored plan is used once and then removed.',
    },
  ],
  documentationLink: `${DOCS}#plans`,
  count: 0,
  cartValue: 'pln_example-free',
};

/** An event: a plan button was clicked in test mode. */
export const planButtonClicked: InspectorItem = {
  id: 'plan-price-clicked',
  type: 'plan-price-clicked',
  title: 'Plan Button Clicked',
  description: 'A visitor who is not signed in clicked a plan button: the plan was stored for their signup.',
  helpItems: [
    {
      title: 'Why did nothing else happen?',
      description: 'Only signed-in members get the plan at once; visitors get it when they sign up.',
    },
  ],
  documentationLink: `${DOCS}#plans`,
  count: 0,
};

/** docs/product/data-attributes.md §13: found items of the help catalogue. */
export const signupForm: InspectorItem = {
  id: 'signup-form',
  type: 'found',
  title: 'Signup Form',
  description: 'Creates a member from the e-mail, password and custom fields marked inside it.',
  dataAttribute: 'data-ms-form="signup"',
  helpItems: [
    {
      title: 'How do the fields map?',
      description: 'Mark each input with data-ms-member: "email", "password", or the key of a custom field.',
    },
  ],
  documentationLink: `${DOCS}#forms`,
  count: 1,
};

export const planAdd: InspectorItem = {
  id: 'plan-add',
  type: 'found',
  title: 'Add Plan Button',
  description: 'Adds a free plan to the signed-in member, or stores it for the signup of a visitor.',
  dataAttribute: 'data-ms-plan:add="pln_free-member"',
  helpItems: [
    {
      title: 'Where do plan ids come from?',
      description: 'Each plan of your app has an id starting with pln_ (the App tab lists them).',
    },
  ],
  documentationLink: `${DOCS}#plans`,
  count: 3,
};

export const memberData: InspectorItem = {
  id: 'member-data',
  type: 'found',
  title: 'Member Data',
  description: "Shows a field of the signed-in member's profile in the element's text.",
  dataAttribute: 'data-ms-member="first-name"',
  helpItems: [],
  documentationLink: `${DOCS}#member-data`,
  count: 2,
};

/** Two errors, a warning, a cart item, an event and three found items (6 elements), shuffled. */
export const allItems: InspectorItem[] = [
  signupForm,
  readyForSignup,
  missingRedirect,
  planAdd,
  brokenPlanButton,
  planButtonClicked,
  memberData,
  incorrectPlanId,
];

/** A page without faults: found items only. */
export const cleanItems: InspectorItem[] = [signupForm, planAdd, memberData];

/** The app: two custom fields (one private), a gated group, Google off, passwordless default, 3 plans. */
export const inspectorApp: App = sampleApp({
  authProviders: [
    { provider: 'google', name: 'Google', icon: '', order: 0, enabled: true },
    { provider: 'github', name: 'GitHub', icon: '', order: 1, enabled: false },
  ],
  additionalAuthMethods: { passwordless: { enabled: true, isDefault: true } },
  plans: [
    sampleFreePlan({ id: 'pln_example-free', name: 'Example Free' }),
    sampleFreePlan(),
    samplePaidPlan({
      prices: [
        {
          id: 'prc_membership-monthly',
          name: 'Monthly',
          type: 'SUBSCRIPTION',
          amount: 1,
          currency: 'usd',
          interval: { type: 'MONTHLY', count: 1 },
        },
        {
          id: 'prc_membership-lifetime',
          name: 'Lifetime',
          type: 'ONETIME',
          amount: 49,
          currency: 'usd',
          interval: null,
        },
      ],
    }),
  ],
});

/** Ada, signed in, on the free plan and the Membership subscription, with some metadata. */
export const inspectorMember: Member = sampleMember({
  metaData: { source: 'newsletter', visits: 3 },
  planConnections: [sampleFreeConnection(), sampleMembershipConnection('active')],
});

/** The footer links as the controller makes them: the guide, its Inspector section, the examples. */
export const links: InspectorLinks = {
  documentation: 'https://worldfamily.example/developers/data-attributes',
  help: 'https://worldfamily.example/developers/data-attributes#inspector',
  components: 'https://worldfamily.example/examples/membership/',
  community: 'https://worldfamily.example/community',
};

/** Ada's JSON document (getMemberJSON). */
export const inspectorMemberJson = { theme: 'dark', lessons: { completed: 4 } };

/** The story args: every callback a spy, the sidebar closed on the right, no toast. */
export function inspectorArgs(overrides: Partial<InspectorViewProps> = {}): InspectorViewProps {
  return {
    items: allItems,
    member: inspectorMember,
    memberJson: inspectorMemberJson,
    app: inspectorApp,
    xRayMode: false,
    onXRayModeChange: fn(),
    open: false,
    onOpenChange: fn(),
    side: 'right',
    onSideChange: fn(),
    onTabChange: fn(),
    toast: null,
    onToastClose: fn(),
    copy: fn(async (_text: string) => undefined),
    onToast: fn(),
    links,
    ...overrides,
  };
}

export interface InspectorHarnessProps extends InspectorViewProps {
  /** A fake page rendered under the overlay. */
  page?: ReactNode;
  /** What the X-ray layer outlines while X-ray mode is on (read after the page renders). */
  xRayMarks?: () => XRayMark[];
}

/**
 * Plays the controller: the controlled props start from the args, live in state, and every
 * change calls the story's spy first. With `xRayMarks`, it draws the X-ray layer as the
 * controller will.
 */
export function InspectorHarness({ page, xRayMarks, ...args }: InspectorHarnessProps) {
  const [open, setOpen] = useState(args.open);
  const [side, setSide] = useState(args.side);
  const [tab, setTab] = useState<InspectorTabId>(args.tab ?? 'inspector');
  const [xRayMode, setXRayMode] = useState(args.xRayMode);
  const [toast, setToast] = useState<InspectorToast | null>(args.toast);

  useEffect(() => {
    if (!xRayMarks || !xRayMode) return;
    const layer = createXRayLayer(document);
    layer.draw(xRayMarks());
    return () => layer.destroy();
  }, [xRayMarks, xRayMode]);

  return createElement(
    Fragment,
    null,
    page,
    createElement(InspectorView, {
      ...args,
      open,
      onOpenChange: (next) => {
        args.onOpenChange(next);
        setOpen(next);
      },
      side,
      onSideChange: (next) => {
        args.onSideChange(next);
        setSide(next);
      },
      tab,
      onTabChange: (next) => {
        args.onTabChange?.(next);
        setTab(next);
      },
      xRayMode,
      onXRayModeChange: (next) => {
        args.onXRayModeChange(next);
        setXRayMode(next);
      },
      toast,
      onToast: (next) => {
        args.onToast(next);
        setToast(next);
      },
      onToastClose: () => {
        args.onToastClose();
        setToast(null);
      },
    }),
  );
}

/** The meta's render: the harness around the args. */
export function renderHarness(args: InspectorHarnessProps) {
  return createElement(InspectorHarness, args);
}

/** Waits for the CSS transitions of an element (the 300 ms slide) so checks see the end state. */
export async function settled(element: Element) {
  await Promise.allSettled(element.getAnimations({ subtree: true }).map((animation) => animation.finished));
}
