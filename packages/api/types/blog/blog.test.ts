/** getPosts, getPostBySlug, getCommentReviews and addReview(type: comment) on posts (decision 0064). */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestApp, type TestApp } from "../../../../test/app.ts";
import { call, login, newCustomer } from "../../../../test/test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
}, 180_000);
afterAll(() => t?.close());

interface Post {
  _id: string;
  slug: string;
  type: string;
  title: string;
  arTitle: string;
  localTitle: string;
  excerpt: string;
  body: string[];
  image: string | null;
  publishedAt: string;
}
const FIELDS = "_id slug type title arTitle localTitle excerpt body image publishedAt";
const POSTS = /* GraphQL */ `
  query ($type: String!, $paginate: PaginateInput) {
    getPosts(type: $type, paginate: $paginate) {
      status_code data { posts { ${FIELDS} } pageInfo { hasNext totalCount totalPages page limit } }
    }
  }`;
const POST = /* GraphQL */ `
  query ($slug: String!) {
    getPostBySlug(slug: $slug) {
      status_code message code data { post { ${FIELDS} } previous { slug } next { slug } }
    }
  }`;
const COMMENTS = /* GraphQL */ `
  query ($post: String) {
    getCommentReviews(type: "comment", post: $post) { status_code data { _id text type post user { name } } }
  }`;
const ADD = /* GraphQL */ `
  mutation ($post: String, $text: String!) {
    addReview(type: "comment", post: $post, text: $text) {
      status_code message code fieldErrors { field code message } data { _id text type post }
    }
  }`;

type Page = {
  posts: Post[];
  pageInfo: { hasNext: boolean; totalCount: number; totalPages: number; page: number };
};

describe("getPosts", () => {
  it("lists published posts of a type, newest first, in the reader's language", async () => {
    for (const type of ["blog", "news"]) {
      const en = await call<Page>(t, POSTS, { type }, { lang: "en" });
      expect(en.status_code).toBe(200);
      const list = en.data!.posts;
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.every((p) => p.type === type)).toBe(true);
      const dates = list.map((p) => p.publishedAt);
      expect([...dates].sort().reverse()).toEqual(dates);
      expect(list[0]!.localTitle).toBe(list[0]!.title);
      expect(list[0]!.excerpt.length).toBeGreaterThan(10);
      const ar = await call<Page>(t, POSTS, { type }, { lang: "ar" });
      expect(ar.data!.posts[0]!.localTitle).toBe(ar.data!.posts[0]!.arTitle);
      expect(ar.data!.posts[0]!.excerpt).toMatch(/[\u0600-\u06FF]/);
    }
  });

  it("pages", async () => {
    const all = await call<Page>(t, POSTS, { type: "blog" });
    const first = await call<Page>(t, POSTS, { type: "blog", paginate: { page: 1, limit: 2 } });
    const second = await call<Page>(t, POSTS, { type: "blog", paginate: { page: 2, limit: 2 } });
    expect(first.data!.pageInfo).toMatchObject({
      page: 1,
      hasNext: true,
      totalCount: all.data!.posts.length,
    });
    expect(second.data!.posts[0]!.slug).toBe(all.data!.posts[2]!.slug);
  });

  it("answers an empty page for an unknown type", async () => {
    const r = await call<Page>(t, POSTS, { type: "recipes" });
    expect(r.data!.posts).toEqual([]);
  });
});

describe("getPostBySlug", () => {
  it("answers a post with its neighbours, and 404 for an unknown slug", async () => {
    const list = (await call<Page>(t, POSTS, { type: "blog" })).data!.posts;
    const middle = list[1]!;
    const r = await call<{ post: Post; previous: { slug: string } | null; next: { slug: string } | null }>(
      t,
      POST,
      { slug: middle.slug },
    );
    expect(r.data!.post._id).toBe(middle._id);
    expect(r.data!.post.body.length).toBeGreaterThan(0);
    expect(r.data!.next?.slug).toBe(list[0]!.slug);
    expect(r.data!.previous?.slug).toBe(list[2]!.slug);
    const byId = await call<{ post: Post }>(t, POST, { slug: middle._id });
    expect(byId.data!.post.slug).toBe(middle.slug);
    const missing = await call(t, POST, { slug: "no-such-post" }, { lang: "ar" });
    expect(missing).toMatchObject({ status_code: 404, code: "POST_NOT_FOUND", message: "المقال غير موجود" });
  });
});

