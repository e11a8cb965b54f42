import { Button } from '@wf/ui';
import { type ChangeEvent, useId, useRef, useState } from 'react';
import type { Translate } from '../../i18n/index.ts';
import { Avatar } from '../shared/Avatar.tsx';
import { type ImageProblem, imageProblem } from './imageProblem.ts';

export interface ProfileImageProps {
  t: Translate;
  image: string | null;
  email: string;
  disabled?: boolean;
  /** An image file that passed the checks of docs/product/widget.md §5. */
  onUpload?: (file: File) => void;
}

const MESSAGES = {
  'not-image': 'profile_image_not_image',
  'too-large': 'profile_image_too_large',
} as const satisfies Record<ImageProblem, string>;

/** The member's image and one button that picks a new one through a hidden file input. */
export function ProfileImage({ t, image, email, disabled, onUpload }: ProfileImageProps) {
  const input = useRef<HTMLInputElement>(null);
  const errorId = useId();
  const [problem, setProblem] = useState<ImageProblem>();
  const label = image ? t('profile_image_replace') : t('profile_image_upload');

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0];
    // Cleared so that choosing the same file again is a change too.
    event.currentTarget.value = '';
    if (!file) return;
    const found = imageProblem(file);
    setProblem(found);
    if (!found) onUpload?.(file);
  };

  return (
    <div className="wf-profile-image">
      <Avatar image={image} email={email} alt={t('profile_image_alt')} size="lg" />
      <div className="wf-profile-image__controls">
        <Button
          variant="secondary"
          size="sm"
          disabled={disabled}
          aria-describedby={problem ? errorId : undefined}
          icon={<UploadIcon />}
          onClick={() => input.current?.click()}
        >
          {label}
        </Button>
        <input
          ref={input}
          className="wf-profile-image__input"
          type="file"
          accept="image/*"
          aria-label={label}
          aria-hidden="true"
          tabIndex={-1}
          onChange={choose}
        />
        {problem ? (
          <p id={errorId} className="wf-profile-image__error" role="alert">
            {t(MESSAGES[problem])}
          </p>
        ) : null}
      </div>
    </div>
  );
}

function UploadIcon() {
  return (
    <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
      <path
        d="M8 10.5V2.5M4.75 5.75L8 2.5l3.25 3.25M2.5 10.5v2a1 1 0 0 0 1 1h9a1 1 0 0 0 1-1v-2"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}
