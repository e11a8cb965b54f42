import { useStore } from '@nanostores/react';
import type { WfClient } from '@wf/sdk';
import type { App } from '@wf/sdk/contract';
import { ERROR_CODES, MEMBER_NOT_LOGGED_IN_MESSAGE, WfError } from '@wf/sdk/errors';
import { Toaster } from '@wf/ui';
import { Suspense, useEffect, useRef, useState } from 'react';
import { AuthFlow } from '../auth-flow/AuthFlow.tsx';
import { isLocaleLoaded, loadLocale } from '../i18n/index.ts';
import type { AuthDisplay } from '../modals/shared/types.ts';
import type { ModalRequest, ModalResult } from '../runtime/modal.ts';
import type { RuntimeStores } from '../runtime/widget.ts';
import { LazyProfile, LazyTestCardModal } from './lazy-panes.tsx';
import { TopLayer } from './TopLayer.tsx';

export interface WidgetRootProps {
  client: WfClient;
  /** The app's configuration, or null while it loads. */
  app: App | null;
  /** Why the configuration could not be loaded; a modal asked for meanwhile fails with it. */
  appError?: WfError;
  /** Loads the configuration again (after a failure, when the next modal is asked for). */
  onRetryApp?: () => void;
  /** The install's language (data-locale). */
  locale?: string;
  /** The runtime's stores (never imported here: see RuntimeStores). */
  stores: RuntimeStores;
  /** Show the toasts here (false where the page has its own <WidgetToaster />). */
  toaster?: boolean;
}

const AUTH_DISPLAY: Partial<Record<ModalRequest['type'], AuthDisplay>> = {
  LOGIN: 'login',
  SIGNUP: 'signup',
  FORGOT_PASSWORD: 'forgot_password',
  RESET_PASSWORD: 'reset_password',
};

/** True once the language's chunk is loaded (at once for English); a failed load shows English. */
function useLocaleReady(locale: string | undefined): boolean {
  const [loaded, setLoaded] = useState(() => isLocaleLoaded(locale));
  useEffect(() => {
    if (isLocaleLoaded(locale)) {
      setLoaded(true);
      return;
    }
    setLoaded(false);
    let current = true;
    const done = () => {
      if (current) setLoaded(true);
    };
    loadLocale(locale).then(done, done);
    return () => {
      current = false;
    };
  }, [locale]);
  return loaded;
}

/** Renders the open modal request, and the widget's toasts above it. */
export function WidgetRoot({
  client,
  app,
  appError,
  onRetryApp,
  locale,
  stores,
  toaster = true,
}: WidgetRootProps) {
  const request = useStore(stores.modal);
  const member = useStore(stores.member);
  const modalLocale = request?.params.locale ?? locale;
  const localeReady = useLocaleReady(modalLocale);

  const close = () => stores.modal.set(null);

  // Without the app's configuration no modal can show. A modal asked for after a failure tries
  // once more; if that fails too, the request fails (the page can say so) and the dialog stays shut.
  const retriedFor = useRef<number | null>(null);
  useEffect(() => {
    if (!request || !appError) return;
    if (retriedFor.current !== request.id) {
      retriedFor.current = request.id;
      onRetryApp?.();
      return;
    }
    request.reject(appError);
    stores.modal.set(null);
  }, [request, appError, stores, onRetryApp]);

  // docs/product/widget.md §4: a profile with nobody signed in (say, signed out in another tab) closes and fails.
  useEffect(() => {
    if (request?.type !== 'PROFILE' || member) return;
    request.reject(new WfError(ERROR_CODES.notLoggedIn, MEMBER_NOT_LOGGED_IN_MESSAGE));
    stores.modal.set(null);
  }, [request, member, stores]);
  const succeed = (result: ModalResult) => {
    if (result.data?.member) stores.setMember(result.data.member);
    request?.resolve(result);
    // A completed sign-in or sign-up closes its modal; a reset shows its success screen.
    if (result.type === 'LOGIN' || result.type === 'SIGNUP') close();
  };

  let modal = null;
  if (request && app && localeReady) {
    const shared = {
      app,
      locale: modalLocale,
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
          fetchCaptchaChallenge={() => client.getCaptchaChallenge()}
          onSuccess={succeed}
        />
      );
    } else if (request.type === 'TEST_CARD') {
      modal = <LazyTestCardModal key={request.id} {...shared} request={request} client={client} />;
    } else if (request.type === 'PROFILE' && member) {
      modal = (
        <LazyProfile
          key={request.id}
          {...shared}
          onClose={close}
          client={client}
          member={member}
          hideProfile={request.params.hideProfile}
          tab={request.params.tab}
          onMemberChange={stores.setMember}
          onLogout={() => {
            // docs/product/widget.md §8: sign-out errors are only logged; the member is signed out here anyway.
            client
              .logout()
              .catch((error: unknown) => console.error('World Family widget: sign-out failed.', error))
              .finally(() => {
                stores.setMember(null);
                request.resolve({ type: 'LOGOUT', data: null });
                close();
              });
          }}
        />
      );
    }
  }

  return (
    <div className="wf-widget" data-modal={request?.type.toLowerCase() ?? 'none'}>
      <Suspense fallback={null}>{modal}</Suspense>
      {toaster ? (
        <TopLayer>
          <Toaster />
        </TopLayer>
      ) : null}
    </div>
  );
}
