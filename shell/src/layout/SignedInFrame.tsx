import { Brand } from './Brand';
import { MobileMenu } from './MobileMenu';
import { Preferences } from './Preferences';
import { Sidebar } from './Sidebar';

/** The frame of a signed-in page: the top bar and drawer below 768 px, the sidebar column above. */
export function SignedInFrame() {
  return (
    <>
      <MobileMenu />
      <div className="app-sidebar">
        <Brand />
        <Sidebar />
        <Preferences />
      </div>
    </>
  );
}
