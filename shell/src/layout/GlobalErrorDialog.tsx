import { useEffect, useState } from 'react';
import { Button } from '@panel/ui';
import { useShellT, type ShellMessage } from '../messages';
import { listenForGlobalProblems, type GlobalProblem } from './global-errors';
import { lazyModal } from './modal';
import './global-problem.css';

const MESSAGES: Record<GlobalProblem, { title: ShellMessage; text: ShellMessage }> = {
  'chunk-load': { title: 'updatedTitle', text: 'updatedText' },
  unexpected: { title: 'unexpectedTitle', text: 'unexpectedText' },
};

export function GlobalErrorDialog() {
  const t = useShellT();
  const [problem, setProblem] = useState<GlobalProblem | null>(null);
  useEffect(() => listenForGlobalProblems((next) => setProblem((current) => current ?? next)), []);
  const { module, failed } = lazyModal.useModule(problem !== null);
  const messages = problem ? MESSAGES[problem] : null;
  const actions = (
    <>
      <Button variant="secondary" onClick={() => setProblem(null)}>
        {t('close')}
      </Button>
      <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
    </>
  );
  if (module) {
    return (
      <module.Modal
        open={messages !== null}
        onOpenChange={(open) => !open && setProblem(null)}
        title={messages ? t(messages.title) : ''}
        description={messages ? t(messages.text) : undefined}
        actions={actions}
      />
    );
  }
  // The dialog's own chunk could not be downloaded either (typically: a new version was
  // deployed and the old chunks are gone), so the same message without it.
  if (failed && messages) {
    return (
      <section className="app-global-problem" role="alert" aria-labelledby="app-global-problem-title">
        <h2 id="app-global-problem-title">{t(messages.title)}</h2>
        <p>{t(messages.text)}</p>
        <div className="app-global-problem-actions">{actions}</div>
      </section>
    );
  }
  return null;
}
