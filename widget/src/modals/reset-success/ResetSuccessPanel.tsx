import { Button } from '@wf/ui';
import { AuthDialog } from '../shared/AuthDialog.tsx';
import type { AuthDisplay, PanelBaseProps } from '../shared/types.ts';
import { useTranslator } from '../shared/useTranslator.ts';

export type ResetSuccessPanelProps = Omit<PanelBaseProps, 'status' | 'error'> & {
  /** The way on: 'login'. */
  onSwitch?: (display: AuthDisplay) => void;
};

/** docs/product/widget.md §2 Password-reset success modal: 'Success!' and its sentence, then on to login. */
export function ResetSuccessPanel({
  app,
  locale,
  translations,
  hideClose,
  onClose,
  onSwitch,
}: ResetSuccessPanelProps) {
  const t = useTranslator(locale, translations);
  return (
    <AuthDialog
      app={app}
      title={t('reset_success_title')}
      description={t('reset_success_description')}
      t={t}
      hideClose={hideClose}
      onClose={onClose}
    >
      <div className="wf-reset-success">
        <svg
          className="wf-reset-success__icon"
          viewBox="0 0 48 48"
          width="48"
          height="48"
          aria-hidden="true"
          focusable="false"
        >
          <circle cx="24" cy="24" r="22" fill="none" stroke="currentColor" strokeWidth="3" />
          <path
            d="M14 25l7 7 13-15"
            fill="none"
            stroke="currentColor"
            strokeWidth="3"
            strokeLinecap="round"
            strokeLinejoin="round"
          />
        </svg>
        <Button block onClick={() => onSwitch?.('login')}>
          {t('reset_success_login')}
        </Button>
      </div>
    </AuthDialog>
  );
}
