/** Static content pages (about, privacy, terms, shipping, returns, how): plain text, blank-line paragraphs. */
interface PageSeed {
  slug: string;
  title: string;
  arTitle: string;
  body: string;
  arBody: string;
}

const p = (slug: string, title: string, arTitle: string, body: string[], arBody: string[]): PageSeed => ({
  slug,
  title,
  arTitle,
  body: body.join("\n\n"),
  arBody: arBody.join("\n\n"),
});

export const PAGES: PageSeed[] = [
  p("about", "About Manzil", "عن منزل", [
    "Manzil (\"home\" in Arabic) is a marketplace for furniture and home goods made by independent designers and workshops in Egypt and Saudi Arabia.",
    "We work with more than 500 brands and list over 50,000 products, from hand-woven kilims from Siwa to solid-wood dining sets from Damietta. Every designer is reviewed by our team before their first product goes live.",
    "We serve two countries today, Egypt and Saudi Arabia, each with its own prices, currency and delivery times.",
    "Our promise is simple: honest prices, pieces made to last, delivery and assembly by people who care, and a return within 15 days of delivery if a piece is not right for your home.",
    "Designers keep their own name on every piece. When you buy from Manzil, a workshop in Cairo, Damietta, Riyadh or Jeddah is paid for its craft, and you can follow your favourite designers from their pages.",
  ], [
    "منزل منصة لبيع الأثاث ومستلزمات البيت من تصميم مصممين مستقلين وورش في مصر والسعودية.",
    "نتعاون مع أكثر من 500 علامة تجارية ونعرض أكثر من 50 ألف منتج، من الكليم المنسوج يدويًا في سيوة إلى غرف السفرة الخشبية من دمياط. يراجع فريقنا كل مصمم قبل نشر أول منتج له.",
    "نخدم اليوم دولتين، مصر والسعودية، ولكل منهما أسعارها وعملتها ومدة التوصيل الخاصة بها.",
    "وعدنا بسيط: أسعار واضحة، وقطع تدوم طويلًا، وتوصيل وتركيب على أيدي فريق يهتم ببيتك، وإمكانية الإرجاع خلال 15 يومًا من الاستلام إذا لم تناسبك القطعة.",
    "يحتفظ كل مصمم باسمه على قطعه. حين تشتري من منزل، تحصل ورشة في القاهرة أو دمياط أو الرياض أو جدة على مقابل حرفتها، ويمكنك متابعة مصمميك المفضلين من صفحاتهم.",
  ]),
  // The about page's facts (decision 0063): one a line, "value | label"; Arabic paired by value.
  p("about-facts", "About Manzil: facts", "عن منزل: أرقام", [
    "2 | countries served\n500+ | brands\n50K | products\n15 | days to return a piece",
  ], [
    "2 | دولتان نخدمهما\n500+ | علامة تجارية\n50K | منتج\n15 | يومًا لإرجاع القطعة",
  ]),
  p("privacy", "Privacy policy", "سياسة الخصوصية", [
    "We collect the information you give us (name, email, phone, addresses) to process your orders and, if you agree, to send you offers.",
    "We never store your card number or security code: card payments are handled by our payment partners, and we keep only a token, the card brand and its last four digits.",
    "We share your name, phone and address only with the workshop and the delivery team that bring your order. We never sell your data.",
    "Cookies keep you signed in, remember your cart, your language and your country. Analytics and advertising tools are turned on only when the site is configured for them.",
    "You can edit your data from your profile at any time, or deactivate your account. Contact support@manzil.test for any privacy request.",
  ], [
    "نجمع البيانات التي تقدمها لنا (الاسم والبريد الإلكتروني والهاتف والعناوين) لتنفيذ طلباتك، ولإرسال العروض إليك إذا وافقت على ذلك.",
    "لا نحتفظ أبدًا برقم بطاقتك أو رمز الأمان: تتولى شركات الدفع الشريكة معالجة المدفوعات، ونحتفظ فقط برمز مميز ونوع البطاقة وآخر أربعة أرقام منها.",
    "لا نشارك اسمك وهاتفك وعنوانك إلا مع الورشة وفريق التوصيل اللذين يوصلان طلبك، ولا نبيع بياناتك أبدًا.",
    "تحفظ ملفات تعريف الارتباط تسجيل دخولك وسلة التسوق ولغتك ودولتك. ولا تعمل أدوات التحليل والإعلان إلا إذا فُعّلت في إعدادات الموقع.",
    "يمكنك تعديل بياناتك من صفحتك الشخصية في أي وقت أو إيقاف حسابك. راسلنا على support@manzil.test لأي طلب يخص الخصوصية.",
  ]),
  p("terms", "Terms and conditions", "الشروط والأحكام", [
    "By creating an account or placing an order on Manzil you accept these terms. Manzil is a marketplace: each product is made and sold by its designer or workshop, and Manzil handles the order, the payment and the delivery.",
    "Prices are shown in the currency of the country you shop in and include VAT. Some products can only be ordered for delivery inside Egypt.",
    "Returns: you may return a product within 15 days of delivery, from the same delivery address, in its original condition and packaging. Made-to-order and customised (I design) products cannot be returned unless they arrive damaged.",
    "Gift cards are non-refundable and can be used until their expiry date. Coupons cannot be combined and are not valid with every payment method.",
    "We may cancel an order if a product is no longer available or its price was shown in error; anything you paid is refunded in full.",
  ], [
    "بإنشاء حساب أو تقديم طلب على منزل فإنك توافق على هذه الشروط. منزل منصة تسوق: يصنع كل منتج ويبيعه مصممه أو ورشته، ويتولى منزل الطلب والدفع والتوصيل.",
    "تظهر الأسعار بعملة الدولة التي تتسوق منها وتشمل ضريبة القيمة المضافة. بعض المنتجات متاحة للطلب داخل مصر فقط.",
    "الاسترجاع: يمكنك إرجاع المنتج خلال 15 يومًا من الاستلام، من عنوان التوصيل نفسه، بحالته وتغليفه الأصليين. لا يمكن إرجاع المنتجات المصنوعة حسب الطلب أو المخصصة (صمّم بنفسك) إلا إذا وصلت تالفة.",
    "بطاقات الهدايا غير قابلة للاسترداد ويمكن استخدامها حتى تاريخ انتهائها. لا يمكن الجمع بين كوبونات الخصم، ولا تصلح مع كل وسائل الدفع.",
    "قد نلغي طلبًا إذا لم يعد المنتج متاحًا أو ظهر سعره بالخطأ، ونرد إليك كامل ما دفعته.",
  ]),
  p("terms-designer", "Terms for designers", "شروط المصممين", [
    "A designer account needs a profile photo, a short bio, an email address and a country before the first product request is sent.",
    "You keep the rights to your designs. By submitting a product you allow Manzil to photograph, describe and sell it in the countries you choose.",
    "Every product request is reviewed by our team; it is accepted or rejected with a reason. A rejected request can be removed and sent again.",
    "Your share of each sale appears in your wallet once the order is delivered and the 15-day return window has passed. You can then ask for a transfer to your bank account.",
  ], [
    "يحتاج حساب المصمم إلى صورة شخصية ونبذة قصيرة وبريد إلكتروني ودولة قبل إرسال أول طلب إضافة منتج.",
    "تحتفظ بحقوق تصميماتك. وبإرسالك منتجًا تسمح لمنزل بتصويره ووصفه وبيعه في الدول التي تختارها.",
    "يراجع فريقنا كل طلب إضافة منتج، فيُقبل أو يُرفض مع ذكر السبب. ويمكن حذف الطلب المرفوض وإرساله من جديد.",
    "تظهر حصتك من كل عملية بيع في محفظتك بعد توصيل الطلب وانتهاء مهلة الاسترجاع البالغة 15 يومًا، ويمكنك بعدها طلب تحويلها إلى حسابك البنكي.",
  ]),
  p("shipping", "Shipping", "الشحن", [
    "Delivery in Egypt takes 3 to 14 days depending on the product; in Saudi Arabia 10 to 25 days. The expected time is shown on every product page and in your cart.",
    "Shipping fees depend on the product and the governorate or city; you see them in your cart before you pay.",
    "Large furniture is delivered and assembled by our team. Cash on delivery is available for most products in Egypt for a fee of 30 EGP.",
    "We call you the day before delivery to agree on a time. You can follow every order from the orders page of your profile.",
  ], [
    "يستغرق التوصيل داخل مصر من 3 إلى 14 يومًا حسب المنتج، وفي السعودية من 10 إلى 25 يومًا. تظهر المدة المتوقعة في صفحة كل منتج وفي سلة التسوق.",
    "تختلف رسوم الشحن حسب المنتج والمحافظة أو المدينة، وتظهر لك في السلة قبل الدفع.",
    "يتولى فريقنا توصيل قطع الأثاث الكبيرة وتركيبها. الدفع عند الاستلام متاح لمعظم المنتجات داخل مصر مقابل رسوم 30 جنيهًا.",
    "نتصل بك قبل موعد التوصيل بيوم لنتفق على الوقت المناسب، ويمكنك متابعة كل طلباتك من صفحة الطلبات في حسابك.",
  ]),
  p("returns", "Returns", "الاسترجاع", [
    "You may return a product within 15 days of delivery. It is collected from the same delivery address and must be in its original condition, with its packaging.",
    "To return a product, open the order from your orders page and ask for a return, or contact us. We arrange the pick-up with you.",
    "Once we receive the piece and check it, we refund the amount by the way you paid; cash on delivery orders are refunded to your wallet or bank account.",
    "Made-to-order and customised (I design) pieces cannot be returned unless they arrive damaged or different from your order.",
  ], [
    "يمكنك إرجاع المنتج خلال 15 يومًا من الاستلام، على أن نستلمه من عنوان التوصيل نفسه وبحالته الأصلية مع تغليفه.",
    "لإرجاع منتج، افتح الطلب من صفحة طلباتك واطلب الإرجاع، أو تواصل معنا، وسنتفق معك على موعد الاستلام.",
    "بعد استلام القطعة وفحصها نرد المبلغ بطريقة الدفع نفسها، ويُرد مبلغ طلبات الدفع عند الاستلام إلى محفظتك أو حسابك البنكي.",
    "لا يمكن إرجاع القطع المصنوعة حسب الطلب أو المخصصة (صمّم بنفسك) إلا إذا وصلت تالفة أو مختلفة عن طلبك.",
  ]),
  p("how", "How Manzil works", "كيف يعمل منزل", [
    "Browse products by category, collection or designer, add what you like to your cart and check out in three steps: cart, shipping and payment.",
    "Designers sign up, submit products for review and earn a share of every sale, shown in their wallet.",
    "With I design, you choose a piece and customise its fabric, colour or size; the workshop makes it for you.",
  ], [
    "تصفح المنتجات حسب القسم أو التشكيلة أو المصمم، وأضف ما يعجبك إلى السلة وأتمم الشراء في ثلاث خطوات: السلة ثم الشحن ثم الدفع.",
    "يسجل المصممون حساباتهم ويرسلون منتجاتهم للمراجعة ويحصلون على نسبة من كل عملية بيع تظهر في محفظتهم.",
    "مع خدمة صمّم بنفسك، تختار القطعة وتحدد القماش أو اللون أو المقاس، وتصنعها الورشة خصيصًا لك.",
  ]),
];

