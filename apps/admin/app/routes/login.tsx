/** Sign-in to the back office with the same accounts as the store (staff only, decision 0106). */
import { Form, redirect, useActionData, useNavigation, useSearchParams } from "react-router";
import { Button, Field, Notice } from "../components/ui.tsx";
import { currentLanguage, useT } from "../lib/i18n.ts";
import type { Route } from "./+types/login";

/** Only a path inside the back office (never another site). */
const safeNext = (next: string | null) => (next?.startsWith("/") && !next.startsWith("//") ? next : "/");

export async function clientAction({ request }: Route.ClientActionArgs) {
  const form = await request.formData();
  const email = String(form.get("email") ?? "");
  const response = await fetch("/admin/session", {
    method: "POST",
    credentials: "same-origin",
    headers: { "content-type": "application/json", "accept-language": currentLanguage() },
    body: JSON.stringify({ email, password: String(form.get("password") ?? "") }),
  });
  const body = (await response.json()) as {
    code: string;
    message?: string;
    fieldErrors?: Array<{ field: string; code: string }>;
  };
  if (response.ok) return redirect(safeNext(new URL(request.url).searchParams.get("next")));
  return { message: body.message ?? body.code, email };
}

export default function Login() {
  const { t } = useT();
  const result = useActionData<typeof clientAction>();
  const navigation = useNavigation();
  const [params] = useSearchParams();
  const busy = navigation.state !== "idle" && navigation.formMethod === "POST";
  return (
    <main className="grid min-h-dvh place-items-center p-4">
      <div className="w-full max-w-sm rounded-lg border border-line bg-white p-6 shadow-sm">
        <p className="text-sm text-muted">{t("appName")}</p>
        <h1 className="mt-1 text-xl font-semibold">{t("signInTitle")}</h1>
        <p className="mt-2 text-sm text-muted">{t("signInLead")}</p>
        {params.has("denied") && !result && (
          <div className="mt-4">
            <Notice tone="danger">{t("forbidden")}</Notice>
          </div>
        )}
        {result && (
          <div className="mt-4">
            <Notice tone="danger">{result.message}</Notice>
          </div>
        )}
        <Form method="post" className="mt-4 space-y-4">
          <Field
            label={t("email")}
            name="email"
            type="email"
            inputMode="email"
            autoComplete="username"
            defaultValue={result?.email}
            isRequired
          />
          <Field
            label={t("password")}
            name="password"
            type="password"
            autoComplete="current-password"
            isRequired
          />
          <Button type="submit" className="w-full" busy={busy} busyLabel={t("signingIn")}>
            {t("signIn")}
          </Button>
        </Form>
      </div>
    </main>
  );
}
