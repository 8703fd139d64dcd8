import { Link, NavLink } from '@panel/router';
import { useConfig, useSession } from '@panel/session';
import { visibleNavSections } from './nav-sections';
import { UserItem } from './UserItem';

export function Sidebar() {
  const config = useConfig();
  const user = useSession((s) => s.user);
  const sections = visibleNavSections(config, user);
  return (
    <nav className="sidebar" aria-label="Sidebar">
      <Link className="sidebar-brand" to="/">
        {config.info.name}
      </Link>
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
    </nav>
  );
}
