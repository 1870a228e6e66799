/** The back office's few building blocks, over react-aria-components (keyboard, focus, RTL). */
import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import {
  Button as AriaButton,
  type ButtonProps,
  Dialog,
  DialogTrigger,
  FieldError,
  Heading,
  Input,
  Label,
  Modal,
  ModalOverlay,
  TextArea,
  TextField,
} from "react-aria-components";
import { useT } from "../lib/i18n.ts";

const TONES = {
  primary: "bg-accent text-white hover:bg-accent-dark",
  secondary: "border border-line bg-white text-ink hover:bg-canvas",
  danger: "bg-danger text-white hover:brightness-90",
} as const;

/** A button that shows when its work is under way (`busy`: its label changes, it cannot be pressed again). */
export function Button({
  tone = "primary",
  busy,
  busyLabel,
  children,
  className = "",
  ...props
}: ButtonProps & { tone?: keyof typeof TONES; busy?: boolean; busyLabel?: string; children: ReactNode }) {
  return (
    <AriaButton
      {...props}
      isPending={busy}
      className={`inline-flex min-h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold disabled:opacity-60 data-[pending]:cursor-wait ${TONES[tone]} ${className}`}
    >
      {busy ? (
        <>
          <span
            aria-hidden
            className="size-4 animate-spin rounded-full border-2 border-current border-e-transparent"
          />
          {busyLabel ?? children}
        </>
      ) : (
        children
      )}
    </AriaButton>
  );
}

/** A labelled text field with its error under it; keeps what was typed (uncontrolled, `defaultValue`). */
export function Field({
  label,
  name,
  error,
  multiline,
  type = "text",
  defaultValue,
  isRequired,
  inputMode,
  autoComplete,
  dir,
}: {
  label: string;
  name: string;
  error?: string;
  multiline?: boolean;
  type?: string;
  defaultValue?: string;
  isRequired?: boolean;
  inputMode?: "decimal" | "numeric" | "email" | "text";
  autoComplete?: string;
  /** "auto" for text in either language (a name), "ltr" for Latin text (a slug, an English name). */
  dir?: "auto" | "ltr" | "rtl";
}) {
  const box =
    "mt-1 w-full rounded-md border border-line bg-white px-3 py-2 text-base data-[invalid]:border-danger";
  return (
    <TextField
      name={name}
      type={type}
      defaultValue={defaultValue}
      isRequired={isRequired}
      isInvalid={!!error}
      validationBehavior="aria"
      className="block"
    >
      <Label className="text-sm font-semibold">{label}</Label>
      {multiline ? (
        <TextArea className={`${box} min-h-24`} dir={dir} />
      ) : (
        <Input className={box} inputMode={inputMode} autoComplete={autoComplete} dir={dir} />
      )}
      <FieldError className="mt-1 block text-sm text-danger">{error}</FieldError>
    </TextField>
  );
}

/** A message about what just happened, announced to screen readers. */
export function Notice({ tone, children }: { tone: "success" | "danger"; children: ReactNode }) {
  const style =
    tone === "success"
      ? "border-success/40 bg-success/10 text-success"
      : "border-danger/40 bg-danger/10 text-danger";
  return (
    <p
      role={tone === "danger" ? "alert" : "status"}
      className={`rounded-md border px-4 py-3 text-sm ${style}`}
    >
      {children}
    </p>
  );
}

/**
 * Asks before a destructive action; `onConfirm` runs it. The dialog stays open while busy and
 * closes when the work ends, so its outcome (done, or the field's message) shows on the page.
 */
export function ConfirmDialog({
  trigger,
  title,
  body,
  confirmLabel,
  busyLabel,
  busy,
  onConfirm,
}: {
  trigger: ReactNode;
  title: string;
  body: string;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  onConfirm: () => void;
}) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const wasBusy = useRef(false);
  useEffect(() => {
    if (wasBusy.current && !busy) setOpen(false);
    wasBusy.current = busy;
  }, [busy]);
  return (
    <DialogTrigger isOpen={open} onOpenChange={setOpen}>
      {trigger}
      <ModalOverlay isDismissable className="fixed inset-0 z-50 grid place-items-center bg-ink/40 p-4">
        <Modal className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <Dialog role="alertdialog" className="outline-none">
            {({ close }) => (
              <>
                <Heading slot="title" className="text-lg font-semibold">
                  {title}
                </Heading>
                <p className="mt-2 text-muted">{body}</p>
                <div className="mt-6 flex flex-wrap justify-end gap-3">
                  <Button tone="secondary" onPress={close} isDisabled={busy}>
                    {t("cancel")}
                  </Button>
                  <Button tone="danger" busy={busy} busyLabel={busyLabel} onPress={onConfirm}>
                    {confirmLabel}
                  </Button>
                </div>
              </>
            )}
          </Dialog>
        </Modal>
      </ModalOverlay>
    </DialogTrigger>
  );
}

/** A status as a small coloured label. */
export function Badge({
  tone,
  children,
}: {
  tone: "neutral" | "success" | "danger" | "accent";
  children: ReactNode;
}) {
  const style = {
    neutral: "bg-line text-ink",
    success: "bg-success/15 text-success",
    danger: "bg-danger/10 text-danger",
    accent: "bg-accent/10 text-accent-dark",
  }[tone];
  return (
    <span className={`inline-block rounded-full px-2.5 py-0.5 text-xs font-semibold ${style}`}>
      {children}
    </span>
  );
}

/**
 * A file field in the page's language (the browser's own "Choose Files / No file chosen" would be
 * English on an Arabic page): a button-styled label, and the names of the files chosen.
 */
export function FilePicker({ label, name }: { label: string; name: string }) {
  const { t } = useT();
  const id = useId();
  const [names, setNames] = useState<string[]>([]);
  return (
    <div className="text-sm">
      <label htmlFor={id} className="font-semibold">
        {label}
      </label>
      <div className="mt-1 flex flex-wrap items-center gap-3">
        <label
          htmlFor={id}
          className="cursor-pointer rounded-md border border-line bg-white px-3 py-1.5 hover:border-accent has-[:focus-visible]:outline-2"
        >
          {t("chooseFiles")}
        </label>
        <input
          id={id}
          type="file"
          name={name}
          multiple
          className="sr-only"
          onChange={(e) => setNames([...(e.currentTarget.files ?? [])].map((f) => f.name))}
        />
        <span className="text-muted" aria-live="polite">
          {names.length ? names.join("، ") : t("noFiles")}
        </span>
      </div>
    </div>
  );
}
