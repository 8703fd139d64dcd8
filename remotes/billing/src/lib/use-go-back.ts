import { useLocation, useNavigate } from '@panel/router';

/** Back to the previous page, or home when the invoice was opened directly (no history to go back to). */
export function useGoBack(): () => void {
  const navigate = useNavigate();
  const location = useLocation();
  return () => (location.key === 'default' ? navigate('/') : navigate(-1));
}
