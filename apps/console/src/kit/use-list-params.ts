import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export const defaultPageSize = 20;

const readPage = (value: string | null) => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * Page, search text and filters of a list, kept in the address (`?search=&page=&type=`) so a list
 * can be reloaded, shared and restored by the back button. Empty values leave the address.
 */
export const useListParams = <F extends string = never>(filterNames: readonly F[] = []) => {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = readPage(searchParams.get('page'));
  const search = searchParams.get('search') ?? '';
  const filters = Object.fromEntries(
    filterNames.map((name) => [name, searchParams.get(name) ?? '']),
  ) as Record<F, string>;

  const update = useCallback(
    (changes: Record<string, string | number | undefined>, resetPage = true, replace?: boolean) =>
      setSearchParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (resetPage) next.delete('page');
          for (const [key, value] of Object.entries(changes)) {
            if (value === undefined || value === '' || (key === 'page' && value === 1)) {
              next.delete(key);
            } else next.set(key, String(value));
          }
          return next;
        },
        // Typing in the search box must not add one history entry per keystroke.
        { replace: replace ?? !('page' in changes) },
      ),
    [setSearchParams],
  );

  return {
    page,
    pageSize: defaultPageSize,
    search,
    filters,
    /** `replace` corrects the address without a history entry (e.g. a page past the end). */
    setPage: (next: number, replace?: boolean) => update({ page: next }, false, replace),
    setSearch: (next: string) => update({ search: next }),
    setFilter: (name: F, value: string | undefined) => update({ [name]: value }),
  };
};
