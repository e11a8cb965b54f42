import type { App, Member } from '@wf/sdk/contract';
import { Button, Input } from '@wf/ui';
import { type FormEvent, useId, useState } from 'react';
import { visibleCustomFields } from '../../modals/shared/app.ts';
import { useTranslator } from '../../modals/shared/useTranslator.ts';
import { PaneHeader } from '../shared/PaneHeader.tsx';
import type { ProfileTextProps } from '../types.ts';
import { ProfileImage } from './ProfileImage.tsx';

export interface ProfilePaneProps extends ProfileTextProps {
  app: App;
  member: Member;
  /** A profile action runs: Save shows its spinner, the controls wait. */
  busy?: boolean;
  /** Save: every visible custom field by key, trimmed. */
  onSaveCustomFields?: (customFields: Record<string, string>) => void;
  /** A new image that passed the type and size checks. */
  onUploadImage?: (file: File) => void;
}

/**
 * docs/product/widget.md §2 "Profile pane": the image and the visible custom fields. Save is enabled only
 * while a field differs from the member's saved value, so it turns off again once the member
 * prop carries the saved values (docs/product/widget.md §4).
 */
export function ProfilePane({
  app,
  member,
  locale,
  translations,
  busy = false,
  onSaveCustomFields,
  onUploadImage,
}: ProfilePaneProps) {
  const t = useTranslator(locale, translations);
  const headingId = useId();
  const fields = visibleCustomFields(app);
  const [edits, setEdits] = useState<Record<string, string>>({});
  const saved = (key: string) => member.customFields[key] ?? '';
  const value = (key: string) => edits[key] ?? saved(key);
  const dirty = fields.some((field) => value(field.key).trim() !== saved(field.key));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!dirty || busy) return;
    onSaveCustomFields?.(Object.fromEntries(fields.map((field) => [field.key, value(field.key).trim()])));
  };

  return (
    <section className="wf-profile-pane wf-profile-info" aria-labelledby={headingId}>
      <form
        className="wf-profile-info__form"
        noValidate
        onSubmit={submit}
        data-state={dirty ? 'dirty' : 'clean'}
      >
        <PaneHeader
          id={headingId}
          title={t('profile_information')}
          end={
            <Button type="submit" size="sm" disabled={!dirty} loading={busy && dirty}>
              {t('profile_save')}
            </Button>
          }
        />
        <ProfileImage
          t={t}
          image={member.profileImage}
          email={member.auth.email}
          disabled={busy}
          onUpload={onUploadImage}
        />
        <div className="wf-profile-info__fields">
          {fields.map((field) => (
            <Input
              key={field.key}
              label={field.label}
              name={field.key}
              value={value(field.key)}
              onChange={(event) => {
                const next = event.currentTarget.value;
                setEdits((current) => ({ ...current, [field.key]: next }));
              }}
            />
          ))}
        </div>
      </form>
    </section>
  );
}
