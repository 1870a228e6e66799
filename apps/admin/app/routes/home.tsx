/** The back office's home: who you are and the areas your privilege opens. */
import { Link } from "react-router";
import { areasOf } from "../lib/areas.ts";
import { useT } from "../lib/i18n.ts";
import type { MessageKey } from "../lib/messages.ts";
import { useViewer } from "./shell.tsx";

export default function Home() {
  const me = useViewer();
  const { t } = useT();
  const areas = areasOf(me.permissions);
  return (
    <>
      <h1 className="text-2xl font-semibold">{t("welcome", { name: me.name || me.email })}</h1>
      <p className="mt-1 text-muted">
        {t("privilege", { type: t(`privilege.${me.privilageType ?? "none"}` as MessageKey) })}
      </p>
      <h2 className="mt-8 text-lg font-semibold">{t("yourAreas")}</h2>
      {areas.length ? (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {areas.map((area) => (
            <li key={area.path}>
              <Link
                to={area.path}
                className="block h-full rounded-lg border border-line bg-white p-5 hover:border-accent"
              >
                <span className="font-semibold">{t(area.title)}</span>
                <span className="mt-1 block text-sm text-muted">{t(area.lead)}</span>
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-3 text-muted">{t("noAreas")}</p>
      )}
    </>
  );
}
