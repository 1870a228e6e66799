import { type ASTNode, GraphQLError, Kind, type ValidationContext, type ValidationRule } from "graphql";

/**
 * Refuses documents nested deeper than `maxDepth` or selecting more than `maxFields` fields in
 * total (a simple cost limit: aliases cannot multiply work past it).
 */
export function queryLimits(maxDepth: number, maxFields: number): ValidationRule {
  return (context: ValidationContext) => {
    const fragments = new Map(
      context
        .getDocument()
        .definitions.filter((d) => d.kind === Kind.FRAGMENT_DEFINITION)
        .map((d) => [d.name.value, d] as const),
    );
    let fields = 0;
    const walk = (node: ASTNode, depth: number, seen: Set<string>): number => {
      if (node.kind === Kind.FIELD) {
        fields++;
        if (!node.selectionSet) return depth;
        return Math.max(depth, ...node.selectionSet.selections.map((s) => walk(s, depth + 1, seen)));
      }
      if (node.kind === Kind.INLINE_FRAGMENT || node.kind === Kind.OPERATION_DEFINITION) {
        return Math.max(depth, ...node.selectionSet.selections.map((s) => walk(s, depth, seen)));
      }
      if (node.kind === Kind.FRAGMENT_SPREAD) {
        const name = node.name.value;
        const fragment = fragments.get(name);
        if (!fragment || seen.has(name)) return depth;
        const next = new Set(seen).add(name);
        return Math.max(depth, ...fragment.selectionSet.selections.map((s) => walk(s, depth, next)));
      }
      return depth;
    };
    return {
      OperationDefinition(node) {
        const depth = walk(node, 0, new Set());
        if (depth > maxDepth) {
          context.reportError(
            new GraphQLError(`The query is too deep (${depth} > ${maxDepth})`, { nodes: [node] }),
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
