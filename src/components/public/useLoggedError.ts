import { useEffect } from 'react';

/** Public lists only log a failed load (SPEC §4, §8): the screen then shows its empty state. */
export function useLoggedError(error: unknown, what: string) {
  useEffect(() => {
    if (error) console.error(`Failed to load ${what}`, error);
  }, [error, what]);
}
