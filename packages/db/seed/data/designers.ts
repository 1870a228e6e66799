/** Demo designers: bilingual names and bios; `cats` are the main categories they design for. */
interface DesignerSeed {
  fName: string;
  lName: string;
  arName: string;
  city: string;
  country: "eg" | "sa";
  gender: "male" | "female" | null;
  cats: string[];
  bio: string;
  arBio: string;
  featured?: boolean;
  email?: string;
}

const d = (
  fName: string,
  lName: string,
  arName: string,
  city: string,
  country: "eg" | "sa",
  gender: "male" | "female" | null,
  cats: string[],
  bio: string,
  arBio: string,
  featured = false,
): DesignerSeed => ({ fName, lName, arName, city, country, gender, cats, bio, arBio, featured });

/** The demo designer account (designer@manzil.test) comes first. */
export const DESIGNERS: DesignerSeed[] = [
  {
    ...d("Amira", "Helmy", "أميرة حلمي", "Cairo", "eg", "female", ["living-room", "decor"],
      "Cairo-based designer of soft, rounded sofas and brass accents inspired by 1950s Zamalek apartments.",
      "مصممة من القاهرة تصمم كنبًا بخطوط ناعمة وقطعًا نحاسية مستوحاة من شقق الزمالك في الخمسينيات.", true),
    email: "designer@manzil.test",
  },
  d("Nour", "El-Sherif", "نور الشريف", "Cairo", "eg", "female", ["living-room", "textiles"],
    "Upholstery designer who pairs Egyptian cotton and linen with generous, low-slung frames.",
    "مصممة تنجيد تجمع القطن والكتان المصري مع هياكل منخفضة ومريحة.", true),
  d("Karim", "Abdelaziz", "كريم عبد العزيز", "Alexandria", "eg", "male", ["dining", "office"],
    "Furniture maker working in solid oak and beech, with joinery you can see and feel.",
    "صانع أثاث يعمل بخشب البلوط والزان الصلب، بتعشيقات ظاهرة تراها وتلمسها."),
  d("Salma", "Fouad", "سلمى فؤاد", "Cairo", "eg", "female", ["lighting", "decor"],
    "Lighting designer known for rattan and brass pendants that cast warm patterned light.",
    "مصممة إضاءة معروفة بإضاءاتها المعلقة من الخيزران والنحاس التي ترسم ظلالًا دافئة.", true),
  d("Omar", "Hegazy", "عمر حجازي", "Giza", "eg", "male", ["bedroom", "storage"],
    "Designs modular wardrobes and beds for compact city apartments.",
    "يصمم دواليب وأسرّة معيارية تناسب شقق المدن الصغيرة."),
  d("Layla", "Mansour", "ليلى منصور", "Riyadh", "sa", "female", ["living-room", "rugs"],
    "Riyadh studio blending Najdi geometry with contemporary living-room pieces.",
    "استوديو في الرياض يمزج الزخارف النجدية الهندسية بقطع معاصرة لغرف المعيشة.", true),
  d("Studio", "Nakhla", "استوديو نخلة", "Jeddah", "sa", null, ["outdoor", "decor"],
    "A Jeddah design studio making palm-fibre and teak pieces for terraces and courtyards.",
    "استوديو تصميم في جدة يصنع قطعًا من سعف النخيل وخشب التيك للتراسات والأفنية."),
  d("Yasmine", "Rashad", "ياسمين رشاد", "Cairo", "eg", "female", ["kids", "textiles"],
    "Creates playful, safe furniture and bedding for children's rooms.",
    "تصمم أثاثًا ومفارش مرحة وآمنة لغرف الأطفال."),
  d("Hany", "Gaber", "هاني جابر", "Damietta", "eg", "male", ["bedroom", "dining"],
    "Third-generation Damietta craftsman specialising in carved bedroom and dining sets.",
    "حرفي من الجيل الثالث في دمياط متخصص في غرف النوم والسفرة المحفورة.", true),
  d("Mariam", "Tawfik", "مريم توفيق", "Alexandria", "eg", "female", ["kitchen-dining-ware", "decor"],
    "Ceramicist whose stoneware tableware is thrown by hand on the Mediterranean coast.",
    "خزّافة تشكّل أطباقها الفخارية يدويًا على ساحل المتوسط."),
  d("Fahad", "Al-Otaibi", "فهد العتيبي", "Riyadh", "sa", "male", ["office", "storage"],
    "Industrial designer focused on ergonomic desks and shelving for home offices.",
    "مصمم صناعي يركز على المكاتب والأرفف المريحة للمكاتب المنزلية."),
  d("Dina", "Samir", "دينا سمير", "Cairo", "eg", "female", ["bathroom", "decor"],
    "Interior architect designing calm, spa-like bathrooms with marble and oak.",
    "مهندسة ديكور تصمم حمّامات هادئة بروح المنتجعات باستخدام الرخام والبلوط."),
  d("Atelier", "Siwa", "أتيليه سيوة", "Siwa", "eg", null, ["rugs", "textiles"],
    "A women-led weaving atelier in Siwa Oasis making kilims and embroidered cushions.",
    "أتيليه نسيج تديره نساء واحة سيوة يصنع الكليم والخداديات المطرزة.", true),
  d("Youssef", "Kamel", "يوسف كامل", "Mansoura", "eg", "male", ["living-room", "office"],
    "Designs compact armchairs and side tables with clean, Scandinavian-inspired lines.",
    "يصمم كراسي فردية وطاولات جانبية بخطوط بسيطة مستوحاة من التصميم الإسكندنافي."),
  d("Reem", "Al-Harbi", "ريم الحربي", "Dammam", "sa", "female", ["lighting", "bathroom"],
    "Works with mouth-blown glass and brushed metal in lamps and bathroom accessories.",
    "تعمل بالزجاج المنفوخ والمعدن المصقول في الأباجورات وإكسسوارات الحمّام."),
  d("Tarek", "Nabil", "طارق نبيل", "Giza", "eg", "male", ["outdoor", "dining"],
    "Makes aluminium and teak outdoor furniture built for the Red Sea sun.",
    "يصنع أثاثًا خارجيًا من الألومنيوم والتيك يتحمل شمس البحر الأحمر."),
  d("Hoda", "Lotfy", "هدى لطفي", "Fayoum", "eg", "female", ["kitchen-dining-ware", "outdoor"],
    "Potter from Tunis village in Fayoum: planters, vases and serving bowls.",
    "خزّافة من قرية تونس بالفيوم: أحواض زرع وفازات وسلطانيات تقديم."),
  d("Beit", "Akhmim", "بيت أخميم", "Sohag", "eg", null, ["textiles", "rugs"],
    "A cooperative of Akhmim weavers producing hand-loomed cotton throws and towels.",
    "تعاونية من نسّاجي أخميم تنتج شالات ومناشف قطنية على النول اليدوي."),
  d("Mostafa", "Adel", "مصطفى عادل", "Damietta", "eg", "male", ["storage", "kids"],
    "Damietta workshop owner making sturdy cabinets, shoe cabinets and kids' storage.",
    "صاحب ورشة في دمياط يصنع خزائن وجزامات ووحدات تخزين متينة للأطفال."),
  d("Noura", "Al-Qahtani", "نورة القحطاني", "Khobar", "sa", "female", ["bedroom", "textiles"],
    "Designs upholstered beds and bedding in soft, desert-inspired tones.",
    "تصمم أسرّة منجدة ومفارش بألوان هادئة مستوحاة من الصحراء."),
  d("Ramy", "Wahba", "رامي وهبة", "Cairo", "eg", "male", ["kitchen-dining-ware", "bathroom", "lighting"],
    "Product designer behind modern cookware, bathroom sets and minimalist lamps.",
    "مصمم منتجات وراء أواني طهي عصرية وأطقم حمّام وأباجورات بسيطة."),
];