describe("comments on posts", () => {
  const firstPost = async () => (await call<Page>(t, POSTS, { type: "blog" })).data!.posts[0]!;

  it("lists the seeded comments", async () => {
    const posts = [
      ...(await call<Page>(t, POSTS, { type: "blog" })).data!.posts,
      ...(await call<Page>(t, POSTS, { type: "news" })).data!.posts,
    ];
    let total = 0;
    for (const p of posts) {
      const r = await call<unknown[]>(t, COMMENTS, { post: p._id });
      total += r.data!.length;
    }
    expect(total).toBeGreaterThanOrEqual(2);
  });

  it("refuses a visitor", async () => {
    const post = await firstPost();
    const r = await call(t, ADD, { post: post._id, text: "Nice post" });
    expect(r).toMatchObject({ status_code: 401, code: "UNAUTHENTICATED", data: null });
  });

  it("refuses too short and too long comments in both languages with the blog comment error", async () => {
    const post = await firstPost();
    const token = await login(t, "customer@manzil.test");
    const short = await call(t, ADD, { post: post._id, text: "  a  " }, { token, lang: "en" });
    expect(short).toMatchObject({
      status_code: 400,
      code: "BLOG_COMMENT_ERROR",
      message: "Sorry, your comment could not be added. Please check it and try again",
      fieldErrors: [
        {
          field: "text",
          code: "COMMENT_TOO_SHORT",
          message: "The comment must be at least 2 characters long",
        },
      ],
    });
    const long = await call(t, ADD, { post: post._id, text: "ب".repeat(1001) }, { token, lang: "ar" });
    expect(long).toMatchObject({
      status_code: 400,
      code: "BLOG_COMMENT_ERROR",
      message: "عذرًا، تعذّرت إضافة تعليقك. يرجى مراجعته والمحاولة مرة أخرى",
      fieldErrors: [
        { field: "text", code: "COMMENT_TOO_LONG", message: "يجب ألا يزيد التعليق على 1000 حرف" },
      ],
    });
    const arShort = await call(t, ADD, { post: post._id, text: "" }, { token, lang: "ar" });
    expect(arShort.code).toBe("BLOG_COMMENT_ERROR");
    expect(arShort.fieldErrors?.[0]?.message).toBe("هذا الحقل مطلوب");
    const missing = await call(
      t,
      ADD,
      { post: "00000000-0000-4000-8000-000000000000", text: "Hello" },
      { token },
    );
    expect(missing).toMatchObject({ status_code: 404, code: "POST_NOT_FOUND" });
  });

  it("stores HTML as the text typed and returns it as text", async () => {
    const post = await firstPost();
    const { token } = await newCustomer(t);
    const text = '  <script>alert("x")</script> <b>Lovely</b> ideas & tips\n\nThanks  ';
    const r = await call<{ _id: string; text: string; type: string; post: string }>(
      t,
      ADD,
      { post: post._id, text },
      { token },
    );
    expect(r.status_code).toBe(200);
    expect(r.data).toMatchObject({ text: text.trim(), type: "comment", post: post._id });
    const list = await call<Array<{ _id: string; text: string }>>(t, COMMENTS, { post: post._id });
    expect(list.data!.find((c) => c._id === r.data!._id)?.text).toBe(text.trim());
  });

  it("throttles a user past 5 comments in 10 minutes", async () => {
    const post = await firstPost();
    const { token } = await newCustomer(t);
    for (let i = 1; i <= 5; i++) {
      const ok = await call(t, ADD, { post: post._id, text: `Comment number ${i}` }, { token });
      expect(ok.status_code).toBe(200);
    }
    const refused = await call(t, ADD, { post: post._id, text: "One more" }, { token, lang: "en" });
    expect(refused).toMatchObject({ status_code: 429, code: "TOO_MANY_REQUESTS" });
  });
});
