// An admin list the browser loads whole and filters itself (images, team, users): the list (null
// while it loads), the load to call again, and the failure's message, which is also toasted.
import { useCallback, useEffect, useRef, useState } from 'react';
import { requestJson, serverMessageOr } from '#src/platform/http/json-client.ts';
import { notifyError } from '#src/ui/Toaster.tsx';

/**
 * Loads `{ [key]: Item[] }` from `url` on mount and on `load()`. A failed load leaves an empty list,
 * so the screen shows its empty state rather than spinning; only the newest load's answer is kept.
 */
export function useClientList<Item>({ url, key, loadFailed }: { url: string; key: string; loadFailed: string }) {
  const [items, setItems] = useState<Item[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(0);

  const load = useCallback(async () => {
    const ticket = ++latest.current;
    setItems(null);
    setError(null);
    try {
      const answer = await requestJson<Record<string, Item[]>>(url);
      if (ticket === latest.current) setItems(answer[key] ?? []);
    } catch (problem) {
      if (ticket !== latest.current) return;
      const message = serverMessageOr(problem, loadFailed);
      notifyError(message);
      setError(message);
      setItems([]);
    }
  }, [url, key, loadFailed]);

  useEffect(() => {
    void load();
  }, [load]);

  return { items, setItems, load, loading: items === null, error };
}
