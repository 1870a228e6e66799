import type { SiteSettings } from "../settings-keys.ts";

/** Demo values of the site settings. */
export const DEMO_SETTINGS: SiteSettings = {
  collectionTitleHeader: "Seasonal sales",
  arCollectionTitleHeader: "العروض الموسمية",
  googleAnalytics: "",
  adminPhone: "+20 100 000 0000",
  otherAdminPhone: "+966 50 000 0000",
  supportEmail: "support@manzil.test",
  fcAccount: "https://www.facebook.com/manzil.home",
  instaAccount: "https://www.instagram.com/manzil.home",
  pintsAccount: "https://www.pinterest.com/manzilhome",
  tabFooter:
    "Manzil brings together independent designers and workshops from Egypt and the Gulf: furniture and home goods made to last, delivered to your door.",
  arTabFooter:
    "منزل يجمع مصممين مستقلين وورشًا من مصر والخليج: أثاث ومستلزمات منزلية تدوم طويلًا، تصلك حتى باب البيت.",
  siteTitle: "Manzil",
  arSiteTitle: "منزل",
  siteDescription: "Furniture and home goods by independent designers, delivered across Egypt and Saudi Arabia.",
  arSiteDescription: "أثاث ومستلزمات منزلية من تصميم مصممين مستقلين، مع التوصيل في مصر والسعودية.",
  siteMessage: "Free delivery in Cairo and Giza on orders over 5,000 EGP",
  arSiteMessage: "توصيل مجاني في القاهرة والجيزة للطلبات فوق 5,000 جنيه",
  sarToEgp: 13.2,
  aedToEgp: 13.5,
  codFees: 3000,
  idesignBanner: "/uploads/banners/idesign.webp",
  showForCompetitionInput: false,
  appStoreLink: "https://apps.apple.com/app/manzil",
  googlePlayLink: "https://play.google.com/store/apps/details?id=test.manzil",
  vendorsLink: "https://vendors.manzil.test",
  supplierSignupUrl: "https://vendors.manzil.test/signup",
  address: "12 Shagaret El Dor Street, Zamalek, Cairo, Egypt",
  arAddress: "12 شارع شجرة الدر، الزمالك، القاهرة، مصر",
  workingHours: "Saturday to Thursday, 10 am to 10 pm",
  arWorkingHours: "من السبت إلى الخميس، من 10 صباحًا حتى 10 مساءً",
};
