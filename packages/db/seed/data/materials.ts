/** Materials used in product names, descriptions and bullet points (English adjective / Arabic noun). */
interface Material {
  en: string;
  ar: string;
  bullet: string;
  arBullet: string;
  care: string;
  arCare: string;
}

const m = (en: string, ar: string, bullet: string, arBullet: string, care: string, arCare: string): Material => ({
  en,
  ar,
  bullet,
  arBullet,
  care,
  arCare,
});

const WIPE = ["Wipe with a soft, dry cloth", "يُنظف بقطعة قماش ناعمة وجافة"] as const;
const WASH = ["Machine washable at 30 °C", "قابل للغسيل في الغسالة على 30 درجة"] as const;

export const MATERIALS = {
  linen: m("linen", "الكتان", "Upholstered in a stain-resistant linen blend", "تنجيد من مزيج الكتان المقاوم للبقع", "Removable covers, dry clean only", "أغطية قابلة للفك، تنظيف جاف فقط"),
  velvet: m("velvet", "القطيفة", "Soft cotton velvet upholstery", "تنجيد من القطيفة القطنية الناعمة", "Vacuum gently with a brush head", "يُنظف بالمكنسة بفرشاة ناعمة"),
  boucle: m("bouclé", "البوكليه", "Textured bouclé fabric over high-density foam", "قماش بوكليه محبب فوق إسفنج عالي الكثافة", "Spot clean with mild soap", "تُزال البقع بصابون خفيف"),
  leather: m("leather", "الجلد الطبيعي", "Full-grain leather that ages beautifully", "جلد طبيعي كامل الحبيبات يزداد جمالًا مع الوقت", "Condition the leather twice a year", "يُرطب الجلد مرتين في السنة"),
  oak: m("oak", "خشب البلوط", "Solid oak frame with a natural oil finish", "هيكل من خشب البلوط الصلب بتشطيب زيتي طبيعي", WIPE[0], WIPE[1]),
  walnut: m("walnut", "خشب الجوز", "Walnut veneer over a sturdy plywood core", "قشرة خشب الجوز فوق قلب متين من الأبلكاش", WIPE[0], WIPE[1]),
  beech: m("beech", "خشب الزان", "Solid beech wood frame", "هيكل من خشب الزان الصلب", WIPE[0], WIPE[1]),
  teak: m("teak", "خشب التيك", "Weather-resistant solid teak", "خشب تيك صلب مقاوم للعوامل الجوية", "Oil once a season to keep its colour", "يُدهن بالزيت مرة كل موسم ليحتفظ بلونه"),
  steel: m("steel", "الحديد المشغول", "Powder-coated steel frame", "هيكل من الحديد المطلي بالبودرة", WIPE[0], WIPE[1]),
  rattan: m("rattan", "الخيزران", "Hand-woven natural rattan", "خيزران طبيعي منسوج يدويًا", "Keep away from direct rain", "يُحفظ بعيدًا عن المطر المباشر"),
  marble: m("marble", "الرخام", "Honed marble top, sealed against stains", "سطح من الرخام المطفي معالج ضد البقع", "Use coasters under hot cups", "تُستخدم قواعد تحت الأكواب الساخنة"),
  ceramic: m("ceramic", "السيراميك", "Glazed ceramic, thrown and finished by hand", "سيراميك مزجج مشكل ومشطب يدويًا", "Dishwasher safe", "آمن في غسالة الأطباق"),
  glass: m("glass", "الزجاج", "Mouth-blown tempered glass", "زجاج مقسّى منفوخ يدويًا", "Clean with a glass cleaner", "يُنظف بمنظف الزجاج"),
  brass: m("brass", "النحاس", "Brushed brass details", "تفاصيل من النحاس المصقول", "Polish with a dry cloth", "يُلمّع بقطعة قماش جافة"),
  cotton: m("cotton", "القطن المصري", "100% Egyptian cotton", "قطن مصري 100%", WASH[0], WASH[1]),
  wool: m("wool", "الصوف", "Hand-knotted New Zealand wool pile", "وبر من الصوف النيوزيلندي معقود يدويًا", "Vacuum regularly without the beater bar", "يُنظف بالمكنسة بانتظام دون الفرشاة الدوارة"),
  jute: m("jute", "الجوت", "Hand-braided natural jute", "جوت طبيعي مجدول يدويًا", "Shake out and vacuum", "يُنفض ويُنظف بالمكنسة"),
  stoneware: m("stoneware", "الفخار", "Durable stoneware with a reactive glaze", "فخار متين بطلاء زجاجي متدرج", "Dishwasher and microwave safe", "آمن في غسالة الأطباق والميكروويف"),
  aluminium: m("aluminium", "الألومنيوم", "Rust-proof powder-coated aluminium", "ألومنيوم مطلي بالبودرة لا يصدأ", "Rinse with fresh water", "يُشطف بالماء العذب"),
  bamboo: m("bamboo", "البامبو", "Sustainably grown bamboo", "بامبو من مزارع مستدامة", WIPE[0], WIPE[1]),
} satisfies Record<string, Material>;

export type MaterialKey = keyof typeof MATERIALS;
