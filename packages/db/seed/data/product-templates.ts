/**
 * Product kinds per subcategory. Names are built as
 *   en: "<Series> <adj> <material> <noun>"   e.g. "Oslo three-seater linen sofa"
 *   ar: "<head> <Series> <mod> من <material>" e.g. "كنبة أوسلو ثلاثية من الكتان"
 * Prices are whole Egyptian pounds; dimensions in cm (width, depth, height); weight in kg.
 */
import type { FurnitureKind } from "../art/kinds.ts";
import type { MaterialKey } from "./materials.ts";

interface ProductType {
  adj: string;
  noun: string;
  arHead: string;
  arMod: string;
  price: [number, number];
  kg: number;
  dims: [number, number, number];
  materials: MaterialKey[];
  /** Large furniture is limited to few per order and gets a size option. */
  bulky: boolean;
  /** What its pictures show, when not its subcategory's kind (a corner sofa among the sofas). */
  kind?: FurnitureKind;
}

const t = (
  adj: string,
  noun: string,
  arHead: string,
  arMod: string,
  price: [number, number],
  kg: number,
  dims: [number, number, number],
  materials: MaterialKey[],
  kind?: FurnitureKind,
): ProductType => ({ adj, noun, arHead, arMod, price, kg, dims, materials, bulky: kg >= 15, ...(kind ? { kind } : {}) });

/** The kind of picture a template's products get: its own, or else its subcategory's. */
export const templateKind = (type: ProductType, subKind: FurnitureKind): FurnitureKind => type.kind ?? subKind;

/** The template's English label, "<adj> <noun>" (what its kind must show). */
export const templateLabel = (type: ProductType): string => [type.adj, type.noun].filter(Boolean).join(" ").toLowerCase();

const UPHOLSTERY: MaterialKey[] = ["linen", "velvet", "boucle", "leather"];
const WOODS: MaterialKey[] = ["oak", "walnut", "beech"];

