// GraphQL of checkout and orders (decision 0056).
import "./payment-method.ts";
import "./order.ts";
import "./pay-again.ts";
import "./summary.ts";
import "./coupon.ts";
