// True once React runs in the browser. Buttons rendered on the server stay disabled until then, so a
// click before the island wakes up is not silently lost.
import { useEffect, useState } from 'react';

export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
