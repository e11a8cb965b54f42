import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Member } from '@wf/sdk/contract';
import { sampleApp, sampleFreePlan, sampleMember } from '@wf/sdk/testing';
import { useEffect, useRef } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { AttributeContext } from '../../../widget/src/attributes/context.ts';
import {
  HELP_PATH,
  INSPECTOR_HOST_ID,
  startInspector,
  XRAY_KEY,
} from '../../../widget/src/inspector/start.tsx';
import type { WidgetApi } from '../../../widget/src/runtime/widget.ts';
import { settled } from '../../support/settled.ts';

/**
 * The inspector as the loader starts it (widget/src/inspector/start.tsx), on a builder's page:
 * the real rules, catalogue, X-ray layer and overlay. The member and the app come from a fake
 * loader context, as on a page where the chunk's own copy of the member store knows nothing.
 */
interface OnAPageProps {
  /** The builder's page, as written. */
  html: string;
  /** The member the loader has signed in, or null. */
  member: Member | null;
  /** The builder's stored X-ray choice (localStorage MSXRayMode), if any. */
  storedXRay?: 'true' | 'false';
}

const app = sampleApp({
  plans: [sampleFreePlan({ id: 'pln_community', name: 'Community' })],
  customFields: [
    { key: 'first-name', label: 'First name', order: 0, hidden: false, visibility: 'PUBLIC' },
    { key: 'city', label: 'City', order: 1, hidden: false, visibility: 'PUBLIC' },
  ],
});

const PAGE_CSS = `
  .builder-page { display: grid; gap: 28px; max-width: 340px; padding: 40px 28px; font: 15px/1.45 system-ui, sans-serif; color: #1f2328; }
  .builder-page h1 { margin: 0; font-size: 22px; }
  .builder-page nav { display: flex; gap: 18px; }
  .builder-page form { display: grid; gap: 8px; padding: 14px; border: 1px solid #d0d7de; border-radius: 8px; }
  .builder-page label { display: grid; gap: 2px; font-size: 13px; }
  .builder-page .button { justify-self: start; padding: 6px 14px; border-radius: 6px; background: #1f6feb; color: #fff; text-decoration: none; }
`;

function OnAPage({ html, member, storedXRay }: OnAPageProps) {
  const page = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = page.current;
    if (!element) return;
    element.innerHTML = html;
    if (storedXRay) localStorage.setItem(XRAY_KEY, storedXRay);
    else localStorage.removeItem(XRAY_KEY);
    const context: AttributeContext = {
      widget: {
        onAuthChange: () => Object.assign(() => undefined, { unsubscribe: () => undefined }),
        getMemberJSON: async () => ({ data: { theme: 'dark' } }),
      } as unknown as WidgetApi,
      doc: document,
      member: () => member,
      app: () => app,
      rerender: () => undefined,
      removed: () => new Map(),
    };
    const stop = startInspector({ context, assetBase: new URL('/widget.js', window.location.href).href });
    return () => {
      stop();
      localStorage.removeItem(XRAY_KEY);
    };
  }, [html, member, storedXRay]);
  return (
    <>
      <style>{PAGE_CSS}</style>
      <main className="builder-page" ref={page} />
    </>
  );
}

/** A page written right: a signup form, and the older hash links a Memberstack 2.0 page keeps. */
const CLEAN_PAGE = `
<h1>Join the club</h1>
<nav aria-label="Account">
  <a href="#/ms/login">Log in</a>
  <a href="#/ms/forgot-password">Forgot password?</a>
</nav>
<form data-ms-form="signup" redirect="/welcome" aria-label="Sign up">
  <label>First name <input data-ms-member="first-name"></label>
  <label>E-mail <input type="email" data-ms-member="email"></label>
  <label>Password <input type="password" data-ms-member="password"></label>
  <button type="submit" class="button">Sign up</button>
</form>`;

