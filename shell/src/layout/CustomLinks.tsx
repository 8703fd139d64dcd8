import type { SidebarLink } from '@panel/api/contract';
import { useSession } from '@panel/session';
import { Link } from '@panel/ui';
import { useShellT } from '../messages';
import { filledLink } from './custom-links';

/**
 * The admin's own sidebar links, their `%USER.…%` placeholders filled for whoever is signed in
 * (no icons of their own: the admin's words name them, and each icon would cost every page).
 */
export function CustomLinks({ items }: { items: readonly Pick<SidebarLink, 'text' | 'link'>[] }) {
  const t = useShellT();
  const user = useSession((s) => s.user);
  if (!user) return null;
  const links = items.flatMap((item, index) => {
    const filled = filledLink(item.link, user);
    return filled ? [{ key: `${index}-${item.text}`, text: item.text, ...filled }] : [];
  });
  if (links.length === 0) return null;
  return (
    <div className="sidebar-section">
      <h2>{t('customLinks')}</h2>
      <ul>
        {links.map((link) => (
          <li key={link.key}>
            {link.external ? (
              <a className="sidebar-link sidebar-link-custom ui-link" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t('customLinkOpensOutside', { text: link.text })}>
                <span>{link.text}</span>
              </a>
            ) : (
              <Link className="sidebar-link sidebar-link-custom" to={link.href}>
                <span>{link.text}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
