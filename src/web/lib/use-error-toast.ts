import { useEffect } from 'react';
import { toast } from '../components/ui/toast.tsx';

/**
 * Shows a load failure once as the spec's destructive toast (spec §8): the server's message, or
 * `fallback` when there is none; `fixed` always shows `fallback` (the lab history's wording).
 */
export function useErrorToast(error: Error | null, title: string, fallback?: string, fixed = false): void {
  useEffect(() => {
    if (error) toast({ title, description: fixed ? fallback : error.message || fallback, variant: 'destructive' });
  }, [error, title, fallback, fixed]);
}
