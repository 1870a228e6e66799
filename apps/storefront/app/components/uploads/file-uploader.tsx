/**
 * Files sent before their form (ticket attachments, decision 0060; CVs, decision 0065): each
 * picked file is posted at once to `endpoint` with its own progress bar; the form carries only
 * the stored ids (hidden inputs). The server reads each file's type from its bytes and answers its
 * own message when it refuses one. Its words are the tickets' upload strings (`tickets:add.*`).
 */
import { useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "../../lib/i18n.tsx";
import { useRootData } from "../../lib/root-data.ts";

export interface UploadedFile {
  _id: string;
  name: string;
  size: number;
}

interface Item {
  key: string;
  name: string;
  size: number;
  /** 0..100 while uploading. */
  progress: number;
  file?: UploadedFile;
  error?: string;
}

const MB = 1024 * 1024;

/** A file size as people read it: KB under a megabyte, else MB with one decimal. */
export function fileSize(bytes: number, lang: "ar" | "en"): string {
  const unit = lang === "ar" ? { kb: "ك.ب", mb: "م.ب" } : { kb: "KB", mb: "MB" };
  return bytes < MB
    ? `${Math.max(1, Math.round(bytes / 1024))} ${unit.kb}`
    : `${(bytes / MB).toFixed(1)} ${unit.mb}`;
}

function upload(
  endpoint: string,
  file: File,
  lang: string,
  onProgress: (percent: number) => void,
): Promise<UploadedFile> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open("POST", endpoint);
    xhr.setRequestHeader("accept-language", lang);
    xhr.responseType = "json";
    xhr.upload.onprogress = (e) => e.lengthComputable && onProgress(Math.round((e.loaded / e.total) * 100));
    xhr.onload = () => {
      const body = xhr.response as { data?: UploadedFile; message?: string } | null;
      if (xhr.status === 200 && body?.data) resolve(body.data);
      else reject(new Error(body?.message ?? ""));
    };
    xhr.onerror = () => reject(new Error(""));
    const form = new FormData();
    form.append("file", file);
    xhr.send(form);
  });
}

const TICKET_FILES =
  "image/jpeg,image/png,image/webp,image/gif,application/pdf,application/zip,.zip,.dwg,.docx,.xlsx";

export function FileUploader({
  max,
  initial = [],
  error,
  onChange,
  endpoint = "/api/tickets/attachments",
  accept = TICKET_FILES,
  name = "attachments",
}: {
  max: number;
  /** Where each file is posted (it answers `{ data: { _id, name, size } }`). */
  endpoint?: string;
  accept?: string;
  /** The hidden inputs' name (one per uploaded file). */
  name?: string;
  initial?: UploadedFile[];
  error?: string;
  /** The uploaded files and whether some are still on their way. */
  onChange?: (files: UploadedFile[], busy: boolean) => void;
}) {
  const { t } = useTranslation("tickets");
  const { locale } = useRootData();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [items, setItems] = useState<Item[]>(() =>
    initial.map((f) => ({ key: f._id, name: f.name, size: f.size, progress: 100, file: f })),
  );
  const change = useRef(onChange);
  change.current = onChange;
  useEffect(() => {
    change.current?.(
      items.flatMap((i) => (i.file ? [i.file] : [])),
      items.some((i) => !i.file && !i.error),
    );
  }, [items]);

  const patch = (key: string, next: Partial<Item>) =>
    setItems((all) => all.map((i) => (i.key === key ? { ...i, ...next } : i)));

  function pick(files: FileList | null) {
    if (!files) return;
    const room = max - items.filter((i) => !i.error).length;
    for (const file of [...files].slice(0, Math.max(0, room))) {
      const key = `${Date.now()}-${Math.random()}`;
      setItems((all) => [...all, { key, name: file.name, size: file.size, progress: 0 }]);
      upload(endpoint, file, locale.lang, (progress) => patch(key, { progress }))
        .then((stored) => patch(key, { file: stored, progress: 100 }))
        .catch((e: Error) => patch(key, { error: e.message || t("add.uploadFailed") }));
    }
    if (input.current) input.current.value = "";
  }

  const full = items.filter((i) => !i.error).length >= max;
  return (
    <div>
      {items.map((i) => i.file && <input key={i.key} type="hidden" name={name} value={i.file._id} />)}
      <ul className="space-y-2" aria-live="polite">
        {items.map((i) => (
          <li key={i.key} className="rounded-xl bg-canvas px-3 py-2 ring-1 ring-line">
            <div className="flex items-center gap-3">
              <span className="min-w-0 flex-1 truncate text-sm font-medium" dir="auto">
                {i.name}
              </span>
              <span className="shrink-0 text-xs text-muted tabular-nums" dir="ltr">
                {fileSize(i.size, locale.lang)}
              </span>
              <button
                type="button"
                onClick={() => setItems((all) => all.filter((x) => x.key !== i.key))}
                className="grid size-8 shrink-0 place-items-center rounded-full text-muted hover:bg-sand hover:text-ink"
                aria-label={t("add.removeFile", { name: i.name })}
              >
                <span aria-hidden="true">×</span>
              </button>
            </div>
            {i.error ? (
              <p className="mt-1 text-sm text-danger">{i.error}</p>
            ) : i.file ? (
              <p className="mt-1 text-xs text-success">{t("add.uploaded")}</p>
            ) : (
              <div className="mt-1.5">
                <div
                  role="progressbar"
                  aria-label={i.name}
                  aria-valuemin={0}
                  aria-valuemax={100}
                  aria-valuenow={i.progress}
                  className="h-1.5 overflow-hidden rounded-full bg-sand"
                >
                  <div
                    className="h-full rounded-full bg-accent transition-[width]"
                    style={{ width: `${i.progress}%` }}
                  />
                </div>
                <p className="mt-1 text-xs text-muted">{t("add.uploading", { percent: i.progress })}</p>
              </div>
            )}
          </li>
        ))}
      </ul>
      <label
        htmlFor={id}
        className={`mt-3 inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-ink/20 px-5 font-semibold hover:border-ink has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-accent ${full ? "pointer-events-none opacity-50" : ""}`}
      >
        <span aria-hidden="true" className="text-lg leading-none">
          +
        </span>
        {t("add.pick")}
        <input
          ref={input}
          id={id}
          type="file"
          multiple
          disabled={full}
          className="sr-only"
          accept={accept}
          onChange={(e) => pick(e.currentTarget.files)}
        />
      </label>
      {error && <p className="mt-1.5 text-sm text-danger">{error}</p>}
    </div>
  );
}
