/**
 * Characters that change how text is ordered or hide in it (decision 0073). Names, reviews and
 * comments refuse the first kind at input and lose the second; display removes both again, for
 * text stored before.
 */

/** Overrides and isolates (U+202A–U+202E, U+2066–U+2069): they reorder the text around them. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;
const ALL_BIDI_CONTROLS = new RegExp(BIDI_CONTROLS.source, "g");
/** Invisible marks with no place in a name or a review: zero-width space, LRM, RLM, BOM. */
const INVISIBLE = /[\u200B\u200E\u200F\uFEFF]/g;
/** A run of ZWNJ/ZWJ: one is enough. */
const JOINER_RUNS = /([\u200C\u200D])[\u200C\u200D]+/g;
/** ZWNJ/ZWJ that are not between two letters, marks or emoji: they only hide things there. */
const STRAY_JOINERS =
  /(?<![\p{L}\p{M}\p{Extended_Pictographic}])[\u200C\u200D]|[\u200C\u200D](?![\p{L}\p{M}\p{Extended_Pictographic}])/gu;

export const hasBidiControls = (text: string): boolean => BIDI_CONTROLS.test(text);

/**
 * Text with the invisible characters removed: ZWNJ and ZWJ stay only between two letters (Arabic
 * script needs them: Persian and Urdu names) or emoji (ZWJ joins them), one at a time.
 */
export const withoutInvisibles = (text: string): string =>
  text.replace(INVISIBLE, "").replace(JOINER_RUNS, "$1").replace(STRAY_JOINERS, "");

/** Text safe to show inside other text: no overrides or isolates, no invisible characters. */
export const safeForDisplay = (text: string): string =>
  withoutInvisibles(text.replace(ALL_BIDI_CONTROLS, ""));
