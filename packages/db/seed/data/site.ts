/** Payment methods, how-it-works stages, posts, careers and page header texts of the demo store. */
import type { paymentMethods } from "../../schema/index.ts";

type Method = Omit<typeof paymentMethods.$inferInsert, "id">;
const CASH = { group: "cash", groupName: "Cash", arGroupName: "الدفع نقدًا" };
const CARD = { group: "card", groupName: "Cards", arGroupName: "البطاقات" };
const INST = {
  group: "installments",
  groupName: "Instalments",
  arGroupName: "التقسيط",
  groupDescription: "Spread the cost over monthly payments",
  arGroupDescription: "قسّم المبلغ على دفعات شهرية",
};

export const PAYMENT_METHODS: Method[] = [
  { ...CASH, method: "cod", provider: "manzil", displayName: "Cash on delivery", arDisplayName: "الدفع عند الاستلام", supportedCountries: ["eg"], descriptionMethod: "Pay in cash when your order arrives (30 EGP fee).", arDescriptionMethod: "ادفع نقدًا عند استلام طلبك (رسوم 30 جنيهًا).", displayOrder: 1, icon: "/payment/cod.svg" },
  { ...CASH, method: "fawry", provider: "fawry", displayName: "Fawry", arDisplayName: "فوري", supportedCountries: ["eg"], descriptionMethod: "Pay at any Fawry outlet with your reference number within 48 hours.", arDescriptionMethod: "ادفع في أي منفذ فوري برقمك المرجعي خلال 48 ساعة.", displayOrder: 2, icon: "/payment/fawry.svg" },
  { ...CARD, method: "card", provider: "paymob", displayName: "Credit or debit card", arDisplayName: "بطاقة ائتمان أو خصم", supportedCountries: ["eg", "sa", "ae"], descriptionMethod: "Visa or Mastercard. Extra 10% off when you pay by card.", arDescriptionMethod: "فيزا أو ماستركارد. خصم إضافي 10% عند الدفع بالبطاقة.", specialDiscount: 10, discountType: "percentage", displayOrder: 3, icon: "/payment/card.svg" },
  { ...INST, method: "valu", provider: "valu", displayName: "valU", arDisplayName: "فاليو", isInstallment: true, minAmount: 50_000, supportedCountries: ["eg"], descriptionMethod: "Up to 12 months with 0 down payment, 0 interest and 0 fees.", arDescriptionMethod: "حتى 12 شهرًا بدون مقدم وبدون فوائد وبدون مصاريف.", displayOrder: 4, icon: "/payment/valu.svg" },
  { ...INST, method: "halan", provider: "halan", displayName: "Halan", arDisplayName: "حالا", isInstallment: true, minAmount: 50_000, supportedCountries: ["eg"], descriptionMethod: "Up to 12 months with 0 down payment, 0 interest and 0 fees.", arDescriptionMethod: "حتى 12 شهرًا بدون مقدم وبدون فوائد وبدون مصاريف.", displayOrder: 5, icon: "/payment/halan.svg" },
  { ...INST, method: "aman", provider: "aman", displayName: "Aman", arDisplayName: "أمان", isInstallment: true, minAmount: 100_000, supportedCountries: ["eg"], descriptionMethod: "Up to 24 months with 50% off interest.", arDescriptionMethod: "حتى 24 شهرًا مع خصم 50% على الفوائد.", displayOrder: 6, icon: "/payment/aman.svg" },
  { ...INST, method: "sympl", provider: "sympl", displayName: "Sympl", arDisplayName: "سمبل", isInstallment: true, supportedCountries: ["eg"], descriptionMethod: "Split your payment with Sympl.", arDescriptionMethod: "قسّم مدفوعاتك مع سمبل.", promoCode: "SYMPL15", promoCodeDescription: "15% off with Sympl", arPromoCodeDescription: "خصم 15% مع سمبل", autoApplyPromoCode: true, displayOrder: 7, icon: "/payment/sympl.svg" },
  { ...INST, method: "souhoola", provider: "souhoola", displayName: "Souhoola", arDisplayName: "سهولة", isInstallment: true, minAmount: 100_000, supportedCountries: ["eg"], descriptionMethod: "Instalments with Souhoola (coupons cannot be used).", arDescriptionMethod: "التقسيط مع سهولة (لا يمكن استخدام كوبونات الخصم).", displayOrder: 8, icon: "/payment/souhoola.svg" },
  { ...INST, method: "tabby", provider: "tabby", displayName: "Tabby", arDisplayName: "تابي", isInstallment: true, supportedCountries: ["sa", "ae"], descriptionMethod: "Split into 4 interest-free payments.", arDescriptionMethod: "قسّمها على 4 دفعات بدون فوائد.", displayOrder: 9, icon: "/payment/tabby.svg" },
];

