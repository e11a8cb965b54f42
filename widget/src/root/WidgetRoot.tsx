import { useStore } from '@nanostores/react';
import type { WfClient } from '@wf/sdk';
import type { App } from '@wf/sdk/contract';
import { Toaster } from '@wf/ui';
import { Suspense } from 'react';
import { AuthFlow } from '../auth-flow/AuthFlow.tsx';
import type { AuthDisplay } from '../modals/shared/types.ts';
import type { ModalRequest, ModalResult } from '../runtime/modal.ts';
import type { RuntimeStores } from '../runtime/widget.ts';
import { LazyTestCardModal } from './lazy-panes.tsx';
import { TopLayer } from './TopLayer.tsx';

export interface WidgetRootProps {
  client: WfClient;
  /** The app's configuration, or null while it loads. */
  app: App | null;
  /** The install's language (data-locale). */
  locale?: string;
  /** The runtime's stores (never imported here: see RuntimeStores). */
  stores: RuntimeStores;
}

const AUTH_DISPLAY: Partial<Record<ModalRequest['type'], AuthDisplay>> = {
  LOGIN: 'login',
  SIGNUP: 'signup',
  FORGOT_PASSWORD: 'forgot_password',
  RESET_PASSWORD: 'reset_password',
};

/** Renders the open modal request, and the widget's toasts above it. */
export function WidgetRoot({ client, app, locale, stores }: WidgetRootProps) {
  const request = useStore(stores.modal);
  const member = useStore(stores.member);

  const close = () => stores.modal.set(null);
  const succeed = (result: ModalResult) => {
    if (result.data?.member) stores.setMember(result.data.member);
    request?.resolve(result);
    // A completed sign-in or sign-up closes its modal; a reset shows its success screen.
    if (result.type === 'LOGIN' || result.type === 'SIGNUP') close();
  };

  let modal = null;
  if (request && app) {
    const shared = {
      app,
      locale: request.params.locale ?? locale,
      translations: request.params.translations,
      hideClose: request.params.hideCloseButton,
      onClose: close,
    };
    const display = AUTH_DISPLAY[request.type];
    if (display) {
      modal = (
        <AuthFlow
          key={request.id}
          {...shared}
          client={client}
          initialDisplay={display}
          plans={request.params.signup?.plans}
          onSuccess={succeed}
        />
      );
    } else if (request.type === 'TEST_CARD') {
      modal = (
        <LazyTestCardModal
          key={request.id}
          {...shared}
          onContinue={() => {
            request.resolve({ type: 'TEST_CARD', data: null });
            close();
          }}
        />
      );
    } else if (request.type === 'PROFILE' && member) {
      modal = null;
    }
  }

  return (
    <div className="wf-widget" data-modal={request?.type.toLowerCase() ?? 'none'}>
      <Suspense fallback={null}>{modal}</Suspense>
      <TopLayer watch={request?.id}>
        <Toaster />
      </TopLayer>
    </div>
  );
}
