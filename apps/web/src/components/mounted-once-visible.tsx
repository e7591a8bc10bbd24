import { Suspense, useState, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * A lazily loaded overlay (`React.lazy`) that mounts the first time it is `visible` and stays mounted
 * after, so it can animate out when closed; until it first opens, its code is not fetched for it.
 */
export function mountedOnceVisible<P extends { visible: boolean }>(
  Overlay: LazyExoticComponent<ComponentType<P>>,
): ComponentType<P> {
  function OnceVisible(props: P) {
    const [opened, setOpened] = useState(props.visible);
    // Derived during render, so the overlay mounts in the same commit as the tap that opens it.
    if (props.visible && !opened) setOpened(true);
    return opened ? (
      <Suspense fallback={null}>
        <Overlay {...props} />
      </Suspense>
    ) : null;
  }
  return OnceVisible;
}
