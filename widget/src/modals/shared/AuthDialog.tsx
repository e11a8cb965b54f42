import { Dialog } from '@wf/ui';
import type { CSSProperties, ReactNode } from 'react';
import { SECURED_BY } from '../../constants.ts';
import { primaryButtonColor } from './app.ts';
import type { PanelBaseProps } from './types.ts';

export interface AuthDialogProps extends Pick<PanelBaseProps, 'app' | 'hideClose' | 'onClose'> {
  /** The footer's 'Secured by {name}' text (from the dictionary). */
  securedBy?: string;
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
  securedBy,
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
        {app.branding.logo ? <img className="wf-auth__logo" src={app.branding.logo} alt={app.name} /> : null}
        {children}
        {app.isPaid || !securedBy ? null : (
          <p className="wf-auth__secured">
            <a href={SECURED_BY.href} target="_blank" rel="noopener noreferrer">
              {securedBy}
            </a>
          </p>
        )}
      </div>
    </Dialog>
  );
}
