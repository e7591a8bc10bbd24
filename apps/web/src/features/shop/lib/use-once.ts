import { useEffect, useRef } from 'react';

/** Runs `effect` once per distinct `key` (a falsy key waits), even under StrictMode's double effects. */
export function useOncePer(key: string | null | undefined, effect: () => void): void {
  const done = useRef<string | null>(null);
  const latest = useRef(effect);
  useEffect(() => {
    latest.current = effect;
  });
  useEffect(() => {
    if (!key || done.current === key) return;
    done.current = key;
    latest.current();
  }, [key]);
}
