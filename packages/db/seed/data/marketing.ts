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
  { slug: "family-gatherings", title: "Family gatherings", arTitle: "لمّة العائلة", description: "Dining sets, serveware and warm light for long evenings with the family.", arDescription: "غرف سفرة وأدوات تقديم وإضاءة دافئة لسهرات العائلة الطويلة.", from: -10, to: 20, discount: 15, kind: "dining-table" },
  { slug: "new-home-essentials", title: "New home essentials", arTitle: "أساسيات البيت الجديد", description: "Everything a first home needs, at gentle prices.", arDescription: "كل ما يحتاجه البيت الجديد بأسعار مناسبة.", from: -30, to: 60, discount: 10, kind: "sofa" },
  { slug: "ready-for-guests", title: "Ready for guests", arTitle: "جاهزون للضيوف", description: "Fresh textiles and decor to welcome guests at home.", arDescription: "مفروشات وديكورات جديدة لاستقبال الضيوف في البيت.", from: -5, to: 25, discount: 20, kind: "cushion" },
  { slug: "outdoor-days", title: "Outdoor days", arTitle: "أيام الحديقة", description: "Outdoor furniture and light fabrics for the garden and the balcony.", arDescription: "أثاث خارجي وأقمشة خفيفة للحديقة والبلكونة.", from: -90, to: -30, discount: 25, kind: "outdoor-chair" },
  { slug: "designers-week", title: "Designers' week", arTitle: "أسبوع المصممين", description: "Our biggest sale of the season, across every category.", arDescription: "أكبر تخفيضات الموسم على كل الأقسام.", from: 20, to: 27, discount: 30, kind: "bed" },
];

export const OFFERS: Array<{ slug: string; title: string; arTitle: string; discount: number; from: number; to: number; inHome: boolean }> = [
  { slug: "weekend-deal", title: "Weekend deal", arTitle: "عرض نهاية الأسبوع", discount: 15, from: -3, to: 4, inHome: true },
  { slug: "bedroom-week", title: "Bedroom week", arTitle: "أسبوع غرف النوم", discount: 20, from: -2, to: 12, inHome: true },
  { slug: "clearance", title: "Clearance", arTitle: "التصفية", discount: 30, from: -20, to: 40, inHome: false },
  { slug: "lighting-days", title: "Lighting days", arTitle: "أيام الإضاءة", discount: 10, from: -40, to: -10, inHome: false },
];

/**
 * Demo coupons, one per rule of decision 0059, so each can be tried from the cart. Amounts are EGP
 * minor units; minimums per country in that country's minor units.
 */
interface CouponSeed {
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
  suMinPurchase?: number;
  availableSales: number;
  from: number;
  to: number;
  /** Null: every country. */
  country: "eg" | "sa" | null;
  paymentMethods?: string[];
  categorySlug?: string;
  subCategorySlug?: string;
  /** English governorate names the coupon is limited to. */
  governorates?: string[];
  forDemoCustomer?: boolean;
  status?: "active" | "inactive";
}

const coupon = (c: CouponSeed) => c;

