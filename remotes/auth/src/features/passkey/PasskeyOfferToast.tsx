import toast from 'react-hot-toast';

interface PasskeyOfferToastProps {
  toastId: string;
  onAdd: () => void;
}

export function PasskeyOfferToast({ toastId, onAdd }: PasskeyOfferToastProps) {
  return (
    <span>
      Sign in faster next time with a passkey.{' '}
      <button
        type="button"
        className="button button-secondary"
        onClick={() => {
          toast.dismiss(toastId);
          onAdd();
        }}
      >
        Add a passkey
      </button>{' '}
      <button type="button" className="button button-secondary" onClick={() => toast.dismiss(toastId)}>
        Not now
      </button>
    </span>
  );
}
