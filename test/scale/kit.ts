/** The requests the scale-out suite sends (decision 0079), named by what a shopper does. */
import type { Shot } from "./load.ts";

export const gqlOk = (status: number, body: string) => {
  if (status !== 200) return false;
  const data = (JSON.parse(body) as { data?: Record<string, { status_code?: number } | null> }).data;
  return !!data && Object.values(data).every((field) => field?.status_code === 200);
};

export const categoryPage = (page: number): Shot => ({
  name: "category page",
  path: `/en-eg/categories/living-room?page=${1 + (page % 3)}`,
});

export const productList = (page: number): Shot => ({
  name: "product list",
  path: "/graphql",
  body: {
    query: `query ($page: Int) { filterProducts(paginate: { page: $page, limit: 12 }) { status_code data { products { _id } } } }`,
    variables: { page: 1 + (page % 5) },
  },
  succeeded: gqlOk,
});

export const login = (email: string, password: string, ip = "198.51.100.1"): Shot => ({
  name: "login",
  path: "/graphql",
  headers: { "x-forwarded-for": ip },
  body: {
    query: `mutation ($e: String!, $p: String!) { login(email: $e, password: $p) { status_code data { jwt } } }`,
    variables: { e: email, p: password },
  },
  succeeded: gqlOk,
});

/** A sign-in with a wrong password: answered "Incorrect email or password", not a wait nor an error. */
export const wrongLogin = (email: string, ip: string): Shot => ({
  name: "wrong login",
  path: "/graphql",
  headers: { "x-forwarded-for": ip },
  body: {
    query: `mutation ($e: String!) { login(email: $e, password: "not-the-password") { code } }`,
    variables: { e: email },
  },
  succeeded: (status, body) =>
    status === 200 &&
    (JSON.parse(body) as { data?: { login?: { code?: string } } }).data?.login?.code ===
      "INVALID_CREDENTIALS",
});

export const addToCart = (token: string, image: string): Shot => ({
  name: "add to cart",
  tag: image,
  path: "/graphql",
  headers: { authorization: `Bearer ${token}` },
  body: {
    query: `mutation ($image: ID) { addToCart(image: $image, quantity: 1, currentCountry: "eg") { status_code } }`,
    variables: { image },
  },
  succeeded: gqlOk,
});

export const uploadAvatar = (token: string, png: Uint8Array, ip: string): Shot => ({
  name: "upload",
  path: "/api/user/upload-one?minify=true",
  headers: { authorization: `Bearer ${token}`, "x-forwarded-for": ip },
  body: () => {
    const form = new FormData();
    form.append("file", new Blob([new Uint8Array(png)], { type: "image/png" }), "me.png");
    return form;
  },
});

/**
 * A new cart add each time, for the next product not yet in the cart; once `images` are all in the
 * cart, a product list read instead (a fast machine sends more than the demo has products).
 */
export function cartAdds(token: string, images: string[]): () => Shot {
  let reads = 0;
  return () => {
    const image = images.shift();
    return image ? addToCart(token, image) : productList(reads++);
  };
}

export async function graphqlAt<T>(port: number, query: string, variables = {}, headers = {}): Promise<T> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: "POST",
    headers: { "content-type": "application/json", "accept-language": "en", ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return ((await response.json()) as { data: T }).data;
}
