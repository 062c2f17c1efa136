import { useEffect, useState } from "react";

/** Seconds left of a cooldown that starts on mount (the code was just sent); `restart()` again. */
export function useCountdown(seconds: number): { left: number; restart: () => void } {
  const [endsAt, setEndsAt] = useState(() => Date.now() + seconds * 1000);
  const [now, setNow] = useState(() => Date.now());
  const left = Math.max(0, Math.ceil((endsAt - now) / 1000));

  useEffect(() => {
    if (left === 0) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [left]);

  function restart() {
    const start = Date.now();
    setNow(start);
    setEndsAt(start + seconds * 1000);
  }

  return { left, restart };
}