export const STAGES: Array<[type: "customer" | "designer" | "idesign", title: string, arTitle: string, text: string, arText: string]> = [
  ["customer", "Find your piece", "اختر قطعتك", "Browse by room, collection or designer.", "تصفح حسب الغرفة أو التشكيلة أو المصمم."],
  ["customer", "Add to cart", "أضف إلى السلة", "Pick a colour or size and add it to your cart.", "اختر اللون أو المقاس وأضف المنتج إلى السلة."],
  ["customer", "Pay your way", "ادفع بطريقتك", "Card, cash on delivery, Fawry or instalments.", "بالبطاقة أو عند الاستلام أو فوري أو بالتقسيط."],
  ["customer", "We deliver", "نوصلها لك", "Delivered and assembled at your door.", "نوصلها ونركبها حتى باب بيتك."],
  ["designer", "Sign up as a designer", "سجّل كمصمم", "Create your profile with a photo and a short bio.", "أنشئ صفحتك بصورة ونبذة قصيرة."],
  ["designer", "Submit a product", "أرسل طلب إضافة منتج", "Send your design, price and files for review.", "أرسل تصميمك وسعرك وملفاتك للمراجعة."],
  ["designer", "We produce and sell", "ننتج ونبيع", "Once accepted, your product goes live in both countries.", "بعد القبول، يُعرض منتجك للبيع في الدولتين."],
  ["designer", "Earn profits", "احصل على أرباحك", "Follow sales in your wallet and request payouts.", "تابع مبيعاتك في محفظتك واطلب تحويل أرباحك."],
  ["idesign", "Choose a base piece", "اختر القطعة", "Start from one of our customisable designs.", "ابدأ بأحد تصميماتنا القابلة للتخصيص."],
  ["idesign", "Make it yours", "خصصها لذوقك", "Pick fabric, colour and size.", "اختر القماش واللون والمقاس."],
  ["idesign", "We craft it", "نصنعها لك", "The workshop makes it to order in 2 to 3 weeks.", "تصنعها الورشة حسب طلبك خلال أسبوعين إلى ثلاثة."],
];

export const POSTS: Array<{ slug: string; type: "blog" | "news"; title: string; arTitle: string; body: string; arBody: string; daysAgo: number }> = [
  { slug: "choosing-the-right-sofa-size", type: "blog", title: "How to choose the right sofa size", arTitle: "كيف تختار مقاس الكنبة المناسب", body: "Measure the wall, leave at least 45 cm around the coffee table, and check the door and lift before you order.\n\nA three-seater of about 220 cm suits most Egyptian living rooms; corner sofas need a wall of 280 cm or more.", arBody: "قِس الحائط، واترك 45 سم على الأقل حول طاولة القهوة، وتأكد من مقاس الباب والمصعد قبل الطلب.\n\nتناسب الكنبة الثلاثية بطول 220 سم تقريبًا معظم غرف المعيشة، أما الكنب الركنية فتحتاج إلى حائط بطول 280 سم أو أكثر.", daysAgo: 12 },
  { slug: "prepare-your-home-for-guests", type: "blog", title: "Five ways to prepare your home for guests", arTitle: "خمس طرق لتجهيز بيتك لاستقبال الضيوف", body: "Make room at the dining table, add warm light with lanterns and candles, refresh cushions and runners, set up a serving corner and keep a quiet reading nook.", arBody: "وسّع مساحة السفرة، وأضف إضاءة دافئة بالفوانيس، وجدد الخداديات والمماشي، وجهّز ركنًا للتقديم، وخصص ركنًا هادئًا للقراءة.", daysAgo: 20 },
  { slug: "manzil-now-delivers-to-saudi-arabia", type: "news", title: "Manzil now delivers to Saudi Arabia", arTitle: "منزل يوصل الآن إلى السعودية", body: "Shoppers in Riyadh, Jeddah, Dammam and across the Kingdom can now order from our designers, with prices in Saudi riyals.", arBody: "أصبح بإمكان المتسوقين في الرياض وجدة والدمام وجميع مناطق المملكة الطلب من مصممينا بالأسعار بالريال السعودي.", daysAgo: 45 },
];

export const CAREERS: Array<{ slug: string; title: string; arTitle: string; description: string; arDescription: string; location: string; arLocation: string }> = [
  { slug: "senior-frontend-engineer", title: "Senior frontend engineer", arTitle: "مهندس واجهات أمامية أول", description: "Build our bilingual storefront with React and TypeScript.", arDescription: "بناء واجهة المتجر ثنائية اللغة باستخدام React وTypeScript.", location: "Cairo (hybrid)", arLocation: "القاهرة (عمل هجين)" },
  { slug: "customer-happiness-specialist", title: "Customer happiness specialist", arTitle: "أخصائي خدمة عملاء", description: "Help shoppers in Arabic and English by phone, chat and email.", arDescription: "مساعدة العملاء بالعربية والإنجليزية عبر الهاتف والمحادثة والبريد.", location: "Riyadh", arLocation: "الرياض" },
  { slug: "sourcing-coordinator", title: "Furniture sourcing coordinator", arTitle: "منسق توريد أثاث", description: "Work with Damietta workshops on quality and lead times.", arDescription: "العمل مع ورش دمياط على الجودة ومواعيد التسليم.", location: "Damietta", arLocation: "دمياط" },
];

export const HEADER_DESCRIPTIONS: Array<[page: string, title: string, arTitle: string, text: string, arText: string]> = [
  ["deals", "Deals", "العروض", "Limited-time offers on pieces our customers love.", "عروض لفترة محدودة على قطع يحبها عملاؤنا."],
  ["designers", "Designers", "المصممون", "Meet the independent designers and workshops behind Manzil.", "تعرّف على المصممين والورش المستقلة وراء منزل."],
  ["collections", "Seasonal sales", "العروض الموسمية", "Curated collections with seasonal discounts.", "تشكيلات مختارة بخصومات موسمية."],
  ["new-arrivals", "New arrivals", "وصل حديثًا", "The latest pieces from our designers.", "أحدث القطع من مصممينا."],
  ["blog", "Blog", "المدونة", "Ideas and guides for a home you love.", "أفكار وإرشادات لبيت تحبه."],
  ["news", "News", "الأخبار", "What's new at Manzil.", "آخر أخبار منزل."],
  ["idesign", "I design", "صمّم بنفسك", "Customise fabric, colour and size; we make it for you.", "خصص القماش واللون والمقاس، ونصنعها لك."],
];
