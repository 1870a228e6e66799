/**
 * The uploads domain's public surface (decision 0104): it alone writes `uploads`. Others store
 * their files through the adapters and record them here.
 */
export { sweepUnclaimedAvatars, UNCLAIMED_AVATAR_HOURS } from "./avatar-sweep.service.ts";
export { AVATAR_SIZE, type StoredImage, storeImage } from "./images.service.ts";
export { claimUploads, type NewUpload, recordUpload, type UploadKind } from "./uploads.service.ts";
