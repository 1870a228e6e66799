/**
 * The FAQ search (decision 0063), the same on the server (a GET form without JavaScript) and in
 * the browser (instant): case, Arabic diacritics and letter forms folded, every word must match.
 */
const FOLD: Array<[RegExp, string]> = [
  [/[\u064B-\u065F\u0670\u0640]/g, ""], // diacritics and tatweel
  [/[أإآٱ]/g, "ا"],
  [/ة/g, "ه"],
  [/ى/g, "ي"],
  [/ؤ/g, "و"],
  [/ئ/g, "ي"],
];

function foldText(text: string): string {
  let folded = text.toLowerCase();
  for (const [from, to] of FOLD) folded = folded.replace(from, to);
  return folded.replace(/\s+/g, " ").trim();
}

export interface Searchable {
  question: string;
  arQuestion: string;
  answer: string;
  arAnswer: string;
}

/** Whether a question matches every word of `query` in either language (an empty query matches). */
export function faqMatches(faq: Searchable, query: string): boolean {
  const words = foldText(query).split(" ").filter(Boolean);
  if (!words.length) return true;
  const haystack = foldText(`${faq.question} ${faq.answer} ${faq.arQuestion} ${faq.arAnswer}`);
  return words.every((w) => haystack.includes(w));
}
