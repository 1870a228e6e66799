/**
 * Third-party services, each only when configured (decision 0067): the tag manager, the Facebook
 * pixel, a chat widget and error reporting. Off by default: no script loads and the CSP names no
 * outside origin. What the pages need to load them, and what the CSP must allow.
 */
export interface ThirdParties {
  tagManagerId?: string;
  pixelId?: string;
  /** The chat widget's script (https). */
  chatWidgetSrc?: string;
  /** Where the pages report their JavaScript errors (https; a POST of JSON per error). */
  errorReportUrl?: string;
}

const originOf = (url: string) => new URL(url).origin;

/** The CSP sources the configured services need, per directive. */
export function thirdPartySources(t: ThirdParties) {
  const scripts: string[] = [];
  const connect: string[] = [];
  const images: string[] = [];
  const frames: string[] = [];
  if (t.tagManagerId) {
    scripts.push("https://www.googletagmanager.com");
    connect.push("https://www.googletagmanager.com", "https://*.google-analytics.com");
    images.push("https://www.googletagmanager.com", "https://*.google-analytics.com");
  }
  if (t.pixelId) {
    scripts.push("https://connect.facebook.net");
    connect.push("https://www.facebook.com");
    images.push("https://www.facebook.com");
  }
  if (t.chatWidgetSrc) {
    const origin = originOf(t.chatWidgetSrc);
    scripts.push(origin);
    connect.push(origin, origin.replace(/^https:/, "wss:"));
    images.push(origin);
    frames.push(origin);
  }
  if (t.errorReportUrl) connect.push(originOf(t.errorReportUrl));
  return { scripts, connect, images, frames };
}
