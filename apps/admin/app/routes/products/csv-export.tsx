/** The products list's CSV export (decision 0120): the list's current filter, saved as a file. */
import { useState } from "react";
import { Button } from "../../components/ui.tsx";
import { request, type VariablesOf } from "../../lib/graphql.ts";
import { useT } from "../../lib/i18n.ts";
import { EXPORT_CSV } from "./documents.ts";

export function ExportButton({ variables }: { variables: VariablesOf<typeof EXPORT_CSV> }) {
  const { t } = useT();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async () => {
    setBusy(true);
    setError(null);
    try {
      const { options, filter } = variables;
      const r = (await request(EXPORT_CSV, { options: { ...options, page: 1 }, filter })).exportProductsCsv;
      if (r.status_code !== 200 || !r.data) return setError(r.message);
      const url = URL.createObjectURL(new Blob([r.data.csv], { type: "text/csv;charset=utf-8" }));
      const a = document.createElement("a");
      a.href = url;
      a.download = `products-${new Date().toISOString().slice(0, 10)}.csv`;
      a.click();
      URL.revokeObjectURL(url);
    } finally {
      setBusy(false);
    }
  };
  return (
    <span className="inline-flex flex-col items-end">
      <Button tone="secondary" busy={busy} busyLabel={t("csv.exporting")} onPress={run}>
        {t("csv.export")}
      </Button>
      {error && (
        <span role="alert" className="mt-1 text-sm text-danger">
          {error}
        </span>
      )}
    </span>
  );
}
