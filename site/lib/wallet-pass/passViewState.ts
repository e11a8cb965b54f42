/** What the wallet pass shows (docs/product/website.md §2 "Wallet pass widget"), exposed as data-state. */
export type PassViewState = 'error' | 'loading' | 'empty' | 'generate' | 'ready';

export interface PassViewInputs {
  passUrl?: string | undefined;
  loading?: boolean | undefined;
  error?: string | undefined;
  hasMember?: boolean | undefined;
  hasRetry: boolean;
  hasRegenerate: boolean;
}

/** docs/product/website.md §2: the states are checked in this order; the first that applies wins. */
export function passViewState({
  passUrl,
  loading,
  error,
  hasMember,
  hasRetry,
  hasRegenerate,
}: PassViewInputs): PassViewState {
  if (error && hasRetry) return 'error';
  if (loading) return 'loading';
  if (!passUrl) return hasMember && hasRegenerate ? 'generate' : 'empty';
  return 'ready';
}
