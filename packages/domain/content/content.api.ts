/** The content domain's public surface (decision 0055): site settings. */
export { getSettings, type SettingsMap } from "./settings.service.ts";
