/**
 * Badges or tags (decision 0135): the whole list, each row edited in place (both names; a badge's
 * code and colour), a new one above, delete after a confirmation that counts its products.
 */
import { useFetcher, useLocation } from "react-router";
import { Badge, Button, ConfirmDialog, Field, Notice } from "../../components/ui.tsx";
import { type ActionResult, dataOf, failed, request } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import type { Route } from "./+types/list";
import {
  BADGES,
  CREATE_BADGE,
  CREATE_TAG,
  DELETE_BADGE,
  DELETE_TAG,
  type Label,
  type LabelKind,
  labelKindOf,
  TAGS,
  UPDATE_BADGE,
  UPDATE_TAG,
} from "./documents.ts";

export async function clientLoader({ request: req }: Route.ClientLoaderArgs) {
  const kind = labelKindOf(new URL(req.url).pathname);
  const items: Label[] =
    kind === "badge" ? dataOf((await request(BADGES)).adminBadges) : dataOf((await request(TAGS)).adminTags);
  return { kind, items };
}

type Result = ActionResult & { intent: string; id: string };

export async function clientAction({ request: req }: Route.ClientActionArgs): Promise<Result> {
  const kind = labelKindOf(new URL(req.url).pathname);
  const form = await req.formData();
  const intent = String(form.get("intent"));
  const id = String(form.get("id") ?? "");
  const text = (n: string) => String(form.get(n) ?? "").trim();
  const input = {
    name: text("name"),
    arName: text("arName"),
    ...(kind === "badge" ? { code: text("code"), color: text("color") } : {}),
  };
  const badge = kind === "badge";
  const r =
    intent === "delete"
      ? badge
        ? (await request(DELETE_BADGE, { id })).deleteBadge
        : (await request(DELETE_TAG, { id })).deleteTag
      : intent === "create"
        ? badge
          ? (await request(CREATE_BADGE, { input })).createBadge
          : (await request(CREATE_TAG, { input })).createTag
        : badge
          ? (await request(UPDATE_BADGE, { id, input })).updateBadge
          : (await request(UPDATE_TAG, { id, input })).updateTag;
  return { intent, id, ...(r.status_code === 200 ? { ok: true } : failed(r)) };
}

export default function Labels({ loaderData }: Route.ComponentProps) {
  const { kind, items } = loaderData;
  const { t } = useT();
  const area = kind === "badge" ? "area.badges" : "area.tags";
  return (
    <>
      <h1 className="text-2xl font-semibold">{t(area)}</h1>
      <p className="mt-1 text-muted">{t(`${area}.lead`)}</p>
      <section className="mt-6 rounded-lg border border-line bg-white p-5" aria-labelledby="new-label">
        <h2 id="new-label" className="mb-3 text-lg font-semibold">
          {t(`${kind}.new`)}
        </h2>
        {/* a fresh form once one was added (the list grows) */}
        <LabelRow key={items.length} kind={kind} />
      </section>
      {items.length === 0 ? (
        <p className="mt-6 text-muted">{t("label.empty")}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((item) => (
            <li key={item._id} className="rounded-lg border border-line bg-white p-4">
              <LabelRow kind={kind} item={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function LabelRow({ kind, item }: { kind: LabelKind; item?: Label }) {
  const { t, lang, locale } = useT();
  const fetcher = useFetcher<Result>();
  const { pathname } = useLocation();
  const result = fetcher.data;
  const errors = result && !result.ok && result.intent !== "delete" ? result.fields : {};
  const busy = (intent: string) => fetcher.state !== "idle" && fetcher.formData?.get("intent") === intent;
  const name = item ? (lang === "ar" ? item.arName : item.name) : "";
  return (
    <div className="space-y-3">
      {result && !result.ok && <Notice tone="danger">{result.message}</Notice>}
      {result?.ok && result.intent !== "delete" && (
        <Notice tone="success">{t(item ? "label.saved" : "label.created")}</Notice>
      )}
      {item && (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          {kind === "badge" && item.color && (
            <span
              className="inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold text-white"
              style={{ backgroundColor: item.color }}
            >
              <bdi>{name}</bdi>
            </span>
          )}
          <Badge tone="neutral">
            {t("label.products", { count: new Intl.NumberFormat(locale).format(item.productCount) })}
          </Badge>
        </div>
      )}
      <fetcher.Form method="post" action={pathname} className="space-y-3" noValidate>
        <input type="hidden" name="intent" value={item ? "save" : "create"} />
        {item && <input type="hidden" name="id" value={item._id} />}
        <div
          className={`grid gap-3 ${kind === "badge" ? "sm:grid-cols-2 lg:grid-cols-4" : "sm:grid-cols-2"}`}
        >
          <Field
            label={t("label.arName")}
            name="arName"
            dir="auto"
            defaultValue={item?.arName}
            error={errors.arName}
            isRequired
          />
          <Field
            label={t("label.name")}
            name="name"
            dir="ltr"
            defaultValue={item?.name}
            error={errors.name}
            isRequired
          />
          {kind === "badge" && (
            <>
              <Field
                label={t("label.code")}
                name="code"
                dir="ltr"
                defaultValue={item?.code}
                error={errors.code}
                isRequired
              />
              <Field
                label={t("label.color")}
                name="color"
                dir="ltr"
                defaultValue={item?.color ?? "#B4532A"}
                error={errors.color}
                isRequired
              />
            </>
          )}
        </div>
        <div className="flex flex-wrap gap-3">
          <Button
            type="submit"
            tone={item ? "secondary" : "primary"}
            busy={busy(item ? "save" : "create")}
            busyLabel={t(item ? "sale.saving" : "sale.creating")}
          >
            {t(item ? "label.save" : "sale.create")}
          </Button>
          {item && (
            <ConfirmDialog
              trigger={<Button tone="danger">{t("sale.delete")}</Button>}
              title={t(`${kind}.deleteTitle`, { name })}
              body={t("label.deleteBody", { count: new Intl.NumberFormat(locale).format(item.productCount) })}
              confirmLabel={t("sale.delete")}
              busyLabel={t("sale.deleting")}
              busy={busy("delete")}
              onConfirm={() => {
                const data = new FormData();
                data.set("intent", "delete");
                data.set("id", item._id);
                fetcher.submit(data, { method: "post", action: pathname });
              }}
            />
          )}
        </div>
      </fetcher.Form>
    </div>
  );
}