/** Customers who write the demo reviews. */
export const REVIEWERS: Array<[string, string, string]> = [
  ["Mona", "Ibrahim", "mona@manzil.test"],
  ["Ahmed", "Saeed", "ahmed@manzil.test"],
  ["Sara", "Khaled", "sara@manzil.test"],
  ["Mohamed", "Farouk", "mohamed@manzil.test"],
  ["Abdullah", "Al-Shehri", "abdullah@manzil.test"],
  ["Hala", "Mostafa", "hala@manzil.test"],
];

export const REVIEW_TEXTS: Array<[rating: number, text: string]> = [
  [5, "جودة ممتازة والتوصيل كان في الميعاد. الخامة أحلى من الصور."],
  [5, "Beautiful piece, solid build and the colour matches the photos exactly."],
  [4, "المنتج جميل جدًا لكن التركيب أخذ وقتًا أطول من المتوقع."],
  [4, "Very comfortable. Delivery took ten days but the team kept me updated."],
  [5, "ثاني مرة أشتري من نفس المصمم، شغل متقن وتغليف ممتاز."],
  [3, "الشكل حلو لكن اللون أفتح قليلًا من الصورة."],
  [5, "Exactly what our living room needed. Worth every pound."],
  [4, "Good value for the price, the wood finish is lovely."],
];
