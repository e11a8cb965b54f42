import { Button, Dialog } from '@wf/ui';
import type { ReactNode } from 'react';
import './console.css';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  /** The confirming button's text, such as 'Revoke key'. */
  confirm: string;
  busy?: boolean;
  /** The service's refusal, when the confirmed call failed. */
  error?: string | null;
  onConfirm(): void;
  onCancel(): void;
}

/** A console's question before a change that cannot be undone; Cancel (or Escape) leaves everything as it was. */
export function ConfirmDialog({
  title,
  children,
  confirm,
  busy,
  error,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  return (
    <Dialog open onOpenChange={(open) => (open ? undefined : onCancel())} title={title} size="sm">
      <div className="wf-console-confirm">
        {children}
        {error ? (
          <p role="alert" className="wf-console-error">
            {error}
          </p>
        ) : null}
        <div className="wf-console-actions">
          <Button variant="secondary" onClick={onCancel} disabled={busy}>
            Cancel
          </Button>
          <Button variant="destructive" onClick={onConfirm} loading={busy}>
            {confirm}
          </Button>
        </div>
      </div>
    </Dialog>
  );
}
