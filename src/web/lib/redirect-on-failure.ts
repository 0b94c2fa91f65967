import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { showToast } from './toast';

export const LOAD_FAILURE_REDIRECT_MS = 2000;

/**
 * A screen (dashboard, inventory) that cannot load its data says so, then leaves after 2 s
 * (docs/product.md#messages).
 */
export function useRedirectOnFailure(
  failed: boolean,
  to: string,
  toast: { title: string; description: string },
) {
  const navigate = useNavigate();
  const { title, description } = toast;
  useEffect(() => {
    if (!failed) return;
    showToast({ title, description, variant: 'destructive' });
    const timer = setTimeout(() => navigate(to, { replace: true }), LOAD_FAILURE_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [failed, to, navigate, title, description]);
}
