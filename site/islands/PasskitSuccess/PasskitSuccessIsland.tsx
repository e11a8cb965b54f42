import { useMemo } from 'react';
import { useMemberSession } from '../Dashboard/useMemberSession.ts';
import { passClientOf } from '../WalletPass/passClient.ts';
import type { PasskitSuccessCopy } from './copy.ts';
import { PasskitSuccess } from './PasskitSuccess.tsx';

export interface PasskitSuccessIslandProps {
  copy: PasskitSuccessCopy;
}

/** /passkit-success's island (client only): the member store and the widget's pass calls. */
export function PasskitSuccessIsland({ copy }: PasskitSuccessIslandProps) {
  const { status, member, widget } = useMemberSession();
  const passClient = useMemo(() => (widget ? passClientOf(widget) : null), [widget]);
  return <PasskitSuccess copy={copy} status={status} member={member} passClient={passClient} />;
}
