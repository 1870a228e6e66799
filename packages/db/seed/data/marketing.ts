/** Collections, offers, coupons, badges and tags of the demo store. Dates are days relative to now. */
import type { FurnitureKind } from "../art/kinds.ts";

export const COLLECTIONS: Array<{
  slug: string;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
  from: number;
  to: number;
  discount: number;
  kind: FurnitureKind;
}> = [
  { slug: "ramadan-collection", title: "Ramadan collection", arTitle: "تشكيلة رمضان", description: "Lanterns, dining sets and serveware for iftar with the family.", arDescription: "فوانيس وغرف سفرة وأدوات تقديم لإفطار العائلة.", from: -10, to: 20, discount: 15, kind: "dining-table" },
  { slug: "new-home-essentials", title: "New home essentials", arTitle: "أساسيات البيت الجديد", description: "Everything a first home needs, at gentle prices.", arDescription: "كل ما يحتاجه البيت الجديد بأسعار مناسبة.", from: -30, to: 60, discount: 10, kind: "sofa" },
  { slug: "eid-collection", title: "Eid collection", arTitle: "تشكيلة العيد", description: "Fresh textiles and decor to welcome guests for Eid.", arDescription: "مفروشات وديكورات جديدة لاستقبال ضيوف العيد.", from: -5, to: 25, discount: 20, kind: "cushion" },
  { slug: "summer-sale", title: "Summer sale", arTitle: "تخفيضات الصيف", description: "Outdoor furniture and light fabrics for the hot months.", arDescription: "أثاث خارجي وأقمشة خفيفة لأشهر الصيف.", from: -90, to: -30, discount: 25, kind: "outdoor-chair" },
  { slug: "white-friday", title: "White Friday", arTitle: "الجمعة البيضاء", description: "Our biggest sale of the year, across every category.", arDescription: "أكبر تخفيضات السنة على كل الأقسام.", from: 20, to: 27, discount: 30, kind: "bed" },
];

export const OFFERS: Array<{ slug: string; title: string; arTitle: string; discount: number; from: number; to: number; inHome: boolean }> = [
  { slug: "weekend-deal", title: "Weekend deal", arTitle: "عرض نهاية الأسبوع", discount: 15, from: -3, to: 4, inHome: true },
  { slug: "bedroom-week", title: "Bedroom week", arTitle: "أسبوع غرف النوم", discount: 20, from: -2, to: 12, inHome: true },
  { slug: "clearance", title: "Clearance", arTitle: "التصفية", discount: 30, from: -20, to: 40, inHome: false },
  { slug: "lighting-days", title: "Lighting days", arTitle: "أيام الإضاءة", discount: 10, from: -40, to: -10, inHome: false },
];

export const COUPONS: Array<{
  code: string;
  title: string;
  arTitle: string;
  description: string;
  arDescription: string;
  discount: number;
  maximumDiscount: number | null;
  fixedAmountDiscount: number | null;
  freeDelivery: boolean;
  egMinPurchase: number;
  availableSales: number;
  from: number;
  to: number;
}> = [
  { code: "WELCOME10", title: "10% off your first order", arTitle: "خصم 10% على أول طلب", description: "Up to 500 EGP off orders over 1,000 EGP.", arDescription: "خصم حتى 500 جنيه على الطلبات فوق 1,000 جنيه.", discount: 10, maximumDiscount: 50_000, fixedAmountDiscount: null, freeDelivery: false, egMinPurchase: 100_000, availableSales: 1000, from: -60, to: 300 },
  { code: "RAMADAN15", title: "Ramadan 15% off", arTitle: "خصم رمضان 15%", description: "15% off during Ramadan, up to 1,500 EGP.", arDescription: "خصم 15% طوال رمضان حتى 1,500 جنيه.", discount: 15, maximumDiscount: 150_000, fixedAmountDiscount: null, freeDelivery: false, egMinPurchase: 200_000, availableSales: 200, from: -10, to: 20 },
  { code: "FREESHIP", title: "Free delivery", arTitle: "توصيل مجاني", description: "Free delivery on orders over 3,000 EGP.", arDescription: "توصيل مجاني للطلبات فوق 3,000 جنيه.", discount: 0, maximumDiscount: null, fixedAmountDiscount: null, freeDelivery: true, egMinPurchase: 300_000, availableSales: 500, from: -30, to: 60 },
  { code: "SUMMER250", title: "250 EGP off (expired)", arTitle: "خصم 250 جنيهًا (منتهي)", description: "250 EGP off orders over 2,500 EGP.", arDescription: "خصم 250 جنيهًا على الطلبات فوق 2,500 جنيه.", discount: 0, maximumDiscount: null, fixedAmountDiscount: 25_000, freeDelivery: false, egMinPurchase: 250_000, availableSales: 0, from: -90, to: -30 },
];

export const BADGES = [
  { code: "new", name: "New", arName: "جديد", color: "#4F6B3A", priority: 10 },
  { code: "bestseller", name: "Bestseller", arName: "الأكثر مبيعًا", color: "#B4532A", priority: 20 },
  { code: "limited", name: "Limited edition", arName: "إصدار محدود", color: "#1F1B16", priority: 30 },
  { code: "handmade", name: "Handmade", arName: "صناعة يدوية", color: "#7A5230", priority: 5 },
] as const;

export const TAGS: Array<[string, string]> = [
  ["Modern", "عصري"],
  ["Classic", "كلاسيكي"],
  ["Minimalist", "بسيط"],
  ["Boho", "بوهيمي"],
  ["Scandinavian", "إسكندنافي"],
  ["Oriental", "شرقي"],
  ["Handmade", "مشغول يدويًا"],
  ["Eco-friendly", "صديق للبيئة"],
  ["Small spaces", "للمساحات الصغيرة"],
  ["Gift ideas", "أفكار للهدايا"],
  ["Ramadan decor", "ديكور رمضان"],
  ["New home", "بيت جديد"],
];
