import { Link } from "react-router";
import { FormAlert } from "../../../components/account/form.tsx";
import { pageTitle } from "../../../components/layout/page-title.ts";
import { OrderSummaryFields } from "../../../components/orders/order-fields.ts";
import {
  CancelDisclosure,
  LineImage,
  moneyOf,
  OrderHeader,
  OrderTotals,
  PaymentAndDelivery,
  Timeline,
} from "../../../components/orders/order-parts.tsx";
import { gql } from "../../../lib/graphql.ts";
import { useTranslation } from "../../../lib/i18n.tsx";
import { localeOfRequest, localePath } from "../../../lib/locale.ts";
import { pageMessages } from "../../../lib/messages.server.ts";
import { useRootData } from "../../../lib/root-data.ts";
import { graphql, type ResultOf } from "../../../lib/shop-graphql.ts";
import { requireUser } from "../lib/session.server.ts";
import type { Route } from "./+types/orders";

const ORDERS = graphql(
  `
  query Orders {
    getOrdersByUserId {
      status_code code
      data { ...OrderSummaryFields items { _id name arName imagePath quantity lineTotal } }
    }
  }
`,
  [OrderSummaryFields],
);

type Order = NonNullable<ResultOf<typeof ORDERS>["getOrdersByUserId"]["data"]>[number];
const CANCEL = graphql(
  `mutation Cancel($o: ID!) { cancelOrder(order: $o) { status_code code message data { orderId } } }`,
);

export function meta({ loaderData }: Route.MetaArgs) {
  return [{ title: pageTitle(loaderData?.lang === "en" ? "My orders" : "طلباتي", loaderData?.lang ?? "ar") }];
}

export async function loader(args: Route.LoaderArgs) {
  const { locale } = await requireUser(args, "complete");
  const r = await gql(args.context, locale, ORDERS);
  return {
    lang: locale.lang,
    orders: r.getOrdersByUserId.data ?? [],
    messages: pageMessages(locale.lang, ["orders"]),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const locale = localeOfRequest(request);
  const form = await request.formData();
  const r = await gql(context, locale, CANCEL, {
    o: String(form.get("order") ?? ""),
  });
  return r.cancelOrder.status_code === 200
    ? { cancelled: r.cancelOrder.data!.orderId, message: "" }
    : { cancelled: "", message: r.cancelOrder.message };
}

export default function Orders({ loaderData, actionData }: Route.ComponentProps) {
  const { t } = useTranslation("orders");
  const { locale } = useRootData();
  return (
    <section>
      <h1 className="text-2xl font-semibold nav:text-3xl">{t("title")}</h1>
      <div className="mt-4" aria-live="polite">
        <FormAlert tone="success">
          {actionData?.cancelled && t("cancelled", { number: actionData.cancelled })}
        </FormAlert>
        <FormAlert>{actionData?.message}</FormAlert>
      </div>
      {loaderData.orders.length === 0 ? (
        <div className="mt-6 rounded-2xl bg-surface p-8 text-center ring-1 ring-line">
          <p className="text-muted">{t("empty")}</p>
          <Link
            to={localePath(locale, "/categories")}
            className="mt-4 inline-flex h-11 items-center rounded-full bg-accent px-6 font-semibold text-white hover:bg-accent-dark"
          >
            {t("browse")}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-6">
          {loaderData.orders.map((order) => (
            <OrderCard key={order._id} order={order} />
          ))}
        </ul>
      )}
      <p className="mt-8 text-sm text-muted">{t("returnPolicy")}</p>
    </section>
  );
}

function OrderCard({ order }: { order: Order }) {
  const { t } = useTranslation("orders");
  const { locale } = useRootData();
  const lang = locale.lang;
  const money = moneyOf(order, lang);
  return (
    <li className="rounded-2xl bg-surface p-5 ring-1 ring-line" aria-labelledby={`order-${order._id}`}>
      <OrderHeader
        order={order}
        lang={lang}
        heading={
          <h2 id={`order-${order._id}`} className="text-lg font-semibold" dir="auto">
            <Link
              to={localePath(locale, `/profile/orders/${order._id}`)}
              className="underline decoration-line underline-offset-4 hover:text-accent-dark hover:decoration-current"
            >
              {t("number", { number: order.orderId })}
            </Link>
          </h2>
        }
      />
      <div className="mt-4">
        <Timeline status={order.status} compact />
      </div>
      <ul className="mt-4 divide-y divide-line">
        {order.items.map((item) => (
          <li key={item._id} className="flex items-center gap-3 py-3">
            <LineImage path={item.imagePath} />
            <div className="min-w-0 flex-1">
              <p className="truncate font-medium">{lang === "ar" ? item.arName : item.name}</p>
              <p className="text-sm text-muted">{t("quantity", { count: item.quantity })}</p>
            </div>
            <p className="font-medium tabular-nums">{money(item.lineTotal)}</p>
          </li>
        ))}
      </ul>
      <div className="mt-4 grid gap-6 border-t border-line pt-4 sm:grid-cols-2">
        <OrderTotals order={order} lang={lang} />
        <PaymentAndDelivery order={order} lang={lang} />
      </div>
      {order.mayCancel && <CancelDisclosure orderId={order._id} />}
    </li>
  );
}
