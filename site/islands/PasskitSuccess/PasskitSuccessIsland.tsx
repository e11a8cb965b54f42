import { useMemberState } from '../MemberSync/useMemberState.ts';
import type { PasskitSuccessCopy } from './copy.ts';
import { PasskitSuccess } from './PasskitSuccess.tsx';

export interface PasskitSuccessIslandProps {
  copy: PasskitSuccessCopy;
}

/** /passkit-success's island (client only): the member store and the widget's pass calls. */
export function PasskitSuccessIsland({ copy }: PasskitSuccessIslandProps) {
  const { status, member, widget } = useMemberState();
  return <PasskitSuccess copy={copy} status={status} member={member} passClient={widget} />;
}
