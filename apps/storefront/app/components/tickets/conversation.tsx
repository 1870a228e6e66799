/** A ticket's conversation: the designer's and the team's messages, with their files. */
import { formatDate } from "#i18n/format.ts";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";
import type { ResultOf } from "../../lib/shop-graphql.ts";
import { fileSize } from "../uploads/file-uploader.tsx";
import type { TicketFileFields, TicketMessageFields } from "./ticket-documents.ts";

type Attachment = ResultOf<typeof TicketFileFields>;
type Message = ResultOf<typeof TicketMessageFields>;

export function AttachmentList({ files }: { files: Attachment[] }) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  return (
    <ul className="mt-2 flex flex-wrap gap-2">
      {files.map((f) => (
        <li key={f._id} className="max-w-full">
          <a
            href={f.url}
            download={f.name}
            aria-label={t("discuss.download", { name: f.name })}
            className="flex max-w-full items-center gap-2 rounded-xl bg-canvas px-3 py-2 text-sm ring-1 ring-line hover:ring-ink/40"
          >
            <span aria-hidden="true">{f.isImage ? "🖼" : "📄"}</span>
            <span className="min-w-0 truncate" dir="auto">
              {f.name}
            </span>
            <span className="shrink-0 text-xs text-muted tabular-nums" dir="ltr">
              {fileSize(f.size, locale.lang)}
            </span>
          </a>
        </li>
      ))}
    </ul>
  );
}

/** The messages, oldest first: the designer's own on the start side, the team's on the end side. */
export function Conversation({ messages }: { messages: Message[] }) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  if (!messages.length) return <p className="mt-3 text-muted">{t("discuss.empty")}</p>;
  return (
    <ol className="mt-4 space-y-4">
      {messages.map((m) => {
        const mine = !m.fromTeam;
        const unread = !mine && !m.read;
        return (
          <li key={m._id} className={`flex ${mine ? "justify-start" : "justify-end"}`}>
            <article
              className={`w-full max-w-[36rem] rounded-2xl p-4 ring-1 ${mine ? "bg-surface ring-line" : "bg-sand/60 ring-sand"}`}
            >
              <header className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                <span className="font-semibold">
                  {mine ? t("discuss.you") : m.fromTeam ? t("discuss.team") : m.senderName}
                </span>
                <time dateTime={m.createdAt} className="text-muted">
                  {formatDate(m.createdAt, locale.lang, locale.country)}
                </time>
                {unread && (
                  <span className="rounded-full bg-danger px-2 text-xs font-semibold text-white">
                    {t("discuss.newBadge")}
                  </span>
                )}
              </header>
              {m.text && (
                <p className="mt-2 whitespace-pre-line break-words" dir="auto">
                  {m.text}
                </p>
              )}
              {m.attachments.length > 0 && <AttachmentList files={m.attachments} />}
            </article>
          </li>
        );
      })}
    </ol>
  );
}
