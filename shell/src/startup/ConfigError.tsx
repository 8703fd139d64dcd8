import { Alert, Button } from '@panel/ui';
import { useShellT } from '../messages';
import { BootFragmentDone } from './BootFragmentDone';
import './full-page.css';

/** Spec section 4 step 1: the full-page state when the configuration cannot be loaded. */
export function ConfigError({ status, onRetry }: { status: number; onRetry: () => void }) {
  const t = useShellT();
  return (
    <main className="app-full-page">
      <BootFragmentDone />
      <div className="app-full-page-card">
        <h1>{t('configErrorTitle')}</h1>
        <Alert tone="danger" actions={<Button onClick={onRetry}>{t('retry')}</Button>}>
          <p>{status ? t('configErrorAnswered', { status }) : t('configErrorNoAnswer')}</p>
        </Alert>
      </div>
    </main>
  );
}
