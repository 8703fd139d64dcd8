import { useState } from 'react';
import './Avatar.css';

/**
 * A person's picture, or their initials when there is none or it fails to load. Decorative
 * beside the name it usually sits next to, so `name` is its alt text only when `labelled`.
 *
 * @example
 * <Avatar src={user.avatarUrl} name={user.username} />
 */
export function Avatar({ src, name, size = 36, labelled = false }: { src?: string | null; name: string; size?: number; labelled?: boolean }) {
  const [failed, setFailed] = useState(false);
  const initials = name.split(/\s+/).filter(Boolean).slice(0, 2).map((part) => part[0]!.toUpperCase()).join('');
  const style = { width: size, height: size, fontSize: size * 0.4 };
  if (src && !failed) {
    return <img className="ui-avatar" src={src} alt={labelled ? name : ''} style={style} onError={() => setFailed(true)} />;
  }
  return (
    <span className="ui-avatar ui-avatar-initials" style={style} role={labelled ? 'img' : undefined} aria-label={labelled ? name : undefined} aria-hidden={labelled ? undefined : true}>
      {initials}
    </span>
  );
}
