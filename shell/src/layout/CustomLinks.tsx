import { ExternalLink, Link2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { api, call } from '@panel/api';
import { useSession } from '@panel/session';
import { Link } from '@panel/ui';
import { useShellT } from '../messages';
import { filledLink } from './custom-links';

const fetchLinks = () => call(api.GET('/api/sidebar/links'));
type SidebarLinks = Awaited<ReturnType<typeof fetchLinks>>;

/** The links, asked once per sidebar: plain state rather than SWR, which the shell would otherwise download on every page. */
function useSidebarLinks(): SidebarLinks | undefined {
  const [links, setLinks] = useState<SidebarLinks>();
  useEffect(() => {
    let current = true;
    fetchLinks().then(
      (answer) => current && setLinks(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return links;
}

/** The admin's own sidebar links, their `%USER.…%` placeholders filled for whoever is signed in. Nothing while loading or when the call fails. */
export function CustomLinks() {
  const t = useShellT();
  const user = useSession((s) => s.user);
  const data = useSidebarLinks();
  if (!user || !data) return null;
  const links = data.items.flatMap((item, index) => {
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
              <a className="sidebar-link ui-link" href={link.href} target="_blank" rel="noopener noreferrer" aria-label={t('customLinkOpensOutside', { text: link.text })}>
                <ExternalLink className="sidebar-link-icon" aria-hidden focusable={false} size={18} />
                <span>{link.text}</span>
              </a>
            ) : (
              <Link className="sidebar-link" to={link.href}>
                <Link2 className="sidebar-link-icon" aria-hidden focusable={false} size={18} />
                <span>{link.text}</span>
              </Link>
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
