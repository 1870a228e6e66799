import { Form, useNavigation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";

/** What the product page's action answers (routes/catalog/product.tsx). */
export interface ReviewReply {
  ok: boolean;
  message: string;
  errors: string[];
}

/**
 * The product page's review form (a signed-in visitor who has not reviewed the product yet): a
 * rating and a text, errors beside the fields. Its own chunk: most visitors never see it.
 */
export function ReviewForm({ productId, actionData }: { productId: string; actionData?: ReviewReply }) {
  const { t } = useTranslation("catalog");
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formMethod?.toLowerCase() === "post";
  const errorFor = (field: string) =>
    actionData?.errors
      .find((e) => e.startsWith(`${field}:`))
      ?.slice(field.length + 1)
      .trim();
  return (
    <Form method="post" preventScrollReset className="flex flex-col gap-4" noValidate>
      <input type="hidden" name="product" value={productId} />
      <fieldset>
        <legend className="mb-1 text-sm font-medium">{t("product.yourRating")}</legend>
        {/* 5 … 1 in the markup, shown 1 … 5 from the start: the picked star lights those before it. */}
        <div className="rating-input flex flex-row-reverse justify-end gap-1">
          {[5, 4, 3, 2, 1].map((n) => (
            <label key={n} className="relative cursor-pointer">
              <input type="radio" name="rating" value={n} className="peer sr-only" required />
              <span
                aria-hidden="true"
                className="block px-1 text-2xl peer-focus-visible:outline-2 peer-focus-visible:outline-accent"
              >
                ★
              </span>
              <span className="sr-only">{t("product.stars", { count: n })}</span>
            </label>
          ))}
        </div>
        {errorFor("rating") ? <p className="mt-1 text-sm text-danger">{errorFor("rating")}</p> : null}
      </fieldset>
      <label className="flex flex-col gap-1 text-sm font-medium">
        {t("product.yourReview")}
        <textarea
          name="text"
          rows={4}
          maxLength={2000}
          required
          className="rounded-lg border border-line bg-canvas p-3 font-normal"
          aria-invalid={!!errorFor("text")}
        />
        {errorFor("text") ? <span className="text-danger">{errorFor("text")}</span> : null}
      </label>
      {actionData && !actionData.ok && actionData.errors.length === 0 ? (
        <p className="text-sm text-danger" role="alert">
          {actionData.message}
        </p>
      ) : null}
      <button
        type="submit"
        disabled={busy}
        className="rounded-full bg-accent px-5 py-2.5 font-semibold text-white hover:bg-accent-dark disabled:opacity-60"
      >
        {t("product.submitReview")}
      </button>
    </Form>
  );
}
