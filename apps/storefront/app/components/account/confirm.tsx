/**
 * A destructive action behind its confirmation, without JavaScript: a disclosure whose summary is
 * the action and whose panel asks the question and posts the form (the record's id as `name`).
 */
import type { ReactNode } from "react";
import { Form } from "react-router";
import { SubmitButton } from "./form.tsx";

interface ConfirmProps {
  /** What the summary says (Remove, Cancel ...). */
  action: ReactNode;
  question: ReactNode;
  yes: ReactNode;
  /** The hidden field that names the record. */
  name: string;
  value: string;
  intent: string;
}

/** The question opens in the page's flow, below the action (lists of cards). */
export function ConfirmPanel({
  action,
  question,
  yes,
  name,
  value,
  intent,
  className = "",
  summaryClassName,
}: ConfirmProps & { className?: string; summaryClassName: string }) {
  return (
    <details className={className}>
      <summary
        className={`inline-flex cursor-pointer items-center rounded-full font-semibold ${summaryClassName}`}
      >
        {action}
      </summary>
      <Form method="post" className="mt-3 rounded-xl bg-danger/5 p-4">
        <p className="text-sm">{question}</p>
        <input type="hidden" name={name} value={value} />
        <div className="mt-3 flex flex-wrap gap-3">
          <SubmitButton variant="danger" intent={intent}>
            {yes}
          </SubmitButton>
        </div>
      </Form>
    </details>
  );
}

/** The question opens over the page, beside the action (compact rows). */
export function ConfirmPopover({ action, question, yes, name, value, intent }: ConfirmProps) {
  return (
    <details className="relative">
      <summary className="cursor-pointer list-none rounded-full px-4 py-1.5 text-sm font-semibold text-danger hover:bg-danger/10">
        {action}
      </summary>
      <Form
        method="post"
        className="absolute start-0 top-10 z-10 w-60 rounded-xl bg-surface p-4 shadow-lg ring-1 ring-line"
      >
        <p className="mb-3 text-sm">{question}</p>
        <input type="hidden" name={name} value={value} />
        <SubmitButton intent={intent} variant="danger" className="h-10 w-full text-sm">
          {yes}
        </SubmitButton>
      </Form>
    </details>
  );
}
