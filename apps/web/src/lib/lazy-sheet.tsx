import { useEffect, useState, type ComponentType } from 'react';

/** Props every lazily loaded sheet shares: the way to close it. */
export interface LazySheetProps {
  onClose: () => void;
}

/**
 * A pop-up sheet whose code is fetched the first time it opens, not with its screen: antd-mobile's Popup
 * brings its Mask, the animation and the gesture libraries (~28 KiB gzip), which the screen's first load
 * does not need.
 *
 * Once its code is there the sheet is first rendered closed (`closedProps`) and opened one frame later, so
 * the Popup slides in and runs its `afterShow` (which moves focus to the title) exactly as when the sheet
 * was always mounted. Should the code fail to arrive (offline), `onClose` resets the caller's state, so the
 * next tap tries again instead of the tap doing nothing for good.
 *
 * @param load fetches the sheet's component (a dynamic `import()`)
 * @param isOpen whether these props ask for the sheet to be shown
 * @param closedProps the props that keep the sheet closed
 */
export function lazySheet<P extends LazySheetProps>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
  closedProps: Partial<P>,
): ComponentType<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const fetchSheet = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };

  function LazySheet(props: P) {
    const open = isOpen(props);
    const { onClose } = props;
    const [Sheet, setSheet] = useState<ComponentType<P> | null>(() => loaded);
    const [ready, setReady] = useState(false);

    useEffect(() => {
      if (Sheet || !open) return;
      let live = true;
      fetchSheet().then(
        (component) => {
          if (live) setSheet(() => component);
        },
        () => {
          if (live) onClose();
        },
      );
      return () => {
        live = false;
      };
    }, [Sheet, open, onClose]);

    // The closed render has been committed; the next frame may open the sheet.
    useEffect(() => {
      if (!Sheet || ready) return;
      const frame = requestAnimationFrame(() => setReady(true));
      return () => cancelAnimationFrame(frame);
    }, [Sheet, ready]);

    if (!Sheet) return null;
    return ready ? <Sheet {...props} /> : <Sheet {...props} {...closedProps} />;
  }
  return LazySheet;
}
