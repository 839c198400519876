// Page titles carry ' | Oabat' unless they are over 55 characters (spec 01 §9).
import { createContext, useContext, useEffect } from 'react';
import { pageTitle } from '@oabat/domain/validation';

/** The server renderer listens here for the title a page asks for; the browser sets document.title. */
export const PageTitleCollector = createContext<((title: string | null | undefined) => void) | null>(null);

export function usePageTitle(title: string | null | undefined) {
  const collect = useContext(PageTitleCollector);
  collect?.(title);
  useEffect(() => {
    document.title = pageTitle(title);
  }, [title]);
}
