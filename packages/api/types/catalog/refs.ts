/** Object refs of the catalogue types, declared once so the files can point at each other. */
import type { CollectionView } from "#domain/catalog/collections.service.ts";
import type { DesignerView } from "#domain/catalog/designers.service.ts";
import type {
  BadgeRow,
  CollectionRow,
  FeatureRow,
  ImageRow,
  OfferRow,
  PersonRow,
  ProductView,
  TagRow,
} from "#domain/catalog/product.view.ts";
import type { CountryCode } from "#i18n/locales.ts";
import { builder } from "../../builder.ts";

/** Rows that are priced for a country carry it along (prices of extras, offers). */
export type InCountry<T> = T & { country: CountryCode };

export const ProductRef = builder.objectRef<ProductView>("Product");
export const ProductImageRef = builder.objectRef<InCountry<ImageRow>>("ProductImage");
export const FeatureRef = builder.objectRef<InCountry<FeatureRow>>("Feature");
export const BadgeRef = builder.objectRef<BadgeRow>("Badge");
export const TagRef = builder.objectRef<TagRow>("Tag");
export const OfferRef = builder.objectRef<OfferRow & { now?: Date }>("Offer");
export const CollectionRef = builder.objectRef<CollectionRow | CollectionView>("Collection");
export const DesignerRef = builder.objectRef<PersonRow | DesignerView>("Designer");
