import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from '@panel/router';
import { IconButton } from '@panel/ui';
import { useShellT } from '../messages';
import { Brand } from './Brand';
import { lazyPart } from './lazy-part';
import { Preferences } from './Preferences';
import { Sidebar } from './Sidebar';

/** The drawer (a Radix dialog) is fetched when the menu is first opened, not with the page. */
const menuDrawer = lazyPart(() => import('./menu-drawer'));

/** Under 768 px: a top bar with the brand and a menu button that opens the sidebar in a drawer. */
export function MobileMenu() {
  const t = useShellT();
  const { pathname } = useLocation();
  // Open only on the page where it was opened: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Each press is a new attempt, should the drawer's download have failed.
  const [presses, setPresses] = useState(0);
  const open = openAt === pathname;
  const { module } = menuDrawer.useModule(open, String(presses));
  const openMenu = () => {
    setOpenAt(pathname);
    setPresses((count) => count + 1);
  };
  return (
    <header className="app-topbar">
      <Brand />
      <IconButton
        label={t('openMenu')}
        icon={<Menu size={20} aria-hidden />}
        aria-haspopup="dialog"
        aria-expanded={open}
        loading={open && !module}
        onClick={openMenu}
      />
      {module && (
        <module.Drawer open={open} onOpenChange={(next) => setOpenAt(next ? pathname : null)} title={t('navigation')}>
          <div className="app-drawer-sidebar">
            <Sidebar />
            <Preferences />
          </div>
        </module.Drawer>
      )}
    </header>
  );
}
