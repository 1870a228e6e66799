/**
 * The third-party services a deployment turns on (decision 0067): each renders only when
 * configured, under the request's CSP nonce (the CSP names their origins only then).
 */
import { useEffect } from "react";
import type { ThirdParties } from "#server/third-parties.ts";

/** Fixed snippets with the configured ids only (validated at start): no user data goes in. */
const tagManagerStart = () =>
  `window.dataLayer=window.dataLayer||[];window.dataLayer.push({"gtm.start":Date.now(),event:"gtm.js"});`;
const pixel = (id: string) =>
  `!function(f,b,e,v,n,t,s){if(f.fbq)return;n=f.fbq=function(){n.callMethod?n.callMethod.apply(n,arguments):n.queue.push(arguments)};if(!f._fbq)f._fbq=n;n.push=n;n.loaded=!0;n.version="2.0";n.queue=[];t=b.createElement(e);t.async=!0;t.src=v;s=b.getElementsByTagName(e)[0];s.parentNode.insertBefore(t,s)}(window,document,"script","https://connect.facebook.net/en_US/fbevents.js");fbq("init",${JSON.stringify(id)});fbq("track","PageView");`;

export function ThirdPartyScripts({ services, nonce }: { services: ThirdParties; nonce: string }) {
  return (
    <>
      {services.tagManagerId && (
        <>
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: a fixed snippet without user data */}
          <script nonce={nonce} dangerouslySetInnerHTML={{ __html: tagManagerStart() }} />
          <script
            async
            nonce={nonce}
            src={`https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(services.tagManagerId)}`}
          />
        </>
      )}
      {services.pixelId && (
        // biome-ignore lint/security/noDangerouslySetInnerHtml: the pixel's snippet with its validated id
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: pixel(services.pixelId) }} />
      )}
      {services.chatWidgetSrc && <script async nonce={nonce} src={services.chatWidgetSrc} />}
    </>
  );
}

/**
 * Error reporting, when configured: the page's uncaught errors and rejections are sent to the
 * address as a beacon (text/plain JSON, no preflight), at most 10 per page view.
 */
export function useErrorReporting(url: string | undefined) {
  useEffect(() => {
    if (!url) return;
    let sent = 0;
    const report = (message: string, stack?: string) => {
      if (sent++ >= 10) return;
      const body = JSON.stringify({
        message: message.slice(0, 500),
        stack: stack?.slice(0, 4000),
        page: location.pathname,
        at: new Date().toISOString(),
      });
      navigator.sendBeacon?.(url, new Blob([body], { type: "text/plain" }));
    };
    const onError = (e: ErrorEvent) =>
      report(e.message, e.error instanceof Error ? e.error.stack : undefined);
    const onRejection = (e: PromiseRejectionEvent) =>
      report(
        String(e.reason instanceof Error ? e.reason.message : e.reason),
        e.reason instanceof Error ? e.reason.stack : undefined,
      );
    window.addEventListener("error", onError);
    window.addEventListener("unhandledrejection", onRejection);
    return () => {
      window.removeEventListener("error", onError);
      window.removeEventListener("unhandledrejection", onRejection);
    };
  }, [url]);
}
