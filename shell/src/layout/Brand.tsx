import { Link } from '@panel/router';
import { useConfig } from '@panel/session';
import { InstanceLogo } from '@panel/ui';

/** The instance's logo and name, linking home. */
export function Brand() {
  const { info } = useConfig();
  return (
    <Link className="app-brand" to="/">
      <InstanceLogo src={info.logo} size={28} />
      <span>{info.name}</span>
    </Link>
  );
}
