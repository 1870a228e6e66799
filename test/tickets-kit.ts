/** Helpers of the designer tickets' tests (test code only). */
import sharp from "sharp";
import type { TestApp } from "./app.ts";
import { call, newCustomer, robot } from "./test-kit.ts";

/** A real PNG picture of `size` pixels. */
export async function pngBytes(size = 64, color = "#B4532A"): Promise<Buffer> {
  return sharp({ create: { width: size, height: size, channels: 3, background: color } })
    .png()
    .toBuffer();
}

/** POSTs one file as multipart to `url` (from `ip`, default inject's); answers the status and the JSON body. */
export async function postFile(
  t: TestApp,
  url: string,
  file: { bytes: Uint8Array; name: string; type?: string },
  options: { token?: string; lang?: "ar" | "en"; ip?: string } = {},
): Promise<{ status: number; body: Record<string, any> }> {
  const form = new FormData();
  form.append(
    "file",
    new Blob([new Uint8Array(file.bytes)], { type: file.type ?? "application/octet-stream" }),
    file.name,
  );
  const request = new Response(form);
  const headers: Record<string, string> = {
    "content-type": request.headers.get("content-type")!,
    "accept-language": options.lang ?? "en",
  };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await t.app.inject({
    method: "POST",
    url,
    headers,
    ...(options.ip ? { remoteAddress: options.ip } : {}),
    payload: Buffer.from(await request.arrayBuffer()),
  });
  return { status: response.statusCode, body: response.json() };
}

/** Uploads a ticket attachment; answers its id (throws when refused). */
export async function attach(
  t: TestApp,
  token: string,
  bytes: Uint8Array,
  name = "drawing.png",
): Promise<string> {
  const r = await postFile(t, "/api/tickets/attachments", { bytes, name }, { token });
  if (r.status !== 200) throw new Error(`upload refused: ${r.status} ${JSON.stringify(r.body)}`);
  return r.body.data._id;
}

const EDIT = `mutation ($description: String) { editProfile(description: $description) { status_code errors } }`;

/** Registers a designer (avatar, terms, country); `complete` adds the bio the workspace needs. */
export async function newDesigner(t: TestApp, complete = true) {
  const avatar = await postFile(t, "/api/user/upload-one?minify=true", {
    bytes: await pngBytes(300),
    name: "me.png",
    type: "image/png",
  });
  const designer = await newCustomer(t, {
    role: "designer",
    lName: "Designer",
    country: "Egypt",
    city: "Cairo",
    image: avatar.body.file.path,
    termsAccepted: true,
    robot: await robot(t),
  });
  if (complete) {
    const r = await call(
      t,
      EDIT,
      { description: "I design chairs and small tables." },
      { token: designer.token },
    );
    if (r.status_code !== 200) throw new Error(`profile edit failed: ${r.errors.join(", ")}`);
  }
  return designer;
}

export const ADD_TICKET = `mutation ($category: ID, $name: String, $basePrice: Float, $description: String, $attachments: [ID!], $ticketForCompetition: Boolean) {
  addProductForDesigner(category: $category, name: $name, basePrice: $basePrice, description: $description,
    attachments: $attachments, ticketForCompetition: $ticketForCompetition) {
    status_code code message errors fieldErrors { field code message }
    data { _id slug name basePrice productStatus ticketForCompetition attachments { _id name mimeType isImage url } category { _id } } } }`;

export const TICKET = `query ($id: ID!) { getTicketById(product: $id) { status_code code message
  data { _id name productStatus newMessage unreadCount acceptionDate rejectionDate product { _id slug }
    messages { _id text fromTeam read attachments { _id name } } } } }`;

export const MESSAGE = `mutation ($ticket: ID!, $text: String, $attachments: [ID!]) {
  addTicketMessage(ticket: $ticket, text: $text, attachments: $attachments) {
    status_code code message data { _id fromTeam attachments { _id } } } }`;

/** The team's reply, on the admin API. */
export const TEAM_REPLY = `mutation ($ticket: ID!, $text: String, $attachments: [ID!]) {
  replyToTicket(ticket: $ticket, text: $text, attachments: $attachments) {
    status_code code message data { _id fromTeam attachments { _id } } } }`;

export const READ = `mutation ($ticket: ID, $increase: Boolean) {
  updateResponsesNotifications(ticket: $ticket, increase: $increase) { status_code code data { responsesReaded } } }`;

export const ACCEPT = `mutation ($ticket: ID!, $egPrice: Float, $egRevenue: Float, $suPrice: Float, $suRevenue: Float, $arName: String) {
  acceptTicket(ticket: $ticket, egPrice: $egPrice, egRevenue: $egRevenue, suPrice: $suPrice, suRevenue: $suRevenue, arName: $arName) {
    status_code code message data { _id productStatus acceptionDate product { _id slug } } } }`;

export const REJECT = `mutation ($ticket: ID!, $reason: String) {
  rejectTicket(ticket: $ticket, reason: $reason) { status_code code data { productStatus rejectionDate } } }`;

export const REMOVE = `mutation ($ticket: ID!) { removeRejectedTicket(ticket: $ticket) { status_code code message } }`;

/** A subcategory's id from the demo catalogue. */
export async function aCategory(t: TestApp): Promise<string> {
  const r = await call<Array<{ _id: string; parentId: string | null }>>(
    t,
    `query { getCategories(isMain: false) { status_code data { _id } } }`,
  );
  return r.data![0]!._id;
}
