import { Outlet } from "react-router";

/** Pages without the prefix: Arabic and Egypt unless the visitor chose otherwise (decision 0002). */
export default function PlainLayout() {
  return <Outlet />;
}
