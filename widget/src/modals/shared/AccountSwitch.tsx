export interface AccountSwitchProps {
  /** The question, e.g. "Don't have an account?". */
  question: string;
  /** The action, e.g. 'Sign up'. */
  action: string;
  /** docs/product/widget.md §2: when set, the link navigates here (the SSO sign-up URL) instead. */
  href?: string | null;
  onClick?: () => void;
}

/** The link between login and signup at the foot of the modal: one control, question and action. */
export function AccountSwitch({ question, action, href, onClick }: AccountSwitchProps) {
  const content = (
    <>
      <span className="wf-auth__switch-question">{question}</span>{' '}
      <span className="wf-auth__switch-action">{action}</span>
    </>
  );
  return (
    <p className="wf-auth__switch">
      {href ? (
        <a className="wf-auth__switch-link" href={href}>
          {content}
        </a>
      ) : (
        <button type="button" className="wf-auth__switch-link" onClick={onClick}>
          {content}
        </button>
      )}
    </p>
  );
}
