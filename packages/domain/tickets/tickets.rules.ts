/** Pure rules of designer tickets (decision 0060). */

/** What a designer's profile must hold before submitting products (the specs' guard). */
const PROFILE_NEEDS = ["image", "description", "email", "country"] as const;
export type ProfileNeed = (typeof PROFILE_NEEDS)[number];

/** The parts of the profile still missing, in the order the form lists them. */
export function missingProfileParts(profile: {
  image: string | null;
  bio: string | null;
  email: string | null;
  country: string | null;
}): ProfileNeed[] {
  const has: Record<ProfileNeed, boolean> = {
    image: !!profile.image?.trim(),
    description: !!profile.bio?.trim(),
    email: !!profile.email?.trim(),
    country: !!profile.country?.trim(),
  };
  return PROFILE_NEEDS.filter((need) => !has[need]);
}

/** A ticket's slug: the name's Latin letters and digits, then a random part (names may be Arabic). */
export function ticketSlug(name: string, random: string): string {
  const base = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 60)
    .replace(/-+$/, "");
  return base ? `${base}-${random}` : `design-${random}`;
}

export type TicketStatus = "waiting" | "accepted" | "rejected";

/** Where the team may move a ticket from each status (decision 0060): a waiting one is answered once. */
const NEXT: Record<TicketStatus, readonly TicketStatus[]> = {
  waiting: ["accepted", "rejected"],
  accepted: [],
  rejected: [],
};
export const nextTicketStatuses = (status: TicketStatus): readonly TicketStatus[] => NEXT[status];

/** Only a waiting ticket is answered; only a rejected one is removed. */
export const canAnswer = (status: TicketStatus) => NEXT[status].length > 0;
export const canRemove = (status: TicketStatus) => status === "rejected";
