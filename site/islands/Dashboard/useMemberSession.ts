import { useStore } from '@nanostores/react';
import type { Member } from '@wf/sdk/contract';
import { $authStatus, $member, type AuthStatus, getWidget, type WidgetApi } from '@wf/widget';
import { useEffect, useState } from 'react';

export interface MemberSession {
  /** 'loading' until the page's widget has read the member (issue 5: the `_ms-mem` cache first). */
  status: AuthStatus;
  member: Member | null;
  /** The page's widget, once created (browser only). */
  widget: WidgetApi | null;
}

/**
 * The member as the widget's store holds it, for a member page's island. The widget is created
 * in an effect: it reads the page's configuration element, so never during a server render.
 */
export function useMemberSession(): MemberSession {
  const status = useStore($authStatus);
  const member = useStore($member);
  const [widget, setWidget] = useState<WidgetApi | null>(null);
  useEffect(() => {
    try {
      setWidget(getWidget());
    } catch (error) {
      // A page without #wf-widget-config cannot know its member: it stays in the loading state.
      console.error(error);
    }
  }, []);
  return { status: widget ? status : 'loading', member, widget };
}
