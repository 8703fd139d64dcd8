import { useState } from 'react';
import { Link as RouterLink, useLocation } from '@panel/router';
import { matchRoute, routePath } from '@panel/rules';
import { useConfig, useSession } from '@panel/session';
import { Link } from '@panel/ui';
import { useNavSectionTitle, useRouteTitle } from '../app/route-messages';
import { CustomLinks } from './CustomLinks';
import { NAV_ICONS } from './nav-icons';
import { visibleNavSections } from './nav-sections';
import { useSidebarLinks } from './use-sidebar-links';
import { UserItem } from './UserItem';
import './Sidebar.css';

/**
 * The navigation: the route record's sidebar entries this user may see, grouped under their
 * section's heading, the current page marked. On a narrow screen it is a compact bar whose
 * menu opens on demand, so the page's own content starts at the top instead of below every link.
 */
export function Sidebar() {
  const config = useConfig();
  const user = useSession((s) => s.user);
  const sections = visibleNavSections(config, user);
  const routeTitle = useRouteTitle();
  const sectionTitle = useNavSectionTitle();
  const { pathname } = useLocation();
  const currentId = matchRoute(pathname)?.route.id;
  const [openAt, setOpenAt] = useState<string | null>(null);
  const links = useSidebarLinks()?.items ?? [];
  // Open only on the page where it was opened: following a link closes it.
  const open = openAt === pathname;
  return (
    <nav className="sidebar" aria-label="Sidebar">
      <div className="sidebar-bar">
        <RouterLink className="sidebar-brand" to="/">
          {config.info.name}
        </RouterLink>
        <button
          type="button"
          className="sidebar-toggle"
          aria-expanded={open}
          aria-controls="sidebar-menu"
          onClick={() => setOpenAt(open ? null : pathname)}
        >
          Menu
        </button>
      </div>
      <div className="sidebar-menu" id="sidebar-menu" data-open={open}>
        {sections.map(({ section, routes }) => (
          <div key={section} className="sidebar-section">
            <h2>{sectionTitle(section)}</h2>
            <ul>
              {routes.map((route) => {
                const Icon = NAV_ICONS[route.nav.icon];
                return (
                  <li key={route.id}>
                    <Link
                      className="sidebar-link"
                      to={routePath(route.id)}
                      aria-current={route.id === currentId ? 'page' : undefined}
                    >
                      <Icon className="sidebar-link-icon" aria-hidden focusable={false} size={18} />
                      <span>{routeTitle(route.id)}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </div>
        ))}
        {links.length > 0 && <CustomLinks items={links} />}
        <UserItem />
      </div>
    </nav>
  );
}
