import type { ReactNode } from "react";

/** The gift card form's building blocks: its sections, choices and field errors. */
export type GiftCardDraft = Record<string, string>;

export function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <fieldset className="rounded-3xl bg-surface p-5 ring-1 ring-line nav:p-7">
      <legend className="float-start mb-4 w-full text-lg font-semibold">{title}</legend>
      <div className="clear-both">{children}</div>
    </fieldset>
  );
}

export const FieldError = ({ id, error }: { id: string; error?: string }) =>
  error ? (
    <p id={id} className="mt-2 text-sm text-danger">
      {error}
    </p>
  ) : null;

/** A radio drawn as what follows it (the input stays focusable for keyboards and screen readers). */
export function Choice({
  name,
  value,
  values,
  className,
  children,
}: {
  name: string;
  value: string;
  values: GiftCardDraft;
  className: string;
  children: ReactNode;
}) {
  return (
    <label className={className}>
      <input
        type="radio"
        name={name}
        value={value}
        defaultChecked={values[name] === value}
        className="peer sr-only"
      />
      {children}
    </label>
  );
}

/** A group of choices, four across on wider screens. */
export const Choices = ({
  label,
  describedBy,
  children,
}: {
  label: string;
  describedBy?: string;
  children: ReactNode;
}) => (
  <div
    role="radiogroup"
    aria-label={label}
    aria-describedby={describedBy}
    className="grid grid-cols-2 gap-3 sm:grid-cols-4"
  >
    {children}
  </div>
);

export const choice =
  "flex h-full cursor-pointer items-center justify-center rounded-2xl bg-canvas px-3 text-center font-semibold ring-1 ring-line transition hover:ring-ink/40 peer-checked:bg-accent/10 peer-checked:text-accent-dark peer-checked:ring-2 peer-checked:ring-accent peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent";
