import { cx } from '@wf/ui';
import { CopyIcon } from './icons.tsx';

/** Puts text on the clipboard, then toasts `success`, or `error` when the browser refused. */
export type CopyWithToast = (text: string, messages: { success: string; error: string }) => void;

export interface CopyButtonProps {
  /** What is copied. */
  text: string;
  /** The button's label; `compact` shows only the icon and keeps the label for screen readers. */
  label: string;
  /** The toasts' texts. */
  messages: { success: string; error: string };
  onCopy: CopyWithToast;
  compact?: boolean;
}

export function CopyButton({ text, label, messages, onCopy, compact = false }: CopyButtonProps) {
  return (
    <button
      type="button"
      className={cx('wf-inspector-copy', compact && 'wf-inspector-copy--compact')}
      aria-label={compact ? label : undefined}
      title={compact ? label : undefined}
      onClick={() => onCopy(text, messages)}
    >
      <CopyIcon />
      {compact ? null : <span>{label}</span>}
    </button>
  );
}
