import { Toaster } from 'react-hot-toast';
import { TOAST_OPTIONS } from './toaster';

/** The one Toaster of the page, loaded with react-hot-toast once the first toast is asked for (see AppToaster). */
export default function ToasterView() {
  return <Toaster position="top-right" toastOptions={TOAST_OPTIONS} />;
}
