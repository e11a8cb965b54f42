import { Dialog } from '@wf/ui';
import type { CSSProperties, ReactNode } from 'react';
import { primaryButtonColor } from './app.ts';
import type { PanelBaseProps } from './types.ts';

export interface AuthDialogProps extends Pick<PanelBaseProps, 'app' | 'hideClose' | 'onClose'> {
  /** The modal's heading and accessible name. */
  title: string;
  /** Text under the heading, also the dialog's accessible description. */
  description?: string;
  /** Accessible name of the close button. */
  closeLabel: string;
  children: ReactNode;
}

/** The frame of every auth modal: the ui Dialog, open while mounted, in the app's button colour. */
export function AuthDialog({
  app,
  title,
  description,
  closeLabel,
  hideClose,
  onClose,
  children,
}: AuthDialogProps) {
  const color = primaryButtonColor(app);
  const brand = {
    '--wf-color-primary': color,
    '--wf-color-primary-hover': `color-mix(in srgb, ${color} 82%, black)`,
  } as CSSProperties;
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      title={title}
      description={description}
      hideClose={hideClose}
      closeLabel={closeLabel}
      size="sm"
      className="wf-auth-dialog"
    >
      <div className="wf-auth" style={brand}>
        {children}
      </div>
    </Dialog>
  );
}
