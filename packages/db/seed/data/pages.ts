/** Static content pages (about, privacy, terms, shipping, how): plain text, blank-line paragraphs. */
export interface PageSeed {
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
  ], [
    "منزل منصة لبيع الأثاث ومستلزمات البيت من تصميم مصممين مستقلين وورش في مصر والسعودية.",
    "نتعاون مع أكثر من 500 علامة تجارية ونعرض أكثر من 50 ألف منتج، من الكليم المنسوج يدويًا في سيوة إلى غرف السفرة الخشبية من دمياط. يراجع فريقنا كل مصمم قبل نشر أول منتج له.",
    "نخدم اليوم دولتين، مصر والسعودية، ولكل منهما أسعارها وعملتها ومدة التوصيل الخاصة بها.",
  ]),
  p("privacy", "Privacy policy", "سياسة الخصوصية", [
    "We collect the information you give us (name, email, phone, addresses) to process your orders and, if you agree, to send you offers.",
    "We never store your card number or security code: card payments are handled by our payment partners, and we keep only a token, the card brand and its last four digits.",
    "You can edit your data from your profile at any time, or deactivate your account. Contact support@manzil.test for any privacy request.",
  ], [
    "نجمع البيانات التي تقدمها لنا (الاسم والبريد الإلكتروني والهاتف والعناوين) لتنفيذ طلباتك، ولإرسال العروض إليك إذا وافقت على ذلك.",
    "لا نحتفظ أبدًا برقم بطاقتك أو رمز الأمان: تتولى شركات الدفع الشريكة معالجة المدفوعات، ونحتفظ فقط برمز مميز ونوع البطاقة وآخر أربعة أرقام منها.",
    "يمكنك تعديل بياناتك من صفحتك الشخصية في أي وقت أو إيقاف حسابك. راسلنا على support@manzil.test لأي طلب يخص الخصوصية.",
  ]),
  p("terms", "Terms and conditions", "الشروط والأحكام", [
    "Prices are shown in the currency of the country you shop in and include VAT. Some products can only be ordered for delivery inside Egypt.",
    "Returns: you may return a product within 15 days of delivery, from the same delivery address, in its original condition and packaging. Made-to-order and customised (I design) products cannot be returned unless they arrive damaged.",
    "Gift cards are non-refundable and can be used until their expiry date. Coupons cannot be combined and are not valid with every payment method.",
  ], [
    "تظهر الأسعار بعملة الدولة التي تتسوق منها وتشمل ضريبة القيمة المضافة. بعض المنتجات متاحة للطلب داخل مصر فقط.",
    "الاسترجاع: يمكنك إرجاع المنتج خلال 15 يومًا من الاستلام، من عنوان التوصيل نفسه، بحالته وتغليفه الأصليين. لا يمكن إرجاع المنتجات المصنوعة حسب الطلب أو المخصصة (صمّم بنفسك) إلا إذا وصلت تالفة.",
    "بطاقات الهدايا غير قابلة للاسترداد ويمكن استخدامها حتى تاريخ انتهائها. لا يمكن الجمع بين كوبونات الخصم، ولا تصلح مع كل وسائل الدفع.",
  ]),
  p("shipping", "Shipping and returns", "الشحن والاسترجاع", [
    "Delivery in Egypt takes 3 to 14 days depending on the product; in Saudi Arabia 10 to 25 days. The expected time is shown on every product page and in your cart.",
    "Large furniture is delivered and assembled by our team. Cash on delivery is available for most products in Egypt for a fee of 30 EGP.",
    "To return a product within 15 days of delivery, contact us from your orders page. We collect it from the same delivery address; it must be in its original condition.",
  ], [
    "يستغرق التوصيل داخل مصر من 3 إلى 14 يومًا حسب المنتج، وفي السعودية من 10 إلى 25 يومًا. تظهر المدة المتوقعة في صفحة كل منتج وفي سلة التسوق.",
    "يتولى فريقنا توصيل قطع الأثاث الكبيرة وتركيبها. الدفع عند الاستلام متاح لمعظم المنتجات داخل مصر مقابل رسوم 30 جنيهًا.",
    "لإرجاع منتج خلال 15 يومًا من الاستلام، تواصل معنا من صفحة طلباتك. نستلمه من عنوان التوصيل نفسه، ويجب أن يكون بحالته الأصلية.",
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

export const FAQS: Array<[forWhom: "general" | "customer" | "designer", q: string, arQ: string, a: string, arA: string]> = [
  ["customer", "How long does delivery take?", "كم يستغرق التوصيل؟", "3 to 14 days in Egypt and 10 to 25 days in Saudi Arabia, depending on the product.", "من 3 إلى 14 يومًا في مصر ومن 10 إلى 25 يومًا في السعودية حسب المنتج."],
  ["customer", "Can I return a product?", "هل يمكنني إرجاع منتج؟", "Yes, within 15 days of delivery, from the same delivery address, in its original condition.", "نعم، خلال 15 يومًا من الاستلام، من عنوان التوصيل نفسه، وبحالته الأصلية."],
  ["customer", "Which payment methods do you accept?", "ما وسائل الدفع المتاحة؟", "Cards (Visa, Mastercard), cash on delivery, Fawry, and instalments with valU, Aman, Sympl and Tabby.", "البطاقات (فيزا وماستركارد) والدفع عند الاستلام وفوري، والتقسيط مع فاليو وأمان وسمبل وتابي."],
  ["customer", "Is cash on delivery available everywhere?", "هل الدفع عند الاستلام متاح في كل مكان؟", "It is available for most products in Egypt for a 30 EGP fee; some large or made-to-order items need prepayment.", "متاح لمعظم المنتجات داخل مصر مقابل 30 جنيهًا، وتحتاج بعض القطع الكبيرة أو المصنوعة حسب الطلب إلى الدفع مقدمًا."],
  ["general", "Do you deliver outside Egypt?", "هل توصلون خارج مصر؟", "Yes, we deliver across Saudi Arabia. A few products can only be ordered inside Egypt.", "نعم، نوصل إلى جميع أنحاء السعودية. بعض المنتجات متاحة للطلب داخل مصر فقط."],
  ["general", "What is a referral code?", "ما هو كود الإحالة؟", "Share your code with friends: they get a discount on their first order and you earn credit in your wallet.", "شارك كودك مع أصدقائك: يحصلون على خصم على أول طلب، وتحصل أنت على رصيد في محفظتك."],
  ["designer", "How do I sell my designs on Manzil?", "كيف أبيع تصميماتي على منزل؟", "Create a designer account, complete your profile, then submit a product request from My products. Our team replies within a few days.", "أنشئ حساب مصمم وأكمل بياناتك، ثم أرسل طلب إضافة منتج من صفحة منتجاتي. يرد فريقنا خلال أيام قليلة."],
  ["designer", "When are profits paid?", "متى تُصرف الأرباح؟", "Profits appear in your wallet after delivery and the 15-day return window; request a payout to your bank account at any time.", "تظهر الأرباح في محفظتك بعد التوصيل وانتهاء مهلة الاسترجاع (15 يومًا)، ويمكنك طلب تحويلها إلى حسابك البنكي في أي وقت."],
];
