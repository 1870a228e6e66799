import { redirect } from "react-router";

/** Signs out of the back office (and the store: the same session), then to the sign-in page. */
export async function clientAction() {
  await fetch("/admin/session/end", { method: "POST", credentials: "same-origin" });
  return redirect("/login");
}

export const clientLoader = () => redirect("/");
