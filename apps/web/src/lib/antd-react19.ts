/**
 * antd-mobile 5 renders its imperative overlays (Toast.show, Dialog.alert, …) with React 18's legacy
 * `ReactDOM.render`, which React 19 removed: without this hook they mount an empty <div>. This is the
 * library's documented React 19 adapter (https://mobile.ant.design/guide/v5-for-19), using createRoot.
 * Loaded with antd-mobile's Toast by lib/toast.ts (the app's only imperative overlay), before the first
 * toast; an imperative overlay added elsewhere must import this module first.
 */
import { unstableSetRender } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { __appReactRoot?: Root };

unstableSetRender((node, container: Container) => {
  container.__appReactRoot ??= createRoot(container);
  const root = container.__appReactRoot;
  root.render(node);
  return async () => {
    // Let the closing animation's last frame commit before unmounting.
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
    delete container.__appReactRoot;
  };
});
