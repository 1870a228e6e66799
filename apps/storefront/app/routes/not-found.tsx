import { data } from "react-router";

/** Any path no page claims: the specs' 404 'This page could not be found'. */
export function loader() {
  throw data(null, { status: 404 });
}

export default function NotFound() {
  return null;
}
