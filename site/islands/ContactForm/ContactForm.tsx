import { zodResolver } from '@hookform/resolvers/zod';
import { type ContactMessage, contactMessageSchema } from '@wf/config/site-api';
import { userMessage } from '@wf/sdk/errors';
import { Button, Input, Textarea } from '@wf/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { mailtoHref } from './mailto.ts';
import { SentMessage } from './SentMessage.tsx';
import './ContactForm.css';

/** Where the form is: 'unavailable' when there is no way to send yet (no `send`). */
export type ContactFormStatus = 'idle' | 'sending' | 'sent' | 'failed' | 'unavailable';

export interface ContactFormProps {
  /** The contact address, offered whenever the form cannot deliver the message itself. */
  contactEmail: string;
  /** Delivers a valid message; rejects with an Error whose message is meant for people. */
  send?: (message: ContactMessage) => Promise<void>;
}

/**
 * Fixed ids (not useId): the form is rendered to static HTML at build time and hydrated later
 * by its own script (see mount.tsx), so its markup must not depend on a renderer's id prefix.
 */
const fieldId = (name: keyof ContactMessage) => `contact-${name}`;

const EMPTY: ContactMessage = { firstName: '', lastName: '', email: '', subject: '', message: '' };

/** The failure as a sentence (the service's messages say what to do, e.g. how long to wait). */
function messageOf(error: unknown): string {
  const message = userMessage(error, 'Something went wrong. Please try again.');
  return /[.!?]$/.test(message) ? message : `${message}.`;
}

/**
 * The contact form of docs/product/website.md §2, validated with the shared contactMessageSchema. Until
 * the service can deliver messages (no `send`), a valid submit says so plainly and offers the
 * e-mail address instead; the typed values always stay in place unless the message was sent.
 */
export function ContactForm({ contactEmail, send }: ContactFormProps) {
  const [status, setStatus] = useState<ContactFormStatus>('idle');
  const [failure, setFailure] = useState('');
  const [draft, setDraft] = useState<ContactMessage>();
  const focusFormNext = useRef(false);
  // The form is rendered on the server; until it hydrates, a click would submit it natively
  // (a GET that puts the message in the URL), so the button waits for the handlers.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const {
    register,
    handleSubmit,
    reset,
    setFocus,
    formState: { errors },
  } = useForm({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: EMPTY,
    // Invalid submit: focus goes to the first field with an error, in the order shown.
    shouldFocusError: true,
  });

  useEffect(() => {
    if (status === 'idle' && focusFormNext.current) {
      focusFormNext.current = false;
      setFocus('firstName');
    }
  }, [status, setFocus]);

  const onSubmit = handleSubmit(async (message) => {
    setDraft(message);
    if (!send) {
      setStatus('unavailable');
      return;
    }
    setStatus('sending');
    try {
      await send(message);
      reset(EMPTY);
      setStatus('sent');
    } catch (error) {
      setFailure(messageOf(error));
      setStatus('failed');
    }
  });

  if (status === 'sent') {
    return (
      <div className="wf-contact-form" data-state={status}>
        <SentMessage
          replyTo={draft?.email ?? ''}
          onSendAnother={() => {
            focusFormNext.current = true;
            setStatus('idle');
          }}
        />
      </div>
    );
  }

  const sending = status === 'sending';
  return (
    <div className="wf-contact-form" data-state={status}>
      <form className="wf-contact-form__form" noValidate onSubmit={onSubmit}>
        <p className="wf-contact-form__required">All fields are required.</p>
        <div className="wf-contact-form__names">
          <Input
            label="First Name"
            autoComplete="given-name"
            required
            error={errors.firstName?.message}
            id={fieldId('firstName')}
            {...register('firstName')}
          />
          <Input
            label="Last Name"
            autoComplete="family-name"
            required
            error={errors.lastName?.message}
            id={fieldId('lastName')}
            {...register('lastName')}
          />
        </div>
        <Input
          label="Email Address"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          error={errors.email?.message}
          id={fieldId('email')}
          {...register('email')}
        />
        <Input
          label="Subject"
          required
          error={errors.subject?.message}
          id={fieldId('subject')}
          {...register('subject')}
        />
        <Textarea
          label="Your Message"
          rows={6}
          required
          error={errors.message?.message}
          id={fieldId('message')}
          {...register('message')}
        />

        {/* Always present, so that screen readers announce the notice when it appears. */}
        <div role="status" className="wf-contact-form__status">
          {status === 'unavailable' ? (
            <p className="wf-contact-form__notice">
              Sending messages from this form isn't available yet. Please write to us at{' '}
              <a className="wf-contact-form__link" href={mailtoHref(contactEmail, draft)}>
                {contactEmail}
              </a>
              .
            </p>
          ) : null}
        </div>
        {status === 'failed' ? (
          <div role="alert" className="wf-contact-form__notice wf-contact-form__notice--error">
            <p className="wf-contact-form__notice-title">Your message was not sent.</p>
            <p className="wf-contact-form__notice-text">
              {failure} You can also write to us at{' '}
              <a className="wf-contact-form__link" href={mailtoHref(contactEmail, draft)}>
                {contactEmail}
              </a>
              .
            </p>
          </div>
        ) : null}

        <div>
          <Button type="submit" size="lg" loading={sending} disabled={!hydrated}>
            {sending ? 'Sending...' : 'Send Message'}
          </Button>
        </div>
      </form>
    </div>
  );
}
