import { useState } from 'react';
import { Link, NavLink, useLocation } from '@panel/router';
import { useConfig, useSession } from '@panel/session';
import { visibleNavSections } from './nav-sections';
import { UserItem } from './UserItem';

/**
 * The navigation. On a narrow screen it is a compact bar whose menu opens on demand, so the
 * page's own content starts at the top instead of below every link.
 */
export function Sidebar() {
  const config = useConfig();
  const user = useSession((s) => s.user);
  const sections = visibleNavSections(config, user);
  const { pathname } = useLocation();
  const [openAt, setOpenAt] = useState<string | null>(null);
  // Open only on the page where it was opened: following a link closes it.
  const open = openAt === pathname;
  return (
    <nav className="sidebar" aria-label="Sidebar">
      <div className="sidebar-bar">
        <Link className="sidebar-brand" to="/">
          {config.info.name}
        </Link>
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
        {sections.map((section) => (
          <div key={section.title}>
            <h2>{section.title}</h2>
            <ul>
              {section.routes.map((route) => (
                <li key={route.id}>
                  <NavLink className="nav-link" to={route.path} end>
                    {route.title}
                  </NavLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
        <UserItem />
      </div>
    </nav>
  );
}