export const PRODUCT_TYPES: Record<string, ProductType[]> = {
  sofas: [
    t("three-seater", "sofa", "كنبة", "ثلاثية", [22000, 60000], 70, [220, 92, 84], UPHOLSTERY),
    t("corner", "sofa", "كنبة", "ركنية", [35000, 85000], 110, [280, 180, 84], UPHOLSTERY, "corner-sofa"),
    t("two-seater", "sofa", "كنبة", "مزدوجة", [15000, 38000], 50, [170, 90, 82], UPHOLSTERY, "two-seater-sofa"),
  ],
  armchairs: [
    t("lounge", "armchair", "كرسي", "استرخاء", [6500, 18000], 22, [82, 86, 80], UPHOLSTERY),
    t("wingback", "armchair", "فوتيه", "بظهر عالٍ", [8000, 21000], 26, [78, 84, 104], UPHOLSTERY, "wingback"),
  ],
  "coffee-tables": [
    t("round", "coffee table", "طاولة قهوة", "دائرية", [3500, 14000], 18, [90, 90, 40], ["oak", "walnut", "marble"]),
    t("nesting", "coffee tables", "طقم طاولات قهوة", "متداخلة", [4200, 12000], 16, [80, 50, 42], WOODS, "nesting-tables"),
  ],
  "side-tables": [t("", "side table", "طاولة جانبية", "", [1400, 5200], 6, [45, 45, 55], ["oak", "marble", "brass"])],
  "tv-units": [t("low", "TV unit", "وحدة تلفزيون", "منخفضة", [6000, 19000], 45, [180, 42, 50], WOODS)],
  beds: [
    t("king-size", "bed", "سرير", "مقاس كينج", [16000, 48000], 90, [196, 214, 110], ["linen", "velvet", "oak", "walnut"]),
    t("queen-size", "bed", "سرير", "مقاس كوين", [12000, 36000], 75, [166, 214, 105], ["linen", "velvet", "beech"]),
  ],
  wardrobes: [t("three-door", "wardrobe", "دولاب", "بثلاثة أبواب", [14000, 42000], 120, [150, 60, 210], WOODS)],
  nightstands: [t("two-drawer", "nightstand", "كومودينو", "بدرجين", [2200, 6500], 14, [50, 40, 52], WOODS)],
  dressers: [t("", "dressing table with mirror", "تسريحة", "بمرآة", [6500, 17000], 35, [110, 45, 150], WOODS)],
  "bedroom-benches": [t("upholstered", "bench", "بنش", "منجد", [3800, 9500], 15, [130, 40, 46], ["linen", "velvet", "boucle"])],
  "dining-tables": [
    t("six-seater", "dining table", "ترابيزة سفرة", "لستة أفراد", [12000, 38000], 55, [180, 90, 76], ["oak", "walnut", "marble"]),
    t("extendable", "dining table", "ترابيزة سفرة", "قابلة للتمديد", [16000, 45000], 65, [160, 90, 76], WOODS),
  ],
  "dining-chairs": [t("upholstered", "dining chair", "كرسي سفرة", "منجد", [1900, 5200], 7, [48, 55, 86], ["linen", "velvet", "beech", "rattan"])],
  buffets: [t("four-door", "sideboard", "بوفيه", "بأربعة أبواب", [9000, 26000], 60, [180, 45, 80], WOODS)],
  "counter-stools": [t("", "counter stool", "كرسي", "عالٍ للمطبخ", [1600, 4200], 6, [42, 42, 92], ["beech", "steel", "rattan"])],
  desks: [t("writing", "desk", "مكتب", "للكتابة", [4500, 15000], 30, [120, 60, 75], ["oak", "walnut", "steel"])],
  "office-chairs": [t("ergonomic", "office chair", "كرسي مكتب", "مريح للظهر", [3200, 11000], 14, [64, 64, 112], ["linen", "leather", "steel"])],
  bookcases: [t("five-shelf", "bookcase", "مكتبة", "بخمسة أرفف", [4000, 13500], 38, [90, 32, 190], ["oak", "walnut", "steel"])],
  "drawer-units": [t("three-drawer", "drawer unit", "وحدة أدراج", "بثلاثة أدراج", [2800, 7800], 22, [45, 50, 62], WOODS)],
  "outdoor-seating": [
    t("garden", "lounge set", "جلسة حديقة", "متكاملة", [18000, 52000], 75, [220, 180, 75], ["teak", "rattan", "aluminium"]),
    t("balcony", "chair", "كرسي بلكونة", "", [1800, 5200], 8, [58, 60, 80], ["teak", "rattan", "aluminium"], "outdoor-chair"),
  ],
  "outdoor-tables": [t("outdoor", "dining table", "طاولة طعام", "خارجية", [7500, 22000], 35, [160, 90, 74], ["teak", "aluminium"])],
  loungers: [t("reclining", "sun lounger", "شيزلونج", "قابل للإمالة", [5500, 14000], 20, [190, 70, 35], ["teak", "aluminium", "rattan"])],
  planters: [t("tall", "planter", "حوض زرع", "طويل", [700, 2600], 5, [40, 40, 60], ["ceramic", "stoneware", "rattan"])],
  "floor-lamps": [t("arched", "floor lamp", "أباجورة أرضية", "مقوسة", [2600, 8500], 9, [40, 40, 170], ["brass", "steel", "rattan"])],
  "table-lamps": [t("", "table lamp", "أباجورة طاولة", "", [900, 3600], 3, [28, 28, 48], ["ceramic", "brass", "glass"])],
  "pendant-lights": [t("dome", "pendant light", "إضاءة معلقة", "بقبة", [1400, 6200], 4, [45, 45, 30], ["rattan", "brass", "glass"])],
  "wall-lights": [t("swing-arm", "wall light", "أبليك حائط", "بذراع متحرك", [1100, 3800], 2, [20, 45, 30], ["brass", "steel"])],
  "area-rugs": [t("hand-knotted", "rug", "سجادة", "معقودة يدويًا", [4500, 26000], 18, [200, 300, 1], ["wool", "jute", "cotton"])],
  runners: [t("", "runner", "ممشى", "", [1500, 5200], 5, [80, 300, 1], ["wool", "jute", "cotton"])],
  kilims: [t("flat-woven", "kilim", "كليم", "منسوج يدويًا", [2200, 9000], 8, [160, 230, 1], ["wool", "cotton"])],
  "outdoor-rugs": [t("reversible", "outdoor rug", "سجادة خارجية", "بوجهين", [1600, 4800], 6, [160, 230, 1], ["jute", "cotton"])],
  shelving: [t("wall-mounted", "shelf", "رف", "معلق", [800, 3600], 6, [100, 25, 30], ["oak", "walnut", "steel"])],
  cabinets: [t("glass-door", "cabinet", "خزانة", "بأبواب زجاجية", [7000, 19000], 48, [90, 40, 180], WOODS)],
  "shoe-cabinets": [t("slim", "shoe cabinet", "جزامة", "رفيعة", [2800, 7500], 24, [80, 24, 110], WOODS)],
  baskets: [t("woven", "storage basket", "سلة تخزين", "منسوجة", [350, 1400], 1, [40, 30, 35], ["rattan", "jute", "bamboo"])],
  "kids-beds": [t("house-frame", "kids bed", "سرير أطفال", "على شكل بيت", [7500, 19000], 40, [98, 198, 160], ["beech", "oak"])],
  "kids-desks": [t("adjustable", "kids desk", "مكتب أطفال", "قابل للتعديل", [2600, 7200], 16, [90, 55, 60], ["beech", "oak"])],
  "kids-storage": [t("toy", "storage shelf", "رف ألعاب", "بصناديق", [1800, 5600], 15, [100, 30, 80], ["beech", "bamboo"])],
  "kids-seating": [t("mini", "armchair", "كرسي أطفال", "صغير", [1400, 4200], 5, [50, 48, 55], ["velvet", "boucle", "linen"])],
  mirrors: [t("arched", "wall mirror", "مرآة حائط", "مقوسة", [1600, 7800], 12, [70, 3, 160], ["brass", "oak", "rattan"])],
  vases: [t("", "vase", "فازة", "", [380, 2400], 2, [18, 18, 36], ["ceramic", "glass", "stoneware"])],
  "candle-holders": [t("", "lantern", "فانوس", "", [450, 2200], 2, [20, 20, 42], ["brass", "glass"])],
  trays: [t("serving", "tray", "صينية", "للتقديم", [350, 1800], 2, [45, 30, 5], ["brass", "walnut", "marble"])],
  dinnerware: [t("18-piece", "dinner set", "طقم أطباق", "من 18 قطعة", [1800, 6500], 9, [35, 35, 25], ["stoneware", "ceramic"])],
  serveware: [t("", "serving bowl set", "طقم سلطانيات تقديم", "", [650, 2400], 3, [30, 30, 12], ["ceramic", "glass", "walnut"])],
  cookware: [t("", "cooking pot set", "طقم حلل", "", [2400, 8800], 8, [45, 30, 25], ["steel", "stoneware"])],
  drinkware: [t("set of six", "mugs", "طقم مجات", "من ست قطع", [420, 1600], 2, [30, 20, 12], ["ceramic", "glass", "stoneware"])],
  curtains: [t("pair of", "curtains", "زوج ستائر", "", [1200, 4800], 3, [140, 1, 260], ["linen", "cotton", "velvet"])],
  cushions: [t("embroidered", "cushion", "خدادية", "مطرزة", [280, 1100], 1, [50, 50, 15], ["linen", "cotton", "velvet"])],
  throws: [t("woven", "throw", "شال", "منسوج", [650, 2600], 1, [130, 170, 1], ["cotton", "wool", "linen"])],
  bedding: [t("king", "duvet cover set", "طقم مفرش لحاف", "مقاس كينج", [1500, 4800], 3, [240, 220, 1], ["cotton", "linen"])],
  vanities: [t("wall-hung", "vanity unit", "وحدة حوض", "معلقة", [6500, 18000], 35, [80, 46, 55], ["oak", "walnut", "marble"])],
  "bathroom-mirrors": [t("round", "bathroom mirror", "مرآة حمّام", "دائرية", [1200, 4200], 6, [70, 3, 70], ["brass", "steel"])],
  towels: [t("set of four", "towels", "طقم مناشف", "من أربع قطع", [650, 1900], 2, [70, 140, 1], ["cotton"])],
  "bath-accessories": [t("", "bathroom set", "طقم إكسسوارات حمّام", "", [450, 1800], 2, [30, 12, 20], ["ceramic", "marble", "bamboo"])],
};

/** Series names: bilingual, evocative of places in Egypt, the Gulf and beyond. */
export const SERIES: Array<[string, string]> = [
  ["Oslo", "أوسلو"],
  ["Nile", "النيل"],
  ["Siwa", "سيوة"],
  ["Aswan", "أسوان"],
  ["Luxor", "الأقصر"],
  ["Dahab", "دهب"],
  ["Milano", "ميلانو"],
  ["Bergen", "بيرجن"],
  ["Andalus", "أندلس"],
  ["Zamalek", "الزمالك"],
  ["Maadi", "المعادي"],
  ["Hijaz", "حجاز"],
  ["Najd", "نجد"],
  ["Sahel", "الساحل"],
  ["Fayrouz", "فيروز"],
  ["Yasmin", "ياسمين"],
  ["Lotus", "لوتس"],
  ["Cordoba", "قرطبة"],
  ["Granada", "غرناطة"],
  ["Tuscany", "توسكانا"],
  ["Alula", "العُلا"],
  ["Fayoum", "الفيوم"],
  ["Sinai", "سيناء"],
  ["Marsa", "مرسى"],
];
