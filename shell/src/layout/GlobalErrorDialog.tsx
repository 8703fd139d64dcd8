import { useEffect, useState } from 'react';
import { Dialog } from '@panel/ui';
import { listenForGlobalProblems, type GlobalProblem } from './global-errors';

const MESSAGES: Record<GlobalProblem, { title: string; body: string }> = {
  'chunk-load': {
    title: 'The panel was updated',
    body: 'Part of the panel could not be downloaded, usually because a newer version was just released. Reload to continue.',
  },
  unexpected: {
    title: 'Something went wrong',
    body: 'An unexpected error occurred. Reloading the page usually fixes it; nothing you saved is lost.',
  },
};

export function GlobalErrorDialog() {
  const [problem, setProblem] = useState<GlobalProblem | null>(null);
  useEffect(() => listenForGlobalProblems((next) => setProblem((current) => current ?? next)), []);
  if (!problem) return null;
  const { title, body } = MESSAGES[problem];
  return (
    <Dialog
      title={title}
      onClose={() => setProblem(null)}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={() => setProblem(null)}>
            Close
          </button>
          <button type="button" className="button" onClick={() => window.location.reload()}>
            Reload
          </button>
        </>
      }
    >
      <p>{body}</p>
    </Dialog>
  );
}
