/**
 * WeChat Pay inside WeChat's webview (JSAPI): the parameters the server signed are handed to
 * `WeixinJSBridge.invoke('getBrandWCPayRequest', …)`. Its answer only says what the person did; the
 * server decides whether the order is paid (the page asks it afterwards).
 */
export interface JsapiParams {
  appId: string;
  timeStamp: string;
  nonceStr: string;
  package: string;
  signType: 'RSA';
  paySign: string;
}

export type JsapiOutcome = 'ok' | 'cancel' | 'fail' | 'unavailable';

interface Bridge {
  invoke(name: 'getBrandWCPayRequest', params: JsapiParams, done: (res: { err_msg?: string }) => void): void;
}

function bridge(): Bridge | undefined {
  return (window as unknown as { WeixinJSBridge?: Bridge }).WeixinJSBridge;
}

/** The bridge, once WeChat has injected it (it may arrive after the page loaded); undefined elsewhere. */
function whenBridge(timeoutMs: number): Promise<Bridge | undefined> {
  const now = bridge();
  if (now) return Promise.resolve(now);
  return new Promise((resolve) => {
    const done = () => {
      document.removeEventListener('WeixinJSBridgeReady', done);
      clearTimeout(timer);
      resolve(bridge());
    };
    const timer = setTimeout(done, timeoutMs);
    document.addEventListener('WeixinJSBridgeReady', done);
  });
}

export async function payWithJsapi(params: JsapiParams, timeoutMs = 3000): Promise<JsapiOutcome> {
  const b = await whenBridge(timeoutMs);
  if (!b) return 'unavailable';
  return new Promise((resolve) => {
    b.invoke('getBrandWCPayRequest', params, (res) => {
      const msg = res?.err_msg ?? '';
      resolve(msg.endsWith(':ok') ? 'ok' : msg.endsWith(':cancel') ? 'cancel' : 'fail');
    });
  });
}
