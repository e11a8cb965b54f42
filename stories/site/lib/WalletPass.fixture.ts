/** Shared fixtures of the wallet pass stories (card, dashboard, membership activated). */
import { ERROR_CODES, WfError } from '@wf/sdk';
import type { Member } from '@wf/sdk/contract';
import { sampleMember } from '@wf/sdk/testing';
import { dismissAllToasts } from '@wf/ui';
import jsQR from 'jsqr';
import { expect, fn, waitFor } from 'storybook/test';
import type { PassClient, PassResult } from '../../../site/lib/wallet-pass/passClient.ts';

/** The pass page the fake service answers. */
export const PASS_URL = 'https://worldfamily.example/passes/3f9c1a7e5b2d4c60';
/** The pass page after a regeneration. */
export const NEW_PASS_URL = 'https://worldfamily.example/passes/8a1b2c3d4e5f6071';

/** Ada, a member with first and last names under the spec's keys. */
export function storyMember(overrides: Partial<Member> = {}): Member {
  return sampleMember(overrides);
}

/** What Ada's pass requests carry. */
export const ADA_REQUEST = {
  externalId: 'mem_ada',
  email: 'ada@example.org',
  firstName: 'Ada',
  lastName: 'Okonkwo',
};

const created: PassResult = { ok: true, passUrl: PASS_URL, member: { id: 'pm_ada' } };

/**
 * A fake of the three pass functions at the boundary: by default enrolling creates the pass,
 * the lookup finds it and an update answers a new URL. Each method is a spy.
 */
export function fakePassClient(overrides: Partial<Record<keyof PassClient, () => Promise<PassResult>>> = {}) {
  return {
    enrollPass: fn(overrides.enrollPass ?? (async () => created)),
    getPassMember: fn(overrides.getPassMember ?? (async () => created)),
    updatePassMember: fn(
      overrides.updatePassMember ??
        (async () => ({ ok: true, passUrl: NEW_PASS_URL, member: { id: 'pm_ada' } })),
    ),
  } satisfies PassClient;
}

/** The SDK's error for a service it cannot reach. */
export function networkFailure(): WfError {
  return new WfError(
    ERROR_CODES.networkError,
    'We could not reach the server. Please check your connection and try again.',
    { retryable: true },
  );
}

/** A request that never answers (the loading state stays). */
export const never = () => new Promise<never>(() => {});

/** Clears the toasts another story left. */
export function clearToasts() {
  dismissAllToasts();
}

/** Finds a toast by its title and waits for its fade-in, as a person sees it. */
export async function shownToast(
  canvas: { findByText: (text: string) => Promise<HTMLElement> },
  title: string,
) {
  const element = await canvas.findByText(title);
  const toast = (element.closest('.wf-toast') as HTMLElement | null) ?? element;
  await Promise.allSettled(toast.getAnimations().map((animation) => animation.finished));
  return toast;
}

/** Reads the QR code drawn in `image` (as a phone camera would) and returns its text. */
export async function decodeQr(image: HTMLImageElement): Promise<string | undefined> {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true));
  const canvas = document.createElement('canvas');
  canvas.width = image.naturalWidth;
  canvas.height = image.naturalHeight;
  const context = canvas.getContext('2d');
  if (!context) return undefined;
  context.drawImage(image, 0, 0);
  const { data, width, height } = context.getImageData(0, 0, canvas.width, canvas.height);
  return jsQR(data, width, height)?.data;
}
