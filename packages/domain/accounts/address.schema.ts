import { z } from "zod";
import { MAX_INT32, optionalIntBetween, phoneOfCountry, phoneText } from "#kernel/fields.ts";
import { emailField } from "./account.schema.ts";

const required = z
  .string({ error: "FIELD_REQUIRED" })
  .trim()
  .min(1, "FIELD_REQUIRED")
  .max(200, "INVALID_VALUE");
const text = z.string().trim().max(200, "INVALID_VALUE").nullish();
/** Optional whole numbers typed with any digits (floor, zip code), within 32 bits. */
const number = optionalIntBetween(0, MAX_INT32, "NUMBERS_ONLY");

/** An address: Egypt's governorate and area, or a Saudi city (governorateId) and district. */
export const AddressInput = z
  .object({
    country: z.enum(["eg", "sa", "ae", "egypt", "saudi", "emirates", "EG", "SA", "AE"], {
      error: "FIELD_REQUIRED",
    }),
    fName: required,
    lName: text,
    email: emailField.nullish().or(z.literal("").transform(() => null)),
    // A real number, stored in E.164, read as the address's country's when typed without its code (0133).
    phone: phoneText,
    code: text,
    governorateId: z.uuid("FIELD_REQUIRED"),
    areaId: z
      .uuid("INVALID_VALUE")
      .nullish()
      .or(z.literal("").transform(() => null)),
    address1: text,
    address2: text,
    state: text,
    streetName: required,
    building: required,
    floorNo: number,
    apartment: text,
    zipCode: number,
  })
  .transform(phoneOfCountry);
export type AddressInput = z.output<typeof AddressInput>;
