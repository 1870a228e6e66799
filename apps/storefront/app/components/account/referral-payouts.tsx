/** profile/referral-code: the payout form and the list of payout requests (decision 0059). */
import { Form } from "react-router";
import { formatDate, formatMoney } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import type { ResultOf } from "../../lib/shop-graphql.ts";
import type { ReferralPayoutFields } from "./account-documents.ts";
import { FormAlert, SubmitButton, TextField } from "./form.tsx";

type Payout = ResultOf<typeof ReferralPayoutFields>;

/** What the page's action answers: the request sent, or what was typed with its message. */
export interface PayoutAnswer {
  sent: Pick<Payout, "_id" | "amount"> | null;
  typed: string;
  error: string;
  message: string;
}

const BADGE: Record<string, string> = {
  pending: "bg-accent/10 text-accent-dark",
  approved: "bg-accent/10 text-accent-dark",
  paid: "bg-success/10 text-success",
  rejected: "bg-ink/10 text-ink",
};

export function PayoutForm({ answer }: { answer: PayoutAnswer | undefined }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  return (
    <div aria-live="polite">
      <FormAlert tone="success">
        {answer?.sent
          ? t("referral.payoutSent", { amount: formatMoney(answer.sent.amount, "eg", locale.lang) })
          : null}
      </FormAlert>
      <FormAlert>{answer?.message}</FormAlert>
      {/* A new form after each request sent, so the field empties; a refused one keeps what was typed. */}
      <Form method="post" noValidate key={answer?.sent?._id ?? "payout"}>
        <div className="flex flex-col gap-3 sm:flex-row sm:items-start">
          <TextField
            name="amount"
            label={t("referral.amount")}
            inputMode="decimal"
            autoComplete="off"
            dir="ltr"
            error={answer?.error}
            values={{ amount: answer?.typed ?? "" }}
            className="sm:flex-1"
          />
          <SubmitButton className="sm:mt-7">{t("referral.requestPayout")}</SubmitButton>
        </div>
      </Form>
      <p className="mt-3 text-sm leading-6 text-muted">{t("referral.payoutHint")}</p>
    </div>
  );
}

export function PayoutList({ payouts }: { payouts: Payout[] }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  if (!payouts.length) return <p className="mt-3 leading-7 text-muted">{t("referral.noRequests")}</p>;
  return (
    <ul className="mt-3 divide-y divide-line">
      {payouts.map((p) => (
        <li key={p._id} className="flex items-center justify-between gap-4 py-3">
          <div>
            <p className="font-semibold tabular-nums">{formatMoney(p.amount, "eg", locale.lang)}</p>
            <p className="text-sm text-muted">
              {t("referral.requestedOn", { date: formatDate(p.createdAt, locale.lang, locale.country) })}
            </p>
          </div>
          <span
            className={`shrink-0 rounded-full px-3 py-1 text-sm font-semibold ${BADGE[p.status]}`}
            data-testid="payout-status"
          >
            {t(`referral.status.${p.status === "approved" ? "pending" : p.status}`)}
          </span>
        </li>
      ))}
    </ul>
  );
}
