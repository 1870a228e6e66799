/** Where a theme's design is served (routes/promotions/gift-card-art.ts): one address for every locale. */
export const giftCardArtPath = (theme: string): string => `/gift-cards/art/${theme}.svg`;
