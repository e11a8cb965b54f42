import { Dialog } from '@wf/ui';
import type { ReactNode } from 'react';
import { SECURED_BY } from '../../constants.ts';
import type { Translate } from '../../i18n/index.ts';
import { brandStyle } from './app.ts';
import type { PanelBaseProps } from './types.ts';

export interface AuthDialogProps extends Pick<PanelBaseProps, 'app' | 'hideClose' | 'onClose'> {
  /** The panel's translator: the close button's name and the 'Secured by' footer come from it. */
  t: Translate;
  /** The modal's heading and accessible name. */
  title: string;
  /** Text under the heading, also the dialog's accessible description. */
  description?: string;
  children: ReactNode;
}

/** The frame of every auth modal: the ui Dialog, open while mounted, in the app's button colour. */
export function AuthDialog({ app, t, title, description, hideClose, onClose, children }: AuthDialogProps) {
  return (
    <Dialog
      open
      onOpenChange={(open) => {
        if (!open) onClose?.();
      }}
      title={title}
      description={description}
      hideClose={hideClose}
      closeLabel={t('close')}
      size="sm"
      className="wf-auth-dialog"
      media={
        app.branding.logo ? <img className="wf-auth__logo" src={app.branding.logo} alt={app.name} /> : null
      }
    >
      <div className="wf-auth" style={brandStyle(app)}>
        {children}
        {app.isPaid ? null : (
          <p className="wf-auth__secured">
            <a href={SECURED_BY.href} target="_blank" rel="noopener noreferrer">
              {t('secured_by', { name: SECURED_BY.name })}
            </a>
          </p>
        )}
      </div>
    </Dialog>
  );
}
