import { useEffect, useState } from 'react';
import { Button, Modal } from '@panel/ui';
import { useShellT, type ShellMessage } from '../messages';
import { listenForGlobalProblems, type GlobalProblem } from './global-errors';

const MESSAGES: Record<GlobalProblem, { title: ShellMessage; text: ShellMessage }> = {
  'chunk-load': { title: 'updatedTitle', text: 'updatedText' },
  unexpected: { title: 'unexpectedTitle', text: 'unexpectedText' },
};

export function GlobalErrorDialog() {
  const t = useShellT();
  const [problem, setProblem] = useState<GlobalProblem | null>(null);
  useEffect(() => listenForGlobalProblems((next) => setProblem((current) => current ?? next)), []);
  const messages = problem ? MESSAGES[problem] : null;
  return (
    <Modal
      open={messages !== null}
      onOpenChange={(open) => !open && setProblem(null)}
      title={messages ? t(messages.title) : ''}
      description={messages ? t(messages.text) : undefined}
      actions={
        <>
          <Button variant="secondary" onClick={() => setProblem(null)}>
            {t('close')}
          </Button>
          <Button onClick={() => window.location.reload()}>{t('reload')}</Button>
        </>
      }
    />
  );
}
