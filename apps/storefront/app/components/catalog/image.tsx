import type { ImgHTMLAttributes } from "react";
import { imageVariants } from "#domain/catalog/products.rules.ts";

/**
 * A product image with its 400/800 px variants, fixed width/height (no layout shift) and lazy
 * loading unless it is above the fold (`eager`).
 */
export function ProductImage({
  path,
  alt,
  sizes,
  eager = false,
  width = 800,
  height = 800,
  ...rest
}: {
  path: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  width?: number;
  height?: number;
} & Omit<ImgHTMLAttributes<HTMLImageElement>, "src" | "srcSet" | "width" | "height" | "alt" | "sizes">) {
  const { src, srcSet } = imageVariants(path);
  return (
    <img
      src={src}
      srcSet={srcSet ?? undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      width={width || 800}
      height={height || 800}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? "sync" : "async"}
      fetchPriority={eager ? "high" : undefined}
      {...rest}
    />
  );
}
