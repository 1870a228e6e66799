import {
  type KeyboardEvent,
  lazy,
  type RefObject,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
} from "react";
import { Form, useLocation } from "react-router";
import { useTranslation } from "../../lib/i18n.tsx";
import { localePath } from "../../lib/locale.ts";
import { useRootData } from "../../lib/root-data.ts";
import { SearchIcon } from "../layout/core-icons.tsx";
import { queryOfLocation } from "./suggest.ts";

/** What the suggestions show through the box (the combobox's state, the spinner, the live status). */
interface SuggestionsView {
  expanded: boolean;
  activeId?: string;
  loading: boolean;
  status: string;
}

/** The box's events, handled by the suggestions once their code is there. */
interface SuggestionsHandlers {
  change?: (text: string) => void;
  keyDown?: (event: KeyboardEvent<HTMLInputElement>) => void;
  focus?: () => void;
  blur?: () => void;
}

/** What the box gives the suggestions (suggestions.tsx). */
export interface SuggestionsProps {
  /** The base of the option ids (`${id}-option-${i}`). */
  id: string;
  value: string;
  setValue: (value: string) => void;
  handlers: RefObject<SuggestionsHandlers>;
  report: (view: SuggestionsView) => void;
}

const CLOSED: SuggestionsView = { expanded: false, loading: false, status: "" };

const Suggestions = lazy(() => import("./suggestions.tsx").then((m) => ({ default: m.Suggestions })));

/**
 * The header's search box: a GET form to /search (works without JavaScript) that, with it, suggests
 * 5 searches and 5 products after the specs' pause in typing. The combobox/listbox pattern: arrows
 * move through the suggestions, Enter opens one (or searches), Escape closes them, then clears.
 * The box is all the page loads at first; the suggestions' code (suggestions.tsx) loads when the
 * box is pointed at, touched or focused, before the first keystroke needs it.
 */
export function InstantSearch({ className = "" }: { className?: string }) {
  const { t } = useTranslation("search");
  const { t: tc } = useTranslation();
  const { locale } = useRootData();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-listbox`;
  const input = useRef<HTMLInputElement>(null);
  const handlers = useRef<SuggestionsHandlers>({});
  const [value, setValue] = useState(() => queryOfLocation(location));
  const [view, setView] = useState(CLOSED);
  const [wanted, setWanted] = useState(false);
  const want = () => setWanted(true);

  // A new page: show its query (or none); the suggestions close themselves.
  useEffect(() => {
    setValue(queryOfLocation(location));
  }, [location]);

  // Text typed before the page became interactive (slow phones) is picked up once it is.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on hydration
  useEffect(() => {
    const typed = input.current?.value ?? "";
    if (typed && typed !== value) {
      setValue(typed);
      want();
    }
  }, []);

  return (
    <search className={className}>
      <Form
        action={localePath(locale, "/search")}
        method="get"
        className="relative"
        onPointerEnter={want}
        onTouchStart={want}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) handlers.current.blur?.();
        }}
      >
        <label className="block">
          <span className="sr-only">{t("instant.label")}</span>
          <input
            ref={input}
            type="search"
            name="v"
            role="combobox"
            aria-expanded={view.expanded}
            aria-controls={listboxId}
            aria-autocomplete="list"
            aria-activedescendant={view.activeId}
            enterKeyHint="search"
            autoComplete="off"
            spellCheck={false}
            maxLength={200}
            value={value}
            onChange={(e) => {
              setValue(e.target.value);
              want();
              handlers.current.change?.(e.target.value);
            }}
            onFocus={() => {
              want();
              handlers.current.focus?.();
            }}
            onKeyDown={(e) => handlers.current.keyDown?.(e)}
            placeholder={tc("header.searchPlaceholder")}
            className="h-11 w-full rounded-full border border-line bg-surface ps-5 pe-12 text-[0.95rem] placeholder:text-muted/90 hover:border-ink/25 focus:border-ink/40 focus-visible:outline-2 focus-visible:outline-accent [&::-webkit-search-cancel-button]:hidden"
          />
        </label>
        <button
          type="submit"
          className="absolute inset-y-1 end-1 grid w-9 place-items-center rounded-full bg-ink text-canvas hover:bg-accent-dark"
        >
          {view.loading ? (
            <span
              className="size-4 animate-spin rounded-full border-2 border-canvas/40 border-t-canvas"
              aria-hidden="true"
            />
          ) : (
            <SearchIcon size={18} />
          )}
          <span className="sr-only">{tc("header.search")}</span>
        </button>
        <div role="status" aria-live="polite" className="sr-only">
          {view.status}
        </div>
        <div
          id={listboxId}
          role="listbox"
          aria-label={t("instant.suggestions")}
          hidden={!view.expanded}
          className="absolute inset-x-0 top-full z-50 mt-2 max-h-[min(32rem,75vh)] overflow-y-auto rounded-2xl border border-line bg-surface p-2 shadow-xl nav:min-w-[28rem]"
        >
          {wanted ? (
            <Suspense fallback={null}>
              <Suggestions id={id} value={value} setValue={setValue} handlers={handlers} report={setView} />
            </Suspense>
          ) : null}
        </div>
      </Form>
    </search>
  );
}
