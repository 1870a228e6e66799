/** Writing on a ticket: a message, files uploaded as they are picked, or both. */

import { useState } from "react";
import { Form, useNavigation } from "react-router";
import { MESSAGE_ATTACHMENTS_MAX } from "#domain/tickets/attachment-type.rules.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { FormAlert, SubmitButton } from "../account/form.tsx";
import { FileUploader } from "../uploads/file-uploader.tsx";

export function ReplyForm({ sent, error, text }: { sent: boolean; error?: string; text?: string }) {
  const { t } = useTranslation("tickets");
  const navigation = useNavigation();
  const [busy, setBusy] = useState(false);
  // A sent message starts a fresh form (new key); a refused one keeps what was typed and picked.
  const [round, setRound] = useState(0);
  const [lastSent, setLastSent] = useState(false);
  if (sent !== lastSent) {
    setLastSent(sent);
    if (sent) setRound((r) => r + 1);
  }
  return (
    <Form
      key={round}
      method="post"
      onSubmit={(e) => busy && e.preventDefault()}
      className="mt-6 rounded-2xl bg-surface p-5 ring-1 ring-line"
    >
      <div aria-live="polite">
        {sent && <FormAlert tone="success">{t("discuss.sent")}</FormAlert>}
        <FormAlert>{error}</FormAlert>
      </div>
      <label htmlFor="ticket-reply" className="mb-1.5 mt-1 block text-sm font-semibold">
        {t("discuss.reply")}
      </label>
      <textarea
        id="ticket-reply"
        name="text"
        rows={4}
        maxLength={2000}
        defaultValue={text}
        dir="auto"
        placeholder={t("discuss.replyPlaceholder")}
        className="block w-full rounded-xl border border-line bg-surface px-4 py-3 text-base hover:border-ink/30 focus-visible:outline-2 focus-visible:outline-accent"
      />
      <div className="mt-3">
        <FileUploader max={MESSAGE_ATTACHMENTS_MAX} onChange={(_files, uploading) => setBusy(uploading)} />
      </div>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <SubmitButton intent="send" className={busy ? "pointer-events-none opacity-60" : ""}>
          {navigation.state === "submitting" && navigation.formData?.get("intent") === "send"
            ? t("discuss.sending")
            : t("discuss.send")}
        </SubmitButton>
        {busy && <p className="text-sm text-muted">{t("add.waitUploads")}</p>}
      </div>
    </Form>
  );
}