export const COUPONS: CouponSeed[] = [
  coupon({ code: "WELCOME10", title: "10% off your order", arTitle: "خصم 10% على طلبك", description: "Up to EGP 500 off orders over EGP 1,000 (SAR 80 in Saudi Arabia).", arDescription: "خصم حتى 500 جنيه على الطلبات فوق 1,000 جنيه (80 ريالًا في السعودية).", discount: 10, maximumDiscount: 50_000, fixedAmountDiscount: null, freeDelivery: false, egMinPurchase: 100_000, suMinPurchase: 8_000, availableSales: 1000, from: -60, to: 300, country: null }),
  coupon({ code: "FAMILY15", title: "15% off for family gatherings", arTitle: "خصم 15% للمّة العائلة", description: "15% off, up to EGP 1,500; cash, card, valU or Fawry.", arDescription: "خصم 15% حتى 1,500 جنيه، عند الدفع نقدًا أو بالبطاقة أو ڤاليو أو فوري.", discount: 15, maximumDiscount: 150_000, fixedAmountDiscount: null, freeDelivery: false, egMinPurchase: 200_000, availableSales: 200, from: -10, to: 20, country: "eg", paymentMethods: ["cod", "card", "valu", "fawry"] }),
  coupon({ code: "FREESHIP", title: "Free delivery", arTitle: "توصيل مجاني", description: "Free delivery on orders over EGP 3,000 (SAR 250 in Saudi Arabia).", arDescription: "توصيل مجاني للطلبات فوق 3,000 جنيه (250 ريالًا في السعودية).", discount: 0, maximumDiscount: null, fixedAmountDiscount: null, freeDelivery: true, egMinPurchase: 300_000, suMinPurchase: 25_000, availableSales: 500, from: -30, to: 60, country: null }),
  coupon({ code: "SUMMER250", title: "EGP 250 off (expired)", arTitle: "خصم 250 جنيهًا (منتهي)", description: "EGP 250 off orders over EGP 2,500.", arDescription: "خصم 250 جنيهًا على الطلبات فوق 2,500 جنيه.", discount: 0, maximumDiscount: null, fixedAmountDiscount: 25_000, freeDelivery: false, egMinPurchase: 250_000, availableSales: 40, from: -90, to: -30, country: "eg" }),
  coupon({ code: "LIVING20", title: "20% off the living room", arTitle: "خصم 20% على غرفة المعيشة", description: "20% off sofas, armchairs and tables of the living room, up to EGP 2,000.", arDescription: "خصم 20% على كنب وكراسي وطاولات غرفة المعيشة حتى 2,000 جنيه.", discount: 20, maximumDiscount: 200_000, fixedAmountDiscount: null, freeDelivery: false, egMinPurchase: 0, availableSales: 300, from: -5, to: 40, country: null, categorySlug: "living-room" }),
  coupon({ code: "CAIRO100", title: "EGP 100 off in Cairo and Giza", arTitle: "خصم 100 جنيه في القاهرة والجيزة", description: "EGP 100 off orders delivered in Cairo or Giza.", arDescription: "خصم 100 جنيه على الطلبات التي تُوصَّل إلى القاهرة أو الجيزة.", discount: 0, maximumDiscount: null, fixedAmountDiscount: 10_000, freeDelivery: false, egMinPurchase: 50_000, availableSales: 500, from: -15, to: 45, country: "eg", governorates: ["Cairo", "Giza"] }),
  coupon({ code: "CARD5", title: "5% more with a card", arTitle: "خصم إضافي 5% بالبطاقة", description: "5% off when you pay by card, up to EGP 300.", arDescription: "خصم 5% عند الدفع بالبطاقة حتى 300 جنيه.", discount: 5, maximumDiscount: 30_000, fixedAmountDiscount: null, freeDelivery: false, egMinPurchase: 0, suMinPurchase: 0, availableSales: 1000, from: -20, to: 90, country: null, paymentMethods: ["card"] }),
  coupon({ code: "ONCE50", title: "EGP 50 off, one lucky shopper", arTitle: "خصم 50 جنيهًا لمتسوق واحد", description: "Single use: the first order with it gets EGP 50 off.", arDescription: "للاستخدام مرة واحدة: أول طلب يستخدمه يحصل على خصم 50 جنيهًا.", discount: 0, maximumDiscount: null, fixedAmountDiscount: 5_000, freeDelivery: false, egMinPurchase: 0, availableSales: 1, from: -1, to: 30, country: "eg" }),
  coupon({ code: "DESIGNWEEK", title: "Designers' week 25% off", arTitle: "خصم أسبوع المصممين 25%", description: "Starts with Designers' week.", arDescription: "يبدأ مع أسبوع المصممين.", discount: 25, maximumDiscount: 250_000, fixedAmountDiscount: null, freeDelivery: false, egMinPurchase: 0, availableSales: 1000, from: 20, to: 27, country: null }),
  coupon({ code: "PAUSED10", title: "10% off (paused)", arTitle: "خصم 10% (موقوف)", description: "Paused by the team.", arDescription: "أوقفه الفريق مؤقتًا.", discount: 10, maximumDiscount: null, fixedAmountDiscount: null, freeDelivery: false, egMinPurchase: 0, availableSales: 100, from: -10, to: 30, country: null, status: "inactive" }),
  coupon({ code: "MARIAM300", title: "EGP 300 off, just for you", arTitle: "خصم 300 جنيه لك وحدك", description: "A thank-you for a loyal customer.", arDescription: "شكرًا لكونك عميلة وفية.", discount: 0, maximumDiscount: null, fixedAmountDiscount: 30_000, freeDelivery: false, egMinPurchase: 150_000, availableSales: 1, from: -2, to: 60, country: "eg", forDemoCustomer: true }),
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
  ["Festive decor", "ديكور المناسبات"],
  ["New home", "بيت جديد"],
];
