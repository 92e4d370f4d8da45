import { useEffect } from 'react';
import { create } from 'zustand';

/** "Page — Site": the tab title and the title of a bookmark or a shared link. */
export const formatDocumentTitle = (page: string | null | undefined, site: string): string =>
  page && page !== site ? `${page} — ${site}` : site;

interface PageTitleState {
  /** A page's own title (a post's or a course's name), when it has one. */
  pageTitle: string | null;
  setPageTitle: (title: string | null) => void;
}

/** One store for the page on screen; the shell writes `document.title` from it. */
export const usePageTitleStore = create<PageTitleState>((set) => ({
  pageTitle: null,
  setPageTitle: (pageTitle) => set({ pageTitle }),
}));

/**
 * Names the page on screen by its content (a blog post's title, a course's name); until then,
 * and on pages that do not call it, the shell's route table names the page.
 */
export const useDocumentTitle = (title: string | null | undefined) => {
  const setPageTitle = usePageTitleStore((state) => state.setPageTitle);
  useEffect(() => {
    if (!title) return undefined;
    setPageTitle(title);
    return () => setPageTitle(null);
  }, [title, setPageTitle]);
};

/** Writes the tab title: the page's own title if it set one, else the route's. */
export const useRouteDocumentTitle = (routeTitle: string | null, site: string) => {
  const pageTitle = usePageTitleStore((state) => state.pageTitle);
  const title = formatDocumentTitle(pageTitle ?? routeTitle, site);
  useEffect(() => {
    document.title = title;
  }, [title]);
};
