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
  { ...CASH, method: "cod", provider: "manzil", displayName: "Cash on delivery", arDisplayName: "الدفع عند الاستلام", supportedCountries: ["eg", "sa"], descriptionMethod: "Pay in cash when your order arrives; a small fee is added to the total.", arDescriptionMethod: "ادفع نقدًا عند استلام طلبك، مع رسوم بسيطة تُضاف إلى الإجمالي.", displayOrder: 1, icon: "/payment/cod.svg" },
  { ...CASH, method: "fawry", provider: "fawry", displayName: "Fawry", arDisplayName: "فوري", supportedCountries: ["eg"], descriptionMethod: "Pay at any Fawry outlet with your reference number within 48 hours.", arDescriptionMethod: "ادفع في أي منفذ فوري برقمك المرجعي خلال 48 ساعة.", displayOrder: 2, icon: "/payment/fawry.svg" },
  { ...CARD, method: "card", provider: "paymob", displayName: "Credit or debit card", arDisplayName: "بطاقة ائتمان أو خصم", supportedCountries: ["eg", "sa", "ae"], descriptionMethod: "Visa, Mastercard or mada (Saudi Arabia). Extra 10% off when you pay by card.", arDescriptionMethod: "فيزا أو ماستركارد أو مدى (في السعودية). خصم إضافي 10% عند الدفع بالبطاقة.", specialDiscount: 10, discountType: "percentage", displayOrder: 3, icon: "/payment/card.svg" },
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

