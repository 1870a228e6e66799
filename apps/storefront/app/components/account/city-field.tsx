import { useEffect, useId, useState } from "react";
import { useTranslation } from "../../lib/i18n.tsx";
import { TextField } from "./form.tsx";

/**
 * The designer's city: a text field suggesting the cities of the chosen country from
 * /iso-countries/{country}/cities (a datalist, so any city can still be typed).
 */
export function CityField({
  countryField,
  defaultCountry,
  values,
  error,
}: {
  countryField: string;
  defaultCountry: string;
  values: Record<string, string>;
  error?: string;
}) {
  const { t, i18n } = useTranslation("account");
  const listId = useId();
  const [country, setCountry] = useState(defaultCountry);
  const [cities, setCities] = useState<Array<{ name: string; arName: string }>>([]);
  useEffect(() => {
    const select = document.querySelector<HTMLSelectElement>(`select[name="${countryField}"]`);
    const onChange = () => setCountry(select?.value ?? "");
    select?.addEventListener("change", onChange);
    return () => select?.removeEventListener("change", onChange);
  }, [countryField]);
  useEffect(() => {
    if (!country) return setCities([]);
    let live = true;
    fetch(`/iso-countries/${encodeURIComponent(country.toLowerCase())}/cities`)
      .then((r) => r.json())
      .then((body: { data?: Array<{ name: string; arName: string }> }) => live && setCities(body.data ?? []))
      .catch(() => live && setCities([]));
    return () => {
      live = false;
    };
  }, [country]);
  return (
    <>
      <TextField
        name="city"
        label={t("auth.city")}
        list={listId}
        autoComplete="address-level2"
        required
        error={error}
        values={values}
      />
      <datalist id={listId}>
        {cities.map((c) => (
          <option key={c.name} value={i18n.language === "ar" ? c.arName : c.name} />
        ))}
      </datalist>
    </>
  );
}