/** The faults of the eleven pages, on one page moved from Memberstack 2.0. */
const MOVED_PAGE = `
<h1>Join the club</h1>
<script data-memberstackapp="app_club" src="https://static.memberstack.com/scripts/v1/memberstack.js" async></script>
<nav aria-label="Account"><a href="#/ms/login">Log in</a></nav>
<form data-ms-form="signup" aria-label="Sign up">
  <label>E-mail <input type="email" data-ms-member="email"></label>
  <label>Password <input type="password" data-ms-member="password"></label>
  <label>Phone <input type="tel" data-ms-member="phone-number"></label>
  <a href="#" class="button">Sign up</a>
</form>
<form aria-label="Log in" method="get">
  <label>E-mail <input type="email" data-ms-member="email"></label>
  <label>Password <input type="password" data-ms-member="password"></label>
  <input type="submit" class="button" value="Log in">
</form>`;

const meta = {
  title: 'widget/inspector/OnAPage',
  component: OnAPage,
  args: { html: CLEAN_PAGE, member: null },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof OnAPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The overlay in its shadow root, once the controller has mounted it. */
async function overlay() {
  return waitFor(() => {
    const shadow = document.getElementById(INSPECTOR_HOST_ID)?.shadowRoot;
    const root = shadow?.querySelector<HTMLElement>('.wf-inspector');
    if (!shadow || !root) throw new Error('the inspector is not mounted yet');
    return { shadow, inside: within(root) };
  });
}

/** The X-ray boxes drawn, by level. */
function boxes(): HTMLElement[] {
  const host = document.querySelector('[data-wf-xray]');
  return [...(host?.shadowRoot?.querySelectorAll<HTMLElement>('[data-level]') ?? [])];
}

/** A clean page: X-ray stays off, the list says so, the hash links are found, Help leads to the guide. */
export const CleanPage: Story = {
  play: async ({ step }) => {
    const { inside } = await overlay();
    const badge = inside.getByRole('button', { name: /^Test Mode/ });
    await expect(badge).not.toHaveAttribute('data-errors', 'true');
    await userEvent.click(badge);
    await step('X-ray is off by itself: nothing is wrong, so nothing is outlined', async () => {
      await expect(inside.getByRole('switch', { name: 'X-ray mode' })).not.toBeChecked();
      await expect(boxes()).toHaveLength(0);
      await expect(localStorage.getItem(XRAY_KEY)).toBeNull();
    });
    await step('no errors; the hash links are among the attributes found', async () => {
      await expect(inside.getByText('No errors found')).toBeVisible();
      await userEvent.click(inside.getByRole('button', { name: /^Attributes Found/ }));
      await expect(inside.getByRole('button', { name: 'Found: Login Hash Link' })).toBeVisible();
      await expect(inside.getByRole('button', { name: 'Found: Forgot Password Hash Link' })).toBeVisible();
      await userEvent.click(inside.getByRole('button', { name: 'Found: Login Hash Link' }));
      await expect(
        inside.getByText('An older Memberstack link: opens the login modal, as data-ms-modal="login" does.'),
      ).toBeVisible();
      await expect(
        inside.getByRole('link', { name: 'Documentation: Login Hash Link (opens in a new tab)' }),
      ).toHaveAttribute(
        'href',
        new URL('/developers/data-attributes#older-hash-links', window.location.href).href,
      );
    });
    await step('Help leads to the site builders’ guide, not a site’s contact page', async () => {
      const help = inside.getByRole('link', { name: 'Help (opens in a new tab)' });
      await expect(help).toHaveAttribute('href', new URL(HELP_PATH, window.location.href).href);
    });
    await settled();
  },
};

/** On the clean page, the builder turns X-ray on: the outlines show (green only), and the choice is stored. */
export const XRayTurnedOn: Story = {
  play: async () => {
    const { inside } = await overlay();
    await userEvent.click(inside.getByRole('button', { name: /^Test Mode/ }));
    const toggle = inside.getByRole('switch', { name: 'X-ray mode' });
    await expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(localStorage.getItem(XRAY_KEY)).toBe('true');
    await waitFor(() => expect(boxes().length).toBeGreaterThan(0));
    await expect(new Set(boxes().map((box) => box.dataset.level))).toEqual(new Set(['found']));
  },
};

/** A page moved from Memberstack 2.0: X-ray is on by itself, the new faults are listed and outlined. */
export const PageMovedFromMemberstack: Story = {
  args: { html: MOVED_PAGE },
  play: async ({ step }) => {
    const { shadow, inside } = await overlay();
    const badge = inside.getByRole('button', { name: /^Test Mode/ });
    await expect(badge).toHaveAttribute('data-errors', 'true');
    await userEvent.click(badge);
    await step('errors, then warnings, by title', async () => {
      const list = within(inside.getByRole('region', { name: 'Events and errors' }));
      await expect(list.getAllByRole('button').map((button) => button.textContent)).toEqual([
        'Error: Broken Install Code',
        'Error: Form Missing Submit Button',
        'Error: Unknown Custom Field',
        'Warning: Install Code Not In Head',
        'Warning: Async Install Code',
        'Warning: Form Attribute Missing',
      ]);
    });
    await step('X-ray is on by itself, with the titles on the visible faults', async () => {
      await expect(inside.getByRole('switch', { name: 'X-ray mode' })).toBeChecked();
      await waitFor(() =>
        expect(
          boxes()
            .filter((box) => box.dataset.level !== 'found')
            .map((box) => box.textContent),
        ).toEqual(['Form Missing Submit Button', 'Unknown Custom Field', 'Form Attribute Missing']),
      );
    });
    await step('an item explains itself, helps, and links to its section', async () => {
      const item = inside.getByRole('button', { name: 'Error: Unknown Custom Field' });
      await userEvent.click(item);
      const body = within(shadow.getElementById(item.getAttribute('aria-controls') ?? '') as HTMLElement);
      await expect(
        body.getByText('Unknown Custom Field: "phone-number" is not a custom field of this app.'),
      ).toBeVisible();
      await userEvent.click(body.getByRole('button', { name: 'Where do custom field keys come from?' }));
      await expect(body.getByText(/Write it exactly: first-name, not name or firstName/)).toBeVisible();
      await expect(
        body.getByRole('link', { name: 'Documentation: Unknown Custom Field (opens in a new tab)' }),
      ).toHaveAttribute(
        'href',
        new URL('/developers/data-attributes#member-data', window.location.href).href,
      );
    });
  },
};

/** The builder turned X-ray on once: on a clean page too, the outlines stay (green only). */
export const StoredChoiceWins: Story = {
  args: { storedXRay: 'true' },
  play: async () => {
    const { inside } = await overlay();
    await userEvent.click(inside.getByRole('button', { name: /^Test Mode/ }));
    await expect(inside.getByRole('switch', { name: 'X-ray mode' })).toBeChecked();
    await waitFor(() => expect(boxes().length).toBeGreaterThan(0));
    await expect(new Set(boxes().map((box) => box.dataset.level))).toEqual(new Set(['found']));
  },
};

/** A member signed in through the loader: the Member tab shows them (it once said 'Logged out'). */
export const SignedInMember: Story = {
  args: { member: sampleMember() },
  play: async () => {
    const { inside } = await overlay();
    await userEvent.click(inside.getByRole('button', { name: /^Test Mode/ }));
    await userEvent.click(inside.getByRole('tab', { name: 'Member' }));
    await expect(inside.getByText('Logged in')).toBeVisible();
    await expect(inside.getByText('ada@example.org')).toBeVisible();
    await expect(inside.queryByText('Logged out')).toBeNull();
    await waitFor(() => expect(inside.getByText(/"theme": "dark"/)).toBeVisible());
  },
};
