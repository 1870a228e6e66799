// GraphQL of payment details and the sellers' wallet (decision 0061).
import "./payment-details.ts";
import "./wallet.ts";
