import { Check, Copy } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useKitT } from '../i18n/kit-messages';
import { Button } from './Button';

const CONFIRMATION_MS = 2000;

/**
 * Copies `value` to the clipboard and says so (in the button and to screen readers).
 *
 * @example
 * <CopyButton value={referralLink} />
 */
export function CopyButton({ value, label }: { value: string; label?: string }) {
  const t = useKitT();
  const [outcome, setOutcome] = useState<'idle' | 'copied' | 'failed'>('idle');
  useEffect(() => {
    if (outcome === 'idle') return;
    const timer = setTimeout(() => setOutcome('idle'), CONFIRMATION_MS);
    return () => clearTimeout(timer);
  }, [outcome]);

  const copy = () =>
    navigator.clipboard.writeText(value).then(
      () => setOutcome('copied'),
      () => setOutcome('failed'),
    );
  const text = outcome === 'copied' ? t('copied') : outcome === 'failed' ? t('copyFailed') : (label ?? t('copy'));
  return (
    <Button variant="secondary" size="sm" onClick={copy} icon={outcome === 'copied' ? <Check size={16} aria-hidden /> : <Copy size={16} aria-hidden />}>
      <span aria-live="polite">{text}</span>
    </Button>
  );
}
