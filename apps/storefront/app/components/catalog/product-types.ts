/** What the product page reads (routes/catalog/product.tsx) and its parts show (product-parts.tsx). */
export interface ProductFeature {
  _id: string;
  property: string;
  arProperty: string;
  value: string;
  arValue: string;
  description: string;
  arDescription: string;
  featureImage: string | null;
  extraPrice: number;
}

export interface PageReview {
  _id: string;
  text: string;
  rating: number | null;
  createdAt: string;
  user: { name: string };
}

export interface PageProduct {
  _id: string;
  slug: string;
  sku: string;
  name: string;
  arName: string;
  description: string;
  arDescription: string;
  briefDescription: string;
  arBriefDescription: string;
  lists: string[];
  arLists: string[];
  allPriceBeforeOffer: number | null;
  allPriceAfterOffer: number | null;
  totalDiscount: number;
  baseTax: number | null;
  currency: string;
  availableInCurrentCountry: boolean;
  egyptOnly: boolean;
  availableEdition: number;
  maxPerOrder: number;
  isAvailableForCod: boolean;
  requiredTime: number | null;
  images: Array<{ _id: string; path: string; width: number; height: number; extraPrice: number }>;
  features: ProductFeature[];
  badges: Array<{
    code: string;
    name: string;
    arName: string;
    color: string;
    visibility: { productPage: boolean };
  }>;
  category: { _id: string; slug: string; name: string; arName: string } | null;
  subCategory: { _id: string; slug: string; name: string; arName: string } | null;
  designer: { _id: string; slug: string; name: string; arName: string; image: string | null } | null;
  tags: Array<{ _id: string; name: string; arName: string }>;
  rating: { average: number; count: number; distribution: number[] };
}
