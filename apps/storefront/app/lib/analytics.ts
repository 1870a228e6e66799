/**
 * The data layer a tag manager reads (issue 12, decision 0067): route changes 250 ms after they
 * happen, the login user id, and the e-commerce events in the common shape (add_to_cart,
 * begin_checkout, purchase with `ecommerce: { currency, value, items }`). Nothing leaves the page
 * unless a tag manager is configured (TAG_MANAGER_ID): the layer is only an array.
 */
import { useEffect } from "react";
import { useLocation } from "react-router";

export interface AnalyticsItem {
  item_id: string;
  item_name: string;
  /** One unit, in major units of the currency. */
  price: number;
  quantity: number;
}

type DataLayerWindow = { dataLayer?: Array<Record<string, unknown> | null> };

export function pushEvent(event: Record<string, unknown> | null): void {
  if (typeof window === "undefined") return;
  const w = window as unknown as DataLayerWindow;
  w.dataLayer ??= [];
  w.dataLayer.push(event);
}

/** Minor units to the major units analytics tools expect (every store currency has 2 decimals). */
export const toMajor = (minor: number) => Math.round(minor) / 100;

/** An e-commerce event: the previous `ecommerce` object cleared first, as tag managers expect. */
export function pushCommerce(
  event: "add_to_cart" | "begin_checkout" | "purchase",
  currency: string,
  items: AnalyticsItem[],
  extra: Record<string, unknown> = {},
): void {
  const value = Math.round(items.reduce((sum, i) => sum + i.price * i.quantity, 0) * 100) / 100;
  pushEvent({ ecommerce: null });
  pushEvent({ event, ecommerce: { currency, value, items, ...extra } });
}

/** Reports each route change (path and title) 250 ms after it, so the new page's title is in place. */
export function usePageViews(): void {
  const { pathname, search } = useLocation();
  useEffect(() => {
    const timer = setTimeout(
      () =>
        pushEvent({
          event: "page_view",
          page_path: `${pathname}${search}`,
          page_title: document.title,
          page_language: document.documentElement.lang,
        }),
      250,
    );
    return () => clearTimeout(timer);
  }, [pathname, search]);
}

/** Fires `work` once per key in this browser tab (a purchase is reported once, reloads included). */
export function once(key: string, work: () => void): void {
  try {
    if (sessionStorage.getItem(`manzil:event:${key}`)) return;
    sessionStorage.setItem(`manzil:event:${key}`, "1");
  } catch {
    // Without storage the event may repeat on a reload; better than never.
  }
  work();
}
