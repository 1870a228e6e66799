/** Demo categories: main categories with their subcategories (English kebab-case slugs). */
import type { FurnitureKind } from "../art/kinds.ts";

interface SubCategorySeed {
  slug: string;
  name: string;
  arName: string;
  kind: FurnitureKind;
}

interface CategorySeed extends SubCategorySeed {
  description: string;
  arDescription: string;
  subs: SubCategorySeed[];
}

const sub = (slug: string, name: string, arName: string, kind: FurnitureKind): SubCategorySeed => ({
  slug,
  name,
  arName,
  kind,
});

export const CATEGORIES: CategorySeed[] = [
  {
    ...sub("living-room", "Living room", "غرفة المعيشة", "sofa"),
    description: "Sofas, armchairs and tables for the room where the family gathers.",
    arDescription: "كنب وكراسي فردية وطاولات للغرفة التي تجتمع فيها العائلة.",
    subs: [
      sub("sofas", "Sofas", "الكنب", "sofa"),
      sub("armchairs", "Armchairs", "الكراسي الفردية", "armchair"),
      sub("coffee-tables", "Coffee tables", "طاولات القهوة", "coffee-table"),
      sub("side-tables", "Side tables", "الطاولات الجانبية", "side-table"),
      sub("tv-units", "TV units", "وحدات التلفزيون", "tv-unit"),
    ],
  },
  {
    ...sub("bedroom", "Bedroom", "غرف النوم", "bed"),
    description: "Beds, wardrobes and nightstands for calm, restful bedrooms.",
    arDescription: "أسرّة ودواليب وكومودينو لغرف نوم هادئة ومريحة.",
    subs: [
      sub("beds", "Beds", "الأسرّة", "bed"),
      sub("wardrobes", "Wardrobes", "الدواليب", "wardrobe"),
      sub("nightstands", "Nightstands", "الكومودينو", "nightstand"),
      sub("dressers", "Dressers", "التسريحات", "dressing-table"),
      sub("bedroom-benches", "Bedroom benches", "بنشات غرف النوم", "bench"),
    ],
  },
  {
    ...sub("dining", "Dining", "السفرة", "dining-table"),
    description: "Dining tables, chairs and buffets for long family meals and iftar gatherings.",
    arDescription: "ترابيزات وكراسي وبوفيهات للسفرة تتسع لعزومات العائلة والإفطار الجماعي.",
    subs: [
      sub("dining-tables", "Dining tables", "ترابيزات السفرة", "dining-table"),
      sub("dining-chairs", "Dining chairs", "كراسي السفرة", "dining-chair"),
      sub("buffets", "Buffets and sideboards", "البوفيهات", "sideboard"),
      sub("counter-stools", "Counter stools", "كراسي المطبخ العالية", "bar-stool"),
    ],
  },
  {
    ...sub("office", "Home office", "المكتب المنزلي", "desk"),
    description: "Desks, chairs and storage for working and studying from home.",
    arDescription: "مكاتب وكراسي ووحدات تخزين للعمل والمذاكرة من البيت.",
    subs: [
      sub("desks", "Desks", "المكاتب", "desk"),
      sub("office-chairs", "Office chairs", "كراسي المكتب", "office-chair"),
      sub("bookcases", "Bookcases", "المكتبات", "bookcase"),
      sub("drawer-units", "Drawer units", "وحدات الأدراج", "drawer-unit"),
    ],
  },
  {
    ...sub("outdoor", "Outdoor", "الحدائق والتراسات", "outdoor-chair"),
    description: "Weather-ready seating and tables for balconies, roofs and gardens.",
    arDescription: "جلسات وطاولات تتحمل الشمس والرطوبة للبلكونات والأسطح والحدائق.",
    subs: [
      sub("outdoor-seating", "Outdoor seating", "الجلسات الخارجية", "lounge-set"),
      sub("outdoor-tables", "Outdoor tables", "الطاولات الخارجية", "outdoor-table"),
      sub("loungers", "Sun loungers", "كراسي الاسترخاء", "sun-lounger"),
      sub("planters", "Planters", "أحواض الزرع", "planter"),
    ],
  },
  {
    ...sub("lighting", "Lighting", "الإضاءة", "floor-lamp"),
    description: "Floor lamps, table lamps and pendants that make every corner glow.",
    arDescription: "أباجورات أرضية ومكتبية وإضاءات معلقة تضيف دفئًا لكل ركن.",
    subs: [
      sub("floor-lamps", "Floor lamps", "الأباجورات الأرضية", "floor-lamp"),
      sub("table-lamps", "Table lamps", "أباجورات الطاولة", "table-lamp"),
      sub("pendant-lights", "Pendant lights", "الإضاءات المعلقة", "pendant-lamp"),
      sub("wall-lights", "Wall lights", "الأباليك", "wall-lamp"),
    ],
  },
  {
    ...sub("rugs", "Rugs", "السجاد", "rug"),
    description: "Hand-woven and machine-made rugs, runners and kilims.",
    arDescription: "سجاد وكليم ومماشي منسوجة يدويًا وآليًا.",
    subs: [
      sub("area-rugs", "Area rugs", "سجاد الغرف", "rug"),
      sub("runners", "Runners", "المماشي", "runner"),
      sub("kilims", "Kilims", "الكليم", "kilim"),
      sub("outdoor-rugs", "Outdoor rugs", "السجاد الخارجي", "outdoor-rug"),
    ],
  },
  {
    ...sub("storage", "Storage", "التخزين", "bookcase"),
    description: "Shelves, cabinets and baskets that keep a busy home tidy.",
    arDescription: "أرفف ودواليب وسلال تحافظ على ترتيب البيت.",
    subs: [
      sub("shelving", "Shelving", "الأرفف", "wall-shelf"),
      sub("cabinets", "Cabinets", "الخزائن", "glass-cabinet"),
      sub("shoe-cabinets", "Shoe cabinets", "الجزامات", "shoe-cabinet"),
      sub("baskets", "Baskets and boxes", "السلال وصناديق التخزين", "basket"),
    ],
  },
  {
    ...sub("kids", "Kids' rooms", "غرف الأطفال", "kids-bed"),
    description: "Safe, playful furniture that grows with your children.",
    arDescription: "أثاث آمن ومرح يكبر مع أطفالك.",
    subs: [
      sub("kids-beds", "Kids' beds", "أسرّة الأطفال", "kids-bed"),
      sub("kids-desks", "Kids' desks", "مكاتب الأطفال", "kids-desk"),
      sub("kids-storage", "Kids' storage", "تخزين الأطفال", "toy-storage"),
      sub("kids-seating", "Kids' seating", "مقاعد الأطفال", "kids-chair"),
    ],
  },
  {
    ...sub("decor", "Decor", "الديكور", "vase"),
    description: "Mirrors, vases and finishing touches with an Egyptian craft spirit.",
    arDescription: "مرايا وفازات ولمسات أخيرة بروح الحِرف المصرية.",
    subs: [
      sub("mirrors", "Mirrors", "المرايا", "mirror"),
      sub("vases", "Vases", "الفازات", "vase"),
      sub("candle-holders", "Candle holders and lanterns", "الشمعدانات والفوانيس", "lantern"),
      sub("trays", "Decorative trays", "صواني الديكور", "tray"),
    ],
  },
  {
    ...sub("kitchen-dining-ware", "Kitchen and tableware", "أدوات المطبخ والسفرة", "cookware"),
    description: "Dinner sets, serveware and cookware for everyday meals and guests.",
    arDescription: "أطقم أطباق وأدوات تقديم وأواني طهي للوجبات اليومية والضيوف.",
    subs: [
      sub("dinnerware", "Dinnerware", "أطقم الأطباق", "dinnerware"),
      sub("serveware", "Serveware", "أدوات التقديم", "serveware"),
      sub("cookware", "Cookware", "أواني الطهي", "cookware"),
      sub("drinkware", "Cups and mugs", "الأكواب والمجات", "mugs"),
    ],
  },
  {
    ...sub("textiles", "Textiles", "المفروشات", "curtain"),
    description: "Curtains, cushions, throws and bedding in natural fabrics.",
    arDescription: "ستائر وخداديات وشالات ومفارش سرير من أقمشة طبيعية.",
    subs: [
      sub("curtains", "Curtains", "الستائر", "curtain"),
      sub("cushions", "Cushions", "الخداديات", "cushion"),
      sub("throws", "Throws and blankets", "الشالات والبطاطين", "throw"),
      sub("bedding", "Bedding", "مفارش السرير", "bedding"),
    ],
  },
  {
    ...sub("bathroom", "Bathroom", "الحمّام", "vanity"),
    description: "Vanities, mirrors, towels and accessories for a spa-like bathroom.",
    arDescription: "وحدات أحواض ومرايا ومناشف وإكسسوارات لحمّام مريح.",
    subs: [
      sub("vanities", "Vanity units", "وحدات الأحواض", "vanity"),
      sub("bathroom-mirrors", "Bathroom mirrors", "مرايا الحمّام", "round-mirror"),
      sub("towels", "Towels", "المناشف", "towels"),
      sub("bath-accessories", "Bath accessories", "إكسسوارات الحمّام", "bath-set"),
    ],
  },
];
