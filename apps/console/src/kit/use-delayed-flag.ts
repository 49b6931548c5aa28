import { useEffect, useState } from 'react';

/** Spinner and button loading delay of spec §9: quick actions never flash a spinner. */
export const loadingDelayMs = 500;

/** True once `flag` has stayed true for `delayMs`; false again as soon as it turns false. */
export const useDelayedFlag = (flag: boolean, delayMs = loadingDelayMs) => {
  const [isElapsed, setIsElapsed] = useState(false);
  useEffect(() => {
    if (!flag) {
      setIsElapsed(false);
      return;
    }
    const timer = setTimeout(() => setIsElapsed(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && isElapsed;
};