/** Header texts of the information pages (decision 0063), added to the site's HEADER_DESCRIPTIONS. */
export const INFO_HEADER_DESCRIPTIONS: Array<[page: string, title: string, arTitle: string, text: string, arText: string]> = [
  ["about", "About Manzil", "عن منزل", "Independent designers and workshops, honest prices and delivery to your door in Egypt and Saudi Arabia.", "مصممون وورش مستقلة، وأسعار واضحة، وتوصيل حتى باب بيتك في مصر والسعودية."],
  ["how", "How it works", "كيف يعمل منزل", "From choosing a piece to receiving it at home, and from a designer's sketch to a product on sale.", "من اختيار القطعة حتى وصولها إلى بيتك، ومن رسمة المصمم حتى عرض منتجه للبيع."],
  ["faq", "Frequently asked questions", "الأسئلة الشائعة", "Quick answers about orders, delivery, returns, payment and selling on Manzil.", "إجابات سريعة عن الطلبات والتوصيل والاسترجاع والدفع والبيع على منزل."],
  ["terms", "Terms and conditions", "الشروط والأحكام", "The rules of buying and selling on Manzil, in plain words.", "قواعد الشراء والبيع على منزل بكلمات واضحة."],
  ["privacy", "Privacy policy", "سياسة الخصوصية", "What we collect, why, and how you stay in control of your data.", "ما البيانات التي نجمعها، ولماذا، وكيف تتحكم فيها."],
  ["shipping", "Shipping and returns", "الشحن والاسترجاع", "Delivery times, fees and assembly, and how to return a piece within 15 days of delivery.", "مدة التوصيل ورسومه والتركيب، وكيف ترجع قطعة خلال 15 يومًا من الاستلام."],
  ["tag", "Tags", "الوسوم", "Browse pieces by style, material and room.", "تصفح القطع حسب الطراز والخامة والغرفة."],
];