/** Blog and news posts (decision 0064): plain text, paragraphs separated by a blank line. */
export const POSTS: Array<{ slug: string; type: "blog" | "news"; image: string; title: string; arTitle: string; body: string; arBody: string; daysAgo: number }> = [
  {
    slug: "choosing-the-right-sofa-size",
    type: "blog",
    image: "post-sofa",
    title: "How to choose the right sofa size",
    arTitle: "كيف تختار مقاس الكنبة المناسب",
    body: "A sofa is the piece you live with most, so its size matters more than its colour. Start with a tape measure, not a catalogue: measure the wall where it will stand and mark the outline on the floor with masking tape.\n\nLeave at least 45 cm between the sofa and the coffee table, and about 90 cm for the main walkway. A three-seater of about 220 cm suits most living rooms; a corner sofa needs a wall of 280 cm or more on its long side.\n\nBefore you order, check the door, the corridor and the lift. Our product pages list the width, depth and height of every piece, and our team can tell you whether it comes assembled.",
    arBody: "الكنبة هي القطعة التي تقضي معها أطول وقت في بيتك، لذا فمقاسها أهم من لونها. ابدأ بشريط القياس لا بالكتالوج: قِس الحائط الذي ستوضع أمامه، وحدد مساحتها على الأرض بشريط لاصق.\n\nاترك 45 سم على الأقل بين الكنبة وطاولة القهوة، ونحو 90 سم لممر الحركة الرئيسي. تناسب الكنبة الثلاثية بطول 220 سم تقريبًا معظم غرف المعيشة، أما الكنبة الركنية فتحتاج إلى حائط بطول 280 سم أو أكثر من جهتها الطويلة.\n\nقبل الطلب تأكد من مقاس الباب والممر والمصعد. تعرض صفحات منتجاتنا العرض والعمق والارتفاع لكل قطعة، ويسعد فريقنا بإخبارك إن كانت تصل مُركّبة أم لا.",
    daysAgo: 6,
  },
  {
    slug: "prepare-your-home-for-guests",
    type: "blog",
    image: "post-ramadan",
    title: "Five ways to prepare your home for guests",
    arTitle: "خمس طرق لتجهيز بيتك لاستقبال الضيوف",
    body: "Make room at the dining table first: an extendable table or a pair of folding chairs kept in a cupboard turns six seats into ten in a minute.\n\nAdd warm light. Lanterns, candles and a floor lamp in a corner make a room feel welcoming far more than a bright ceiling light does.\n\nRefresh the textiles: new cushion covers and a table runner change the mood of a room for little money. Finally, set up a small serving corner for tea and coffee, and keep one quiet seat by a window for the guest who wants to read or rest.",
    arBody: "ابدأ بتوسيع مساحة السفرة: طاولة قابلة للتمديد أو كرسيان قابلان للطي محفوظان في الخزانة يحولان ستة مقاعد إلى عشرة في دقيقة.\n\nأضف إضاءة دافئة. فالفوانيس والشموع ومصباح أرضي في الركن تمنح الغرفة إحساسًا بالترحيب أكثر بكثير من إضاءة السقف القوية.\n\nجدّد المفروشات: أغطية جديدة للخداديات ومفرش للطاولة تغيّر أجواء الغرفة بتكلفة بسيطة. وأخيرًا جهّز ركنًا صغيرًا لتقديم الشاي والقهوة، وخصص مقعدًا هادئًا بجوار النافذة لمن يرغب من ضيوفك في القراءة أو الراحة.",
    daysAgo: 14,
  },
  {
    slug: "small-bedroom-big-ideas",
    type: "blog",
    image: "post-bed",
    title: "Small bedroom, big ideas",
    arTitle: "غرفة نوم صغيرة وأفكار كبيرة",
    body: "In a small bedroom every centimetre counts. A bed with drawers underneath replaces a chest of drawers, and a headboard with shelves replaces two bedside tables.\n\nChoose light colours for the walls and the bedding, and hang the curtains close to the ceiling: the room will look taller.\n\nA wardrobe with sliding doors needs no space to open, and a mirror on one of its doors doubles the light from the window.",
    arBody: "في غرفة النوم الصغيرة كل سنتيمتر له قيمته. فالسرير المزود بأدراج سفلية يغني عن الكومود، ولوح الرأس المزود بأرفف يغني عن طاولتين جانبيتين.\n\nاختر ألوانًا فاتحة للجدران والمفارش، وعلّق الستائر قريبًا من السقف، فتبدو الغرفة أعلى مما هي عليه.\n\nلا تحتاج خزانة الملابس ذات الأبواب المنزلقة إلى مساحة لفتحها، والمرآة على أحد أبوابها تضاعف الضوء القادم من النافذة.",
    daysAgo: 23,
  },
  {
    slug: "caring-for-solid-wood-furniture",
    type: "blog",
    image: "post-dining",
    title: "Caring for solid wood furniture",
    arTitle: "العناية بالأثاث الخشبي المصمت",
    body: "Solid wood lasts for generations if you treat it kindly. Dust it weekly with a soft dry cloth, and wipe spills at once with a cloth that is only just damp.\n\nKeep wooden pieces away from direct sun and from air-conditioning vents: sudden changes of heat and humidity are what crack wood.\n\nOnce or twice a year, feed the surface with a little furniture wax or oil suited to its finish, and use coasters and table mats every day.",
    arBody: "يعيش الخشب المصمت لأجيال إذا عاملته برفق. امسح عنه الغبار أسبوعيًا بقطعة قماش ناعمة وجافة، وجفف أي سوائل تنسكب عليه فورًا بقطعة قماش رطبة قليلًا.\n\nأبعد القطع الخشبية عن أشعة الشمس المباشرة وعن فتحات التكييف، فالتغير المفاجئ في الحرارة والرطوبة هو ما يشقق الخشب.\n\nمرة أو مرتين في السنة، غذِّ السطح بقليل من شمع الأثاث أو الزيت المناسب لتشطيبه، واستخدم القواعد ومفارش الطاولة كل يوم.",
    daysAgo: 31,
  },
  {
    slug: "a-reading-corner-in-one-afternoon",
    type: "blog",
    image: "banner-lighting",
    title: "A reading corner in one afternoon",
    arTitle: "ركن للقراءة في عصرية واحدة",
    body: "All a reading corner needs is a comfortable armchair, good light from behind your shoulder, and a place to put down a cup.\n\nPut the chair near a window for daylight and add a floor lamp with a warm bulb for the evening. A small rug under the chair marks the corner as its own place.\n\nFinish with a low shelf or a basket for the books you are reading now, not the whole library.",
    arBody: "كل ما يحتاجه ركن القراءة كرسي مريح، وإضاءة جيدة تأتي من خلف كتفك، ومكان تضع عليه كوبك.\n\nضع الكرسي قرب النافذة للاستفادة من ضوء النهار، وأضف مصباحًا أرضيًا بلمبة دافئة للمساء. وسجادة صغيرة تحت الكرسي تجعل الركن مكانًا قائمًا بذاته.\n\nوأكمل الركن برف منخفض أو سلة للكتب التي تقرؤها الآن، لا للمكتبة كلها.",
    daysAgo: 40,
  },
  {
    slug: "choosing-a-rug-for-every-room",
    type: "blog",
    image: "banner-rugs",
    title: "Choosing a rug for every room",
    arTitle: "كيف تختار السجادة المناسبة لكل غرفة",
    body: "In the living room, the front legs of the sofa and armchairs should rest on the rug; this ties the seating together. Under a dining table, the rug should reach at least 60 cm past the table's edge so chairs stay on it when pulled out.\n\nIn the bedroom, a rug that starts under the lower two thirds of the bed gives a soft first step in the morning.\n\nFlat-woven rugs are easy to clean and suit busy rooms; thick piles belong where people sit and linger.",
    arBody: "في غرفة المعيشة، يُفضَّل أن ترتكز الأرجل الأمامية للكنبة والكراسي على السجادة، فهذا يجمع الجلسة في وحدة واحدة. وتحت طاولة السفرة، يجب أن تمتد السجادة 60 سم على الأقل بعد حافة الطاولة حتى تبقى الكراسي عليها عند سحبها.\n\nوفي غرفة النوم، تمنحك سجادة تبدأ من تحت الثلثين السفليين للسرير خطوة أولى ناعمة كل صباح.\n\nالسجاد المنسوج المسطح سهل التنظيف ويناسب الغرف كثيرة الحركة، أما السجاد كثيف الوبر فمكانه حيث يجلس الناس ويطيلون الجلوس.",
    daysAgo: 52,
  },
  {
    slug: "manzil-now-delivers-to-saudi-arabia",
    type: "news",
    image: "post-news",
    title: "Manzil now delivers to Saudi Arabia",
    arTitle: "منزل يوصل الآن إلى السعودية",
    body: "Shoppers in Riyadh, Jeddah, Dammam and across the Kingdom can now order from our designers, with prices in Saudi riyals.\n\nDelivery times and costs are shown at checkout for each city, and our customer team answers in Arabic and English.",
    arBody: "أصبح بإمكان المتسوقين في الرياض وجدة والدمام وجميع مناطق المملكة الطلب من مصممينا، بأسعار بالريال السعودي.\n\nتظهر مواعيد التوصيل وتكلفته لكل مدينة عند إتمام الشراء، ويرد فريق خدمة العملاء بالعربية والإنجليزية.",
    daysAgo: 3,
  },
  {
    slug: "new-designers-from-damietta",
    type: "news",
    image: "post-workshop",
    title: "Twelve new workshops from Damietta join Manzil",
    arTitle: "اثنتا عشرة ورشة جديدة من دمياط تنضم إلى منزل",
    body: "This month twelve family workshops from Damietta, Egypt's furniture capital, opened their shops on Manzil.\n\nYou will find their solid wood dining sets, bedrooms and carved pieces in the designers' pages, each made to order and delivered across Egypt.",
    arBody: "انضمت هذا الشهر اثنتا عشرة ورشة عائلية من دمياط، عاصمة الأثاث في مصر، إلى منزل وافتتحت متاجرها عليه.\n\nستجد غرف السفرة وغرف النوم والقطع المنحوتة من الخشب المصمت في صفحات المصممين، وكل قطعة تُصنع حسب الطلب وتُوصَّل إلى جميع أنحاء مصر.",
    daysAgo: 18,
  },
  {
    slug: "instalments-now-available",
    type: "news",
    image: "post-desk",
    title: "Pay in instalments on orders over 2,000 pounds",
    arTitle: "التقسيط متاح الآن للطلبات التي تزيد على 2,000 جنيه",
    body: "Customers in Egypt can now split the price of their order into monthly instalments with our payment partners.\n\nChoose instalments on the payment step of checkout to see the plans available for your basket.",
    arBody: "أصبح بإمكان العملاء في مصر تقسيط قيمة طلباتهم على دفعات شهرية من خلال شركائنا في الدفع.\n\nاختر التقسيط في خطوة الدفع عند إتمام الشراء لتظهر لك الخطط المتاحة لسلتك.",
    daysAgo: 35,
  },
  {
    slug: "manzil-at-the-furniture-fair",
    type: "news",
    image: "slider-dining",
    title: "Meet Manzil at the Cairo furniture fair",
    arTitle: "قابلونا في معرض القاهرة للأثاث",
    body: "Our team and several of our designers will be at the Cairo furniture fair. Come and sit on the pieces you have been looking at online.\n\nVisitors to our stand receive a coupon for their first order on the site.",
    arBody: "سيشارك فريقنا وعدد من مصممينا في معرض القاهرة للأثاث. تعالوا لتجربة القطع التي تتابعونها على الموقع بأنفسكم.\n\nيحصل زوار جناحنا على كوبون خصم لأول طلب على الموقع.",
    daysAgo: 60,
  },
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
