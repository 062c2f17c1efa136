import { useState } from "react";

// Remembered between visits: someone who hides the sidebar keeps it hidden.
const STORAGE_KEY = "sidebar";

function stored(): boolean {
  try {
    return window.localStorage.getItem(STORAGE_KEY) !== "closed";
  } catch {
    return true;
  }
}

/** The desktop sidebar's open state, saved in localStorage. */
export function useSidebarOpen(): [boolean, () => void] {
  const [open, setOpen] = useState(stored);
  function toggle() {
    setOpen((current) => {
      try {
        window.localStorage.setItem(STORAGE_KEY, current ? "closed" : "open");
      } catch {
        // Private mode: the choice lasts for this page only.
      }
      return !current;
    });
  }
  return [open, toggle];
}
