import { useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { Toaster } from 'react-hot-toast';
import { api, call } from '@panel/api';
import { BrowserRouter } from '@panel/router';
import { sessionStore } from '@panel/session';
import { Alert } from './components/Alert';
import { kitToastOptions } from './components/toast-options';
import { useKitT } from './i18n/kit-messages';
import { Loadable, type LoadState } from './Loadable';

/**
 * Development only: runs one remote on its own dev server without the shell. It loads
 * the config (and the user, when a token is stored) the way the shell's startup would.
 */
function StandaloneHarness({ children }: { children: ReactNode }) {
  const t = useKitT();
  const [state, setState] = useState<LoadState>('loading');
  useEffect(() => {
    const { userId, token, setConfig, setUser } = sessionStore.getState();
    const loadUser = token && userId
      ? call(api.GET('/api/user/{id}/info', { params: { path: { id: userId } } })).then(setUser)
      : Promise.resolve();
    call(api.GET('/api/'))
      .then(setConfig)
      .then(() => loadUser.catch(() => undefined))
      .then(() => setState('success'), () => setState('error'));
  }, []);
  return (
    <BrowserRouter>
      <Alert tone="info">{t('standaloneHarness')}</Alert>
      <Loadable state={state} errorMessage={t('standaloneApiDown')}>
        {children}
      </Loadable>
      <Toaster toastOptions={kitToastOptions} />
    </BrowserRouter>
  );
}

/** A remote's standalone entry (its bootstrap.tsx): the remote's app inside the harness. */
export function mountStandalone(App: ComponentType): void {
  const container = document.getElementById('root');
  if (!container) return;
  createRoot(container).render(
    <StandaloneHarness>
      <App />
    </StandaloneHarness>,
  );
}
