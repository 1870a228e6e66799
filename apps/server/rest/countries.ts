import type { FastifyInstance } from "fastify";
import type { Db } from "#db/client.ts";
import { governorateNames } from "#domain/accounts/address.service.ts";
import { findCountry, ISO_COUNTRIES } from "#domain/accounts/iso-countries.ts";

/** The Emirates' emirates (no list in the database while the country is switched off). */
const UAE_CITIES: Array<[string, string]> = [
  ["Abu Dhabi", "أبوظبي"],
  ["Dubai", "دبي"],
  ["Sharjah", "الشارقة"],
  ["Ajman", "عجمان"],
  ["Umm Al Quwain", "أم القيوين"],
  ["Ras Al Khaimah", "رأس الخيمة"],
  ["Fujairah", "الفجيرة"],
];

/** GET /iso-countries and GET /iso-countries/:country/cities (Egypt's governorates, Saudi cities, the emirates). */
export function countryRoutes(app: FastifyInstance, db: Db) {
  app.get("/iso-countries", async (_request, reply) => {
    reply.header("cache-control", "public, max-age=86400");
    return { status_code: 200, data: ISO_COUNTRIES };
  });
  app.get<{ Params: { country: string } }>("/iso-countries/:country/cities", async (request, reply) => {
    const country = findCountry(request.params.country);
    if (!country) return reply.status(404).send({ status_code: 404, message: "Country not found", data: [] });
    reply.header("cache-control", "public, max-age=3600");
    if (country.iso2 === "AE")
      return { status_code: 200, data: UAE_CITIES.map(([name, arName]) => ({ name, arName })) };
    if (country.iso2 !== "EG" && country.iso2 !== "SA") return { status_code: 200, data: [] };
    const rows = await governorateNames({ db }, country.iso2 === "EG" ? "eg" : "sa");
    return { status_code: 200, data: rows };
  });
}