export const FAQS: Array<[forWhom: "general" | "customer" | "designer", q: string, arQ: string, a: string, arA: string]> = [
  ["general", "What is Manzil?", "ما هو منزل؟", "A marketplace for furniture and home goods by more than 500 brands, independent designers and workshops, with over 50,000 products.", "منصة لبيع الأثاث ومستلزمات البيت من أكثر من 500 علامة تجارية ومصمم مستقل وورشة، بأكثر من 50 ألف منتج."],
  ["general", "Which countries do you serve?", "ما الدول التي تخدمونها؟", "Two countries: Egypt and Saudi Arabia, each with its own prices and currency. A few products can only be ordered inside Egypt.", "دولتان: مصر والسعودية، ولكل منهما أسعارها وعملتها. بعض المنتجات متاحة للطلب داخل مصر فقط."],
  ["general", "What is a referral code?", "ما هو كود الإحالة؟", "Share your code with friends: they get a discount on their first order and you earn credit in your wallet.", "شارك كودك مع أصدقائك: يحصلون على خصم على أول طلب، وتحصل أنت على رصيد في محفظتك."],
  ["general", "How do I contact customer service?", "كيف أتواصل مع خدمة العملاء؟", "Call us or write to support@manzil.test; our team answers in Arabic and English every day.", "اتصل بنا أو راسلنا على support@manzil.test، ويرد فريقنا بالعربية والإنجليزية كل يوم."],
  ["customer", "How long does delivery take?", "كم يستغرق التوصيل؟", "3 to 14 days in Egypt and 10 to 25 days in Saudi Arabia, depending on the product. The expected time is shown on each product and in your cart.", "من 3 إلى 14 يومًا في مصر ومن 10 إلى 25 يومًا في السعودية حسب المنتج. تظهر المدة المتوقعة في صفحة كل منتج وفي سلة التسوق."],
  ["customer", "Can I return a product?", "هل يمكنني إرجاع منتج؟", "Yes, within 15 days of delivery, from the same delivery address, in its original condition.", "نعم، خلال 15 يومًا من الاستلام، من عنوان التوصيل نفسه، وبحالته الأصلية."],
  ["customer", "How do I return a product?", "كيف أرجع منتجًا؟", "Open the order from your orders page and ask for a return within 15 days of delivery. We collect the piece from the same address and refund you once it is checked.", "افتح الطلب من صفحة طلباتك واطلب الإرجاع خلال 15 يومًا من الاستلام. نستلم القطعة من العنوان نفسه ونرد المبلغ بعد فحصها."],
  ["customer", "Which payment methods do you accept?", "ما وسائل الدفع المتاحة؟", "Cards (Visa, Mastercard), cash on delivery, Fawry, and instalments with valU, Aman, Sympl and Tabby.", "البطاقات (فيزا وماستركارد) والدفع عند الاستلام وفوري، والتقسيط مع فاليو وأمان وسمبل وتابي."],
  ["customer", "Is cash on delivery available everywhere?", "هل الدفع عند الاستلام متاح في كل مكان؟", "It is available for most products in Egypt (30 EGP fee) and Saudi Arabia (its equivalent in riyals); some large or made-to-order items need prepayment.", "متاح لمعظم المنتجات في مصر مقابل 30 جنيهًا وفي السعودية مقابل ما يعادلها بالريال، وتحتاج بعض القطع الكبيرة أو المصنوعة حسب الطلب إلى الدفع مقدمًا."],
  ["customer", "Can I pay in instalments?", "هل يمكنني الدفع بالتقسيط؟", "Yes: valU and Halan up to 12 months with no down payment, interest or fees; Aman up to 24 months; Tabby in 4 interest-free payments in Saudi Arabia.", "نعم: فاليو وحالا حتى 12 شهرًا بدون مقدم أو فوائد أو مصاريف، وأمان حتى 24 شهرًا، وتابي على 4 دفعات بدون فوائد في السعودية."],
  ["customer", "Do you assemble the furniture?", "هل تركّبون الأثاث؟", "Yes, large pieces are delivered and assembled by our team at no extra charge.", "نعم، يوصل فريقنا القطع الكبيرة ويركبها دون رسوم إضافية."],
  ["customer", "Can I use a coupon and a gift card together?", "هل يمكنني استخدام كوبون خصم وبطاقة هدايا معًا؟", "Only one coupon can be used per order. Gift cards are non-refundable and can be used until they expire.", "يمكن استخدام كوبون خصم واحد فقط في كل طلب. بطاقات الهدايا غير قابلة للاسترداد وتُستخدم حتى تاريخ انتهائها."],
  ["general", "Do you deliver outside Egypt?", "هل توصلون خارج مصر؟", "Yes, we deliver across Saudi Arabia. A few products can only be ordered inside Egypt.", "نعم، نوصل إلى جميع أنحاء السعودية. بعض المنتجات متاحة للطلب داخل مصر فقط."],
  ["designer", "How do I sell my designs on Manzil?", "كيف أبيع تصميماتي على منزل؟", "Create a designer account, complete your profile, then submit a product request from My products. Our team replies within a few days.", "أنشئ حساب مصمم وأكمل بياناتك، ثم أرسل طلب إضافة منتج من صفحة منتجاتي. يرد فريقنا خلال أيام قليلة."],
  ["designer", "What do I need before adding a product?", "ماذا أحتاج قبل إضافة منتج؟", "A profile photo, a short bio, an email address and your country. Files of up to 50 MB can be attached to a product request.", "صورة شخصية ونبذة قصيرة وبريد إلكتروني ودولتك. ويمكن إرفاق ملفات حتى 50 ميجابايت بطلب إضافة المنتج."],
  ["designer", "When are profits paid?", "متى تُصرف الأرباح؟", "Profits appear in your wallet after delivery and the 15-day return window; request a payout to your bank account at any time.", "تظهر الأرباح في محفظتك بعد التوصيل وانتهاء مهلة الاسترجاع (15 يومًا)، ويمكنك طلب تحويلها إلى حسابك البنكي في أي وقت."],
];
