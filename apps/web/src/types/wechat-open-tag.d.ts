// WeChat's open tag for the subscription consent sheet (ADR 0047), rendered by the WeChat webview after
// wx.config; `template` is the subscription message template's id.
import 'react';

declare module 'react' {
  namespace JSX {
    interface IntrinsicElements {
      'wx-open-subscribe': React.DetailedHTMLProps<React.HTMLAttributes<HTMLElement>, HTMLElement> & {
        template: string;
      };
    }
  }
}
