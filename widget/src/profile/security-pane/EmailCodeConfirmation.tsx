import { Button, TokenInput } from '@wf/ui';
import { TOKEN_LENGTH } from '../../constants.ts';
import type { Translate } from '../../i18n/index.ts';

export interface EmailCodeConfirmationProps {
  t: Translate;
  /** The member's current address, where the code goes. */
  email: string;
  /** The digits typed so far. */
  code: string;
  busy?: boolean;
  onChange: (code: string) => void;
  /** 'Send code'. */
  onSend?: () => void;
}

/**
 * docs/product/widget.md §2 "Security pane": a member without a password confirms a change of
 * address with a code mailed to the current one: 'Send code', then the six boxes.
 */
export function EmailCodeConfirmation({
  t,
  email,
  code,
  busy,
  onChange,
  onSend,
}: EmailCodeConfirmationProps) {
  return (
    <div className="wf-profile-email__code">
      <div className="wf-profile-email__send">
        <p className="wf-profile-pane__text">{t('profile_email_code_hint', { email })}</p>
        <Button variant="secondary" size="sm" disabled={busy} onClick={onSend}>
          {t('profile_email_send_code')}
        </Button>
      </div>
      <TokenInput
        label={t('profile_email_code')}
        length={TOKEN_LENGTH}
        digitLabel={(position, length) =>
          t('digit_label', { position: String(position), length: String(length) })
        }
        value={code}
        onChange={onChange}
      />
    </div>
  );
}
