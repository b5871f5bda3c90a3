import { useState } from 'react';

/** True from the first time `open` is true on: a lazily loaded dialog stays mounted after that. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}
