import { useLocation } from '@panel/router';
import { Brand } from './Brand';
import { lazyPart } from './lazy-part';

/**
 * The sidebar, user item, drawer and their icons are only for a signed-in visitor: the
 * anonymous sign-in page never downloads them. Startup fetches the chunk for a visitor with a
 * token, alongside its own calls.
 */
export const signedInFrame = lazyPart(() => import('./SignedInFrame'));

/**
 * The frame, or until it has arrived its place (the same top bar and column, with the brand),
 * so nothing moves when it does. If its chunk cannot be downloaded the brand link stays, the
 * page itself keeps working, and the next navigation tries again.
 */
export function Frame() {
  const { pathname } = useLocation();
  const { module } = signedInFrame.useModule(true, pathname);
  if (module) return <module.SignedInFrame />;
  return (
    <>
      <header className="app-topbar">
        <Brand />
        {/* The menu button's box, so the bar has its height before the button arrives. */}
        <span className="ui-button ui-button-ghost ui-button-md ui-icon-button app-menu-placeholder" aria-hidden>
          <svg width={20} height={20} />
        </span>
      </header>
      <div className="app-sidebar">
        <Brand />
      </div>
    </>
  );
}
