import { useEffect, useState } from 'react';
import { api, call } from '@panel/api';

const fetchLinks = () => call(api.GET('/api/sidebar/links'));
type SidebarLinks = Awaited<ReturnType<typeof fetchLinks>>;

/** The links, asked once per sidebar: plain state rather than SWR, which the shell would otherwise download on every page. */
export function useSidebarLinks(): SidebarLinks | undefined {
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
