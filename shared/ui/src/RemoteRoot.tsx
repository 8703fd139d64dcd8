import { use, type ReactNode } from 'react';
import { useSession } from '@panel/session';
import type { RemoteName } from '@panel/rules';
import { isLanguageLoaded, loadLanguage, useLanguage, type Language } from './i18n/i18n';

declare const process: { env: { BUILD_ID: string } };

/**
 * The root of every remote's render: marks which team owns this part of the page
 * (`data-boundary`), which session store instance it sees, and which build is live
 * (`data-build`, for diagnosis; not shown to the person using the panel). Suspends until this
 * remote's messages are there in the person's language, so it never first renders in English.
 */
export function RemoteRoot({ name, children }: { name: RemoteName; children: ReactNode }) {
  const lang = useLanguage();
  const sessionInstance = useSession((s) => s.instanceId);
  return (
    <div className="remote-root" data-boundary={name} data-session-instance={sessionInstance} data-build={process.env.BUILD_ID}>
      {/* Beside the children, not instead of them: a screen already shown keeps its state. */}
      {!isLanguageLoaded(lang) && <AwaitMessages lang={lang} />}
      {children}
    </div>
  );
}

/** Suspends until this copy of the kit has every registered namespace's messages in `lang`. */
function AwaitMessages({ lang }: { lang: Language }) {
  use(loadLanguage(lang));
  return null;
}
