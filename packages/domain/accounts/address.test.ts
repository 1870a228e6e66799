import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { queryRows } from "#db/client.ts";
import { startTestApp, type TestApp } from "../../../test/app.ts";
import { call, newCustomer } from "../../../test/test-kit.ts";

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => t?.close());

const GOVS = `query ($c: String) { getGovernorates(countryId: $c) { status_code data { _id country name { ar en } areas { _id name { ar en } } } } }`;
const ADD = `mutation ($governorateId: ID, $areaId: ID, $fName: String, $phone: String, $streetName: String, $building: String, $floorNo: String, $country: String) {
  addAddress(governorateId: $governorateId, areaId: $areaId, fName: $fName, phone: $phone, streetName: $streetName, building: $building, floorNo: $floorNo, country: $country) {
    status_code errors data { _id city area phone floorNo country code } } }`;
interface Gov {
  _id: string;
  name: { ar: string; en: string };
  areas: Array<{ _id: string; name: { en: string } }>;
}

describe("addresses", () => {
  it("lists Egypt's governorates with areas and Saudi cities", async () => {
    const eg = await call<Gov[]>(t, GOVS, { c: "egypt" });
    expect(eg.data!.length).toBe(27);
    expect(eg.data!.find((g) => g.name.en === "Cairo")!.areas.length).toBeGreaterThan(3);
    const sa = await call<Gov[]>(t, GOVS, { c: "sa" });
    expect(sa.data!.map((g) => g.name.en)).toContain("Riyadh");
  });

  it("reads an address's governorate and area in the reader's language, whatever it was saved in", async () => {
    const me = await newCustomer(t);
    const giza = (await call<Gov[]>(t, GOVS, { c: "eg" })).data!.find((g) => g.name.en === "Giza")!;
    const saved = await call(
      t,
      ADD,
      {
        governorateId: giza._id,
        areaId: giza.areas[0]!._id,
        fName: "Mona",
        phone: "01012345678",
        streetName: "Tahrir",
        building: "5",
        country: "eg",
      },
      { token: me.token, lang: "en" },
    );
    expect(saved.status_code).toBe(200);
    const ME = `query ($u: ID) { getUserById(user: $u) { data { address { city area } } } }`;
    const inArabic = await call<{ address: Array<{ city: string; area: string }> }>(
      t,
      ME,
      { u: me.id },
      { token: me.token, lang: "ar" },
    );
    expect(inArabic.data!.address[0]).toEqual({
      city: giza.name.ar,
      area: expect.stringMatching(/[\u0600-\u06FF]/),
    });
    const inEnglish = await call<{ address: Array<{ city: string }> }>(
      t,
      ME,
      { u: me.id },
      { token: me.token, lang: "en" },
    );
    expect(inEnglish.data!.address[0]!.city).toBe("Giza");
  });

  it("adds, updates and removes an address, only the owner's", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const eg = (await call<Gov[]>(t, GOVS, { c: "eg" })).data!;
    const giza = eg.find((g) => g.name.en === "Giza")!;
    const cairo = eg.find((g) => g.name.en === "Cairo")!;
    const base = {
      governorateId: giza._id,
      areaId: giza.areas[0]!._id,
      fName: "Mona",
      phone: "٠١٠١٢٣٤٥٦٧٨",
      streetName: "Tahrir",
      building: "5",
      floorNo: "٣",
      country: "eg",
    };
    const missing = await call(t, ADD, { ...base, streetName: "", phone: "0123" }, { token: a.token });
    expect(missing.errors).toEqual(
      expect.arrayContaining([
        "streetName: This field is required",
        "phone: Enter a valid mobile or phone number, for example 01012345678 or 0501234567",
      ]),
    );
    for (const floorNo of ["abc", "99999999999"]) {
      const bad = await call(t, ADD, { ...base, floorNo }, { token: a.token, lang: "ar" });
      expect(bad.status_code, floorNo).toBe(400);
      expect(bad.errors, floorNo).toContain("floorNo: يجب أن يحتوي هذا الحقل على أرقام فقط");
    }
    const wrongArea = await call(t, ADD, { ...base, areaId: cairo.areas[0]!._id }, { token: a.token });
    expect(wrongArea.errors).toContain("areaId: This area does not belong to the chosen governorate");
    const added = await call<{ _id: string; phone: string; floorNo: number; city: string; code: string }>(
      t,
      ADD,
      base,
      { token: a.token, lang: "ar" },
    );
    expect(added.status_code).toBe(200);
    // stored in one form, E.164 (decision 0133)
    expect(added.data!.phone).toBe("+201012345678");
    expect(added.data!.floorNo).toBe(3);
    expect(added.data!.city).toBe("الجيزة");
    expect(added.data!.code).toBe("+20");
    const id = added.data!._id;
    const UPDATE = `mutation ($a: ID!, $g: ID, $f: String, $p: String, $s: String, $b: String) { updateAddress(address: $a, governorateId: $g, fName: $f, phone: $p, streetName: $s, building: $b, country: "eg") { status_code errors data { city fName } } }`;
    const vars = { a: id, g: cairo._id, f: "Mona", p: "01001234567", s: "Nile", b: "9" };
    const theirs = await call(t, UPDATE, vars, { token: b.token });
    expect(theirs.status_code).toBe(500);
    expect(theirs.errors[0]).toBe("This address is not found for this user!");
    const mine = await call<{ city: string }>(t, UPDATE, vars, { token: a.token });
    expect(mine.data!.city).toBe("Cairo");
    const REMOVE = `mutation ($a: ID!) { removeAddress(address: $a) { status_code } }`;
    expect((await call(t, REMOVE, { a: id }, { token: b.token })).status_code).toBe(500);
    expect((await call(t, REMOVE, { a: id }, { token: a.token })).status_code).toBe(200);
    expect((await call(t, REMOVE, { a: id })).status_code).toBe(401);
  });
});

describe("wishlist", () => {
  it("toggles and lists, only the owner's", async () => {
    const a = await newCustomer(t);
    const b = await newCustomer(t);
    const [first] = await queryRows<{ id: string }>(
      t.database.db,
      sql`select id from product_images where primary_image limit 1`,
    );
    const img = first!.id;
    const TOGGLE = `mutation ($i: ID) { addRemoveWishlist(image: $i) { status_code data { inWishlist } } }`;
    const LIST = `query ($u: ID) { getUserWishlist(user: $u, currentCountry: "eg") { status_code data { _id image { path } product { name price { after } } } } }`;
    expect((await call(t, TOGGLE, { i: img })).status_code).toBe(401);
    const on = await call<{ inWishlist: boolean }>(t, TOGGLE, { i: img }, { token: a.token });
    expect(on.data!.inWishlist).toBe(true);
    const list = await call<unknown[]>(t, LIST, {}, { token: a.token });
    expect(list.data).toHaveLength(1);
    expect((await call(t, LIST, { u: a.id }, { token: b.token })).status_code).toBe(403);
    expect((await call<unknown[]>(t, LIST, {}, { token: b.token })).data).toHaveLength(0);
    const off = await call<{ inWishlist: boolean }>(t, TOGGLE, { i: img }, { token: a.token });
    expect(off.data!.inWishlist).toBe(false);
  });
});
