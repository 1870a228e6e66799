import type { ImgHTMLAttributes } from "react";
import { imageVariants } from "#domain/catalog/products.rules.ts";

/**
 * A product image with its 400/800 px variants, fixed width/height (no layout shift) and lazy
 * loading unless it is in the first screen (`eager`). `priority`: the one image of the page most
 * likely to be its largest paint asks to be fetched first (decision 0083); no other does.
 */
export function ProductImage({
  path,
  alt,
  sizes,
  eager = false,
  priority = false,
  width = 800,
  height = 800,
  ...rest
}: {
  path: string;
  alt: string;
  sizes: string;
  eager?: boolean;
  priority?: boolean;
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
      loading={eager || priority ? undefined : "lazy"}
      decoding={eager || priority ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
      {...rest}
    />
  );
}
