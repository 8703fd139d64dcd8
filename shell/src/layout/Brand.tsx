import { useState } from 'react';
import { Link } from '@panel/router';
import { useConfig } from '@panel/session';

/** The instance's logo and name, linking home. */
export function Brand() {
  const { info } = useConfig();
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <Link className="app-brand" to="/">
      {/* The name beside it says what the logo would; an unloadable logo is left out. */}
      {info.logo && !logoFailed && <img src={info.logo} alt="" width={28} height={28} onError={() => setLogoFailed(true)} />}
      <span>{info.name}</span>
    </Link>
  );
}
