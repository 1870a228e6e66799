import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  Kind,
  type SelectionSetNode,
} from "graphql";

/** A document's fragments by name. */
export function fragmentsOf(document: DocumentNode): Map<string, FragmentDefinitionNode> {
  const fragments = new Map<string, FragmentDefinitionNode>();
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d);
  return fragments;
}

/**
 * The fields of a selection set, through inline fragments and spreads; each fragment is visited
 * once (its fields run once however often it is spread), so this stays linear.
 */
export function fieldsOf(
  set: SelectionSetNode,
  fragments: Map<string, FragmentDefinitionNode>,
  seen = new Set<string>(),
): FieldNode[] {
  return set.selections.flatMap((s) => {
    if (s.kind === Kind.FIELD) return [s];
    if (s.kind === Kind.INLINE_FRAGMENT) return fieldsOf(s.selectionSet, fragments, seen);
    const fragment = fragments.get(s.name.value);
    if (!fragment || seen.has(s.name.value)) return [];
    seen.add(s.name.value);
    return fieldsOf(fragment.selectionSet, fragments, seen);
  });
}
