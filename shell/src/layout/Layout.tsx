import type { ReactNode } from 'react';
import { useSearchParams } from '@panel/router';
import { useSession } from '@panel/session';
import { Sidebar } from './Sidebar';

/** The page frame: sidebar (unless `?noSidebar=true` or nobody is signed in) and the content area. */
export function Layout({ children }: { children: ReactNode }) {
  const [params] = useSearchParams();
  const signedIn = useSession((s) => s.user !== null);
  const showSidebar = signedIn && params.get('noSidebar') !== 'true';
  return (
    <div className="app-layout">
      {showSidebar && <Sidebar />}
      <main className="app-content" id="content">
        {children}
      </main>
    </div>
  );
}
