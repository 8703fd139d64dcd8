import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from '@panel/router';
import { Drawer, IconButton } from '@panel/ui';
import { useShellT } from '../messages';
import { Brand } from './Brand';
import { Preferences } from './Preferences';
import { Sidebar } from './Sidebar';

/** Under 768 px: a top bar with the brand and a menu button that opens the sidebar in a drawer. */
export function MobileMenu() {
  const t = useShellT();
  const { pathname } = useLocation();
  // Open only on the page where it was opened: following a link closes it.
  const [openAt, setOpenAt] = useState<string | null>(null);
  return (
    <header className="app-topbar">
      <Brand />
      <Drawer
        open={openAt === pathname}
        onOpenChange={(open) => setOpenAt(open ? pathname : null)}
        title={t('navigation')}
        trigger={<IconButton label={t('openMenu')} icon={<Menu size={20} aria-hidden />} />}
      >
        <div className="app-drawer-sidebar">
          <Sidebar />
          <Preferences />
        </div>
      </Drawer>
    </header>
  );
}
