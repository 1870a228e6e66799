import {
  GraphQLError,
  Kind,
  type SelectionSetNode,
  type ValidationContext,
  type ValidationRule,
} from "graphql";
import { fieldsOf, fragmentsOf } from "./document-parts.ts";

/** The most tokens a document may have (decision 0073): the storefront's largest has about 600. */
export const MAX_TOKENS = 3000;

interface Cost {
  /** The deepest field below this selection set, counted from it. */
  depth: number;
  /** How many fields it selects, fragments counted each time they are spread. */
  fields: number;
}

/**
 * Refuses documents nested deeper than `maxDepth` or selecting more than `maxFields` fields in
 * total (a simple cost limit: aliases cannot multiply work past it). A fragment's cost is worked
 * out once, so fragments spreading each other cannot make the count itself slow.
 */
export function queryLimits(maxDepth: number, maxFields: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = fragmentsOf(context.getDocument());
    const fragmentCosts = new Map<string, Cost>();
    const ZERO: Cost = { depth: 0, fields: 0 };

    const costOf = (set: SelectionSetNode, level: number): Cost => {
      // Past the limit there is nothing more to learn: stop before the stack or the count grows.
      if (level > maxDepth) return { depth: 1, fields: 1 };
      let depth = 0;
      let fields = 0;
      for (const s of set.selections) {
        let cost = ZERO;
        if (s.kind === Kind.FIELD) {
          const below = s.selectionSet ? costOf(s.selectionSet, level + 1) : ZERO;
          cost = { depth: below.depth + 1, fields: below.fields + 1 };
        } else if (s.kind === Kind.INLINE_FRAGMENT) cost = costOf(s.selectionSet, level);
        else cost = fragmentCost(s.name.value, level);
        depth = Math.max(depth, cost.depth);
        fields = Math.min(fields + cost.fields, Number.MAX_SAFE_INTEGER);
      }
      return { depth, fields };
    };
    const fragmentCost = (name: string, level: number): Cost => {
      const known = fragmentCosts.get(name);
      if (known) return known;
      const fragment = fragments.get(name);
      if (!fragment) return ZERO;
      fragmentCosts.set(name, ZERO); // a cycle (reported by the specified rules) counts nothing
      const cost = costOf(fragment.selectionSet, level);
      fragmentCosts.set(name, cost);
      return cost;
    };

    return {
      OperationDefinition(node) {
        const { depth, fields } = costOf(node.selectionSet, 0);
        if (depth > maxDepth) {
          const shown = depth > maxDepth + 1 ? `more than ${maxDepth}` : String(depth);
          context.reportError(
            new GraphQLError(`The query is too deep (${shown} > ${maxDepth})`, { nodes: [node] }),
          );
        }
        if (fields > maxFields) {
          context.reportError(
            new GraphQLError(`The query selects too many fields (${fields} > ${maxFields})`, {
              nodes: [node],
            }),
          );
        }
      },
    };
  };
}

/**
 * Mutations that check a password, a token or create an account: one per document, so aliases
 * cannot turn one request into hundreds of guesses (decision 0073).
 */
const SENSITIVE_MUTATIONS = new Set([
  "login",
  "register",
  "forgotPassword",
  "isForgotUser",
  "resetForgotPassword",
  "editProfile",
]);

export function oneSensitiveMutation(names: ReadonlySet<string> = SENSITIVE_MUTATIONS): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = fragmentsOf(context.getDocument());
    return {
      OperationDefinition(node) {
        if (node.operation !== "mutation") return;
        const sensitive = fieldsOf(node.selectionSet, fragments).filter((f) => names.has(f.name.value));
        if (sensitive.length > 1)
          context.reportError(
            new GraphQLError("Send one sign-in or account operation per request", { nodes: sensitive }),
          );
      },
    };
  };
}
