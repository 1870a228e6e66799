/**
 * The date of birth as day, month and year selects in the page's language (a browser's date input
 * shows its own locale's mm/dd/yyyy whatever the page says). The action joins them with
 * `birthDateOf`; all three empty clears the date. Works without JavaScript.
 */
import { useId } from "react";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import { inputClass } from "./form.tsx";

/**
 * yyyy-mm-dd from the three fields; "" when all are empty; "partial:y-m-d" when only some are
 * chosen (refused by the schema, and shown again as chosen).
 */
export function birthDateOf(form: FormData): string {
  const part = (k: string) => String(form.get(k) ?? "").trim();
  const [y, m, d] = [part("birthYear"), part("birthMonth"), part("birthDay")];
  if (!y && !m && !d) return "";
  if (!y || !m || !d) return `partial:${y}-${m}-${d}`;
  return `${y.padStart(4, "0")}-${m.padStart(2, "0")}-${d.padStart(2, "0")}`;
}

export function BirthDateField({ value, error }: { value: string; error?: string }) {
  const { t } = useTranslation("account");
  const { locale } = useRootData();
  const id = useId();
  const [, y = "", m = "", d = ""] = /(\d*)-(\d*)-(\d*)$/.exec(value) ?? [];
  const monthName = new Intl.DateTimeFormat(locale.lang === "ar" ? "ar-EG" : "en-GB", { month: "long" });
  const thisYear = new Date().getFullYear();
  const select = `${inputClass.replace("px-4", "px-2.5")} ${error ? "border-danger" : "border-line hover:border-ink/30"}`;
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="mb-1.5 block text-sm font-semibold">{t("profile.birthDate")}</legend>
      <div className="grid grid-cols-[1.15fr_1.5fr_1.2fr] gap-2">
        <select
          name="birthDay"
          defaultValue={d ? String(Number(d)) : ""}
          aria-label={t("profile.day")}
          className={select}
        >
          <option value="">{t("profile.day")}</option>
          {Array.from({ length: 31 }, (_, i) => i + 1).map((day) => (
            <option key={day} value={day}>
              {day}
            </option>
          ))}
        </select>
        <select
          name="birthMonth"
          defaultValue={m ? String(Number(m)) : ""}
          aria-label={t("profile.month")}
          className={select}
        >
          <option value="">{t("profile.month")}</option>
          {Array.from({ length: 12 }, (_, i) => i + 1).map((month) => (
            <option key={month} value={month}>
              {monthName.format(new Date(Date.UTC(2000, month - 1, 15)))}
            </option>
          ))}
        </select>
        <select name="birthYear" defaultValue={y} aria-label={t("profile.year")} className={select}>
          <option value="">{t("profile.year")}</option>
          {Array.from({ length: 100 }, (_, i) => thisYear - 10 - i).map((year) => (
            <option key={year} value={year}>
              {year}
            </option>
          ))}
        </select>
      </div>
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
