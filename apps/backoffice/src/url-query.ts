import { useCallback, useEffect, useState } from 'react';
import { locationChanged, onLocationChange } from './navigation';

/** A page's state kept in the address's query (filters, the open row): a reload or Back keeps it. */
export type QueryValues = Readonly<Record<string, string>>;

function readQuery(): QueryValues {
  return Object.fromEntries(new URLSearchParams(window.location.search));
}

/**
 * Writes `changes` into the current address's query: an empty value removes its key, the other
 * keys stay. A new history entry (Back returns to the previous state) unless `replace`.
 */
export function updateQuery(changes: QueryValues, { replace = false }: { replace?: boolean } = {}): void {
  const search = new URLSearchParams(window.location.search);
  for (const [key, value] of Object.entries(changes)) {
    if (value) search.set(key, value);
    else search.delete(key);
  }
  const text = search.toString();
  const url = `${window.location.pathname}${text ? `?${text}` : ''}`;
  if (url === `${window.location.pathname}${window.location.search}`) return;
  if (replace) window.history.replaceState(null, '', url);
  else window.history.pushState(null, '', url);
  locationChanged();
}

/** The address's query values; follows updateQuery() and the browser's Back and Forward. */
export function useUrlQuery(): QueryValues {
  const [values, setValues] = useState(readQuery);
  const update = useCallback(() => {
    const next = readQuery();
    setValues((current) => (sameValues(current, next) ? current : next));
  }, []);
  useEffect(() => onLocationChange(update), [update]);
  return values;
}

function sameValues(a: QueryValues, b: QueryValues): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}
