import { Button } from '@wf/ui';
import type { ReactNode } from 'react';

/** A failure's message; role alert gets it announced when it appears. */
export function ErrorNotice({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <p className="wf-auth__error" role="alert">
      {children}
    </p>
  );
}

/** The back button of the secondary modals. */
export function BackButton({ label, onClick }: { label: string; onClick?: () => void }) {
  return (
    <Button
      variant="ghost"
      size="sm"
      className="wf-auth__back"
      icon={
        <svg viewBox="0 0 16 16" width="16" height="16" aria-hidden="true" focusable="false">
          <path
            d="M10 3L5 8l5 5"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.75"
            strokeLinecap="round"
          />
        </svg>
      }
      onClick={onClick}
    >
      {label}
    </Button>
  );
}
