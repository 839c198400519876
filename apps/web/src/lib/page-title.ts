// Page titles carry ' | Oabat' unless they are over 55 characters (spec 01 §9).
import { useEffect } from 'react';
import { pageTitle } from '@oabat/domain/validation';

export function usePageTitle(title: string | null | undefined) {
  useEffect(() => { document.title = pageTitle(title); }, [title]);
}
