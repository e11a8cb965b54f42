import { Button } from '@wf/ui';
import { useEffect, useRef } from 'react';

interface SentMessageProps {
  /** Where the reply will go. */
  replyTo: string;
  onSendAnother: () => void;
}

/** Replaces the form once the message is sent; takes focus so the confirmation is read out. */
export function SentMessage({ replyTo, onSendAnother }: SentMessageProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <div className="wf-contact-form__sent">
      <h2 ref={heading} tabIndex={-1} className="wf-contact-form__sent-title">
        Thank you for your message
      </h2>
      <p className="wf-contact-form__sent-text">
        It has reached us, and we will reply to <strong>{replyTo}</strong> as soon as we can.
      </p>
      <div>
        <Button variant="secondary" onClick={onSendAnother}>
          Send another message
        </Button>
      </div>
    </div>
  );
}
