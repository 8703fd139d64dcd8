import { Button, toast } from '@panel/ui';
import { useAuthT } from '../../messages';

interface PasskeyOfferToastProps {
  toastId: string;
  onAdd: () => void;
}

export function PasskeyOfferToast({ toastId, onAdd }: PasskeyOfferToastProps) {
  const t = useAuthT();
  return (
    <span>
      {t('passkeyOffer')}{' '}
      <Button
        variant="secondary"
        size="sm"
        onClick={() => {
          toast.dismiss(toastId);
          onAdd();
        }}
      >
        {t('addPasskey')}
      </Button>{' '}
      <Button variant="ghost" size="sm" onClick={() => toast.dismiss(toastId)}>
        {t('notNow')}
      </Button>
    </span>
  );
}
