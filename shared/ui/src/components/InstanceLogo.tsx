import { useState } from 'react';

/**
 * The instance's logo beside its name: decorative (the name says what it would), and left out
 * when there is none or it cannot be loaded, never a broken-image box.
 *
 * @example
 * <InstanceLogo src={info.logo} size={28} />
 */
export function InstanceLogo({ src, size, className }: { src: string | null | undefined; size: number; className?: string }) {
  const [failed, setFailed] = useState<string | null>(null);
  if (!src || failed === src) return null;
  return <img className={className} src={src} alt="" width={size} height={size} onError={() => setFailed(src)} />;
}
