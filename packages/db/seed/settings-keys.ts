/**
 * The site settings rows (key → JSON value) and the type of each value, so readers are typed.
 * Money is in EGP minor units (piastres); rates are how many EGP one unit of the currency buys.
 */
const SETTINGS_KEYS = {
  collectionTitleHeader: "string",
  arCollectionTitleHeader: "string",
  googleAnalytics: "string",
  adminPhone: "string",
  otherAdminPhone: "string",
  supportEmail: "string",
  fcAccount: "string",
  instaAccount: "string",
  pintsAccount: "string",
  tabFooter: "string",
  arTabFooter: "string",
  siteTitle: "string",
  arSiteTitle: "string",
  siteDescription: "string",
  arSiteDescription: "string",
  /** The bar above the header, per country (Egypt's, Saudi Arabia's, the Emirates'). */
  siteMessage: "string",
  arSiteMessage: "string",
  suSiteMessage: "string",
  arSuSiteMessage: "string",
  emSiteMessage: "string",
  arEmSiteMessage: "string",
  sarToEgp: "number",
  aedToEgp: "number",
  codFees: "number",
  /** The referral discount on a referred customer's first order, percent (decision 0059). */
  referralDiscountPercent: "number",
  /** Its cap, EGP minor units (converted with the country's rate). */
  referralMaxDiscount: "number",
  /** What the referrer earns when that order is delivered, EGP minor units (the wallet is EGP). */
  referralProfit: "number",
  idesignBanner: "string",
  showForCompetitionInput: "boolean",
  appStoreLink: "string",
  googlePlayLink: "string",
  vendorsLink: "string",
  supplierSignupUrl: "string",
  address: "string",
  arAddress: "string",
  workingHours: "string",
  arWorkingHours: "string",
} as const;

type TypeOf<T> = T extends "string" ? string : T extends "number" ? number : boolean;

type SettingsKey = keyof typeof SETTINGS_KEYS;
export type SiteSettings = { [K in SettingsKey]: TypeOf<(typeof SETTINGS_KEYS)[K]> };

export const SETTINGS_KEY_LIST = Object.keys(SETTINGS_KEYS) as SettingsKey[];
