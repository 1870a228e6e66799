import type { UploadedFile } from "../uploads/file-uploader.tsx";

/** The add-product form's draft (fields and uploaded files), kept in session storage until sent. */
export interface TicketDraft {
  values: Record<string, string>;
  files: UploadedFile[];
}

const KEY = "manzil:ticket-draft";

export function readTicketDraft(): TicketDraft | null {
  try {
    const draft = JSON.parse(sessionStorage.getItem(KEY) ?? "null") as TicketDraft | null;
    return draft && (Object.values(draft.values).some(Boolean) || draft.files.length) ? draft : null;
  } catch {
    return null;
  }
}

export const saveTicketDraft = (draft: TicketDraft) => sessionStorage.setItem(KEY, JSON.stringify(draft));
/** Forgets the draft: the request was sent. */
export const clearTicketDraft = () => sessionStorage.removeItem(KEY);
