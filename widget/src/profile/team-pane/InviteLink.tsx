import { Button, Input } from '@wf/ui';
import { useRef } from 'react';
import { INVITE_COPIED_LABEL_MS } from '../../constants.ts';
import type { Translate } from '../../i18n/index.ts';
import { useTransientFlag } from '../shared/useTransientFlag.ts';

export interface InviteLinkProps {
  t: Translate;
  link: string;
  copy: (text: string) => Promise<void>;
}

/** The read-only invite link and its Copy button, which reads 'Copied!' for 2 seconds (docs/product/widget.md §2). */
export function InviteLink({ t, link, copy }: InviteLinkProps) {
  const field = useRef<HTMLInputElement>(null);
  const [copied, markCopied] = useTransientFlag(INVITE_COPIED_LABEL_MS);

  const copyLink = async () => {
    try {
      await copy(link);
      markCopied();
    } catch {
      // No clipboard access: select the link so that the person can copy it themselves.
      field.current?.select();
    }
  };

  return (
    <div className="wf-profile-invite">
      <Input
        ref={field}
        className="wf-profile-invite__field"
        label={t('profile_invite_link')}
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
      />
      <Button
        variant="secondary"
        className="wf-profile-invite__copy"
        data-state={copied ? 'copied' : 'idle'}
        onClick={copyLink}
      >
        <span aria-live="polite">{copied ? t('profile_copied') : t('profile_copy')}</span>
      </Button>
    </div>
  );
}
