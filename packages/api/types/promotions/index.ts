// GraphQL of promotions (decision 0059).
import "./gift-card.ts";
