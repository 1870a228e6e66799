import { useId, useState } from "react";
import { useTranslation } from "../../lib/i18n.tsx";
import { Spinner } from "./form.tsx";

/**
 * The profile photo: chosen, previewed (only when the file is an image), uploaded to
 * /api/user/upload-one?minify=true (cropped to 250 x 250 on the server); the stored file name goes
 * in the hidden field `name`.
 */
export function AvatarUpload({
  name,
  defaultValue,
  error,
  label,
}: {
  name: string;
  defaultValue?: string;
  error?: string;
  label?: string;
}) {
  const { t } = useTranslation("account");
  const id = useId();
  const [filename, setFilename] = useState(defaultValue ?? "");
  const [preview, setPreview] = useState(
    defaultValue ? (defaultValue.startsWith("/") ? defaultValue : `/uploads/avatars/${defaultValue}`) : "",
  );
  const [state, setState] = useState<"idle" | "uploading" | "failed">("idle");
  const [problem, setProblem] = useState("");

  async function choose(file: File | undefined) {
    if (!file) return;
    setProblem("");
    if (!file.type.startsWith("image/")) {
      setPreview("");
      setFilename("");
      setProblem(t("auth.imageRequired"));
      return;
    }
    setPreview(URL.createObjectURL(file));
    setState("uploading");
    const body = new FormData();
    body.append("image", file);
    try {
      const response = await fetch("/api/user/upload-one?minify=true", { method: "POST", body });
      const result = (await response.json()) as {
        status_code: number;
        message?: string;
        file?: { filename: string; path: string };
      };
      if (result.status_code !== 200 || !result.file) throw new Error(result.message ?? "");
      setFilename(result.file.filename);
      setPreview(result.file.path);
      setState("idle");
    } catch (e) {
      setFilename("");
      setState("failed");
      setProblem((e as Error).message || t("auth.uploadImgErr"));
    }
  }

  const shown = problem || error;
  return (
    <div>
      <span className="mb-1.5 block text-sm font-semibold" id={`${id}-label`}>
        {label ?? t("auth.image")}
      </span>
      <input type="hidden" name={name} value={filename} />
      <div className="flex items-center gap-4">
        <div className="grid size-20 shrink-0 place-items-center overflow-hidden rounded-full bg-sand ring-1 ring-line">
          {preview ? (
            <img src={preview} alt="" width={80} height={80} className="size-full object-cover" />
          ) : (
            <svg
              width="36"
              height="36"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.4"
              className="text-muted"
              aria-hidden="true"
            >
              <circle cx="12" cy="8" r="4" />
              <path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6" />
            </svg>
          )}
        </div>
        <div className="min-w-0 flex-1">
          <label
            htmlFor={id}
            className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-full border border-ink/20 px-5 text-sm font-semibold hover:border-ink focus-within:outline-2 focus-within:outline-accent"
          >
            {state === "uploading" && <Spinner />}
            {state === "uploading" ? t("auth.imageUploading") : t("auth.chooseImage")}
            <input
              id={id}
              type="file"
              accept="image/*"
              className="sr-only"
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint${shown ? ` ${id}-error` : ""}`}
              onChange={(e) => choose(e.currentTarget.files?.[0])}
            />
          </label>
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-muted">
            {t("auth.imageHint")}
          </p>
        </div>
      </div>
      {shown && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger">
          {shown}
        </p>
      )}
    </div>
  );
}
