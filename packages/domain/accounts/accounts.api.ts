/**
 * The accounts domain's public surface (decision 0055): who the caller is, whose records a call
 * acts on, and the caller's addresses. Other domains import this file only.
 */

export { emailField, normalizeDigits } from "./account.schema.ts";
export { type AddressRow, listAddresses, ownAddress } from "./address.service.ts";
export { RESET_MAIL_TOPIC, sendResetMail } from "./auth.service.ts";
export { mailContactOf, requireUser, sellerProfileOf, targetUserId } from "./profile.service.ts";
export { createMemoryReplay } from "./replay-memory.ts";
export { verifyRobot } from "./robot.ts";
export { type StaffViewer, staffViewer } from "./staff.service.ts";
export {
  lockedWalletBalance,
  lockUser,
  setUnreadReplies,
  shiftWalletBalance,
} from "./user-columns.service.ts";
