import {
  type DocumentNode,
  type ExecutionResult,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLError,
  type GraphQLSchema,
  getNamedType,
  getVariableValues,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
} from "graphql";
import type { ErrorCode } from "#i18n/messages/errors.ts";
import { DomainError, type FieldCode } from "#kernel/errors.ts";
import type { GraphQLContext } from "./builder.ts";
import { fieldsOf, fragmentsOf } from "./document-parts.ts";
import { failure } from "./envelope.ts";

/**
 * Variables that do not fit their GraphQL type (an Int past 32 bits, letters for an Int, a
 * required one missing) answer every root field's envelope with INVALID_INPUT 400 and the argument
 * as the field, in the caller's language (decision 0073), instead of a bare GraphQL error that a
 * form cannot show by its field and the in-process call turned into a 500. Null when the
 * variables coerce, or when a root field is not an envelope (the standard error is kept then).
 */
export function variablesFailure(
  schema: GraphQLSchema,
  document: DocumentNode,
  operationName: string | null | undefined,
  variables: Readonly<Record<string, unknown>> | null | undefined,
  ctx: Pick<GraphQLContext, "language">,
  hideSuggestions: boolean,
): ExecutionResult | null {
  const operation = operationOf(document, operationName);
  if (!operation?.variableDefinitions?.length) return null;
  const coerced = getVariableValues(schema, operation.variableDefinitions, variables ?? {}, {
    maxErrors: 20,
    hideSuggestions,
  });
  if (!coerced.errors) return null;

  const root = operation.operation === "mutation" ? schema.getMutationType() : schema.getQueryType();
  const fragments = fragmentsOf(document);
  const fields = fieldsOf(operation.selectionSet, fragments);
  const types = fields.map((f) => {
    const type = root?.getFields()[f.name.value]?.type;
    return type ? getNamedType(type).name : "";
  });
  if (!root || types.some((t) => !t.endsWith("Response"))) return null;

  const problems: Record<string, FieldCode> = {};
  for (const error of coerced.errors) {
    const variable = variableOf(error);
    problems[variable ? argumentOf(fields, variable) : "input"] = codeOf(error.message);
  }
  const codes = Object.values(problems);
  const only = codes.length === 1 ? (codes[0] as ErrorCode) : null;
  const envelope = failure(ctx, new DomainError(only ?? "INVALID_INPUT", 400, problems));
  const data: Record<string, unknown> = {};
  fields.forEach((field, i) => {
    data[field.alias?.value ?? field.name.value] = project(
      envelope,
      field.selectionSet,
      types[i]!,
      fragments,
    );
  });
  return { data };
}

function operationOf(document: DocumentNode, name: string | null | undefined) {
  const operations = document.definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  return name
    ? operations.find((o) => o.name?.value === name)
    : operations.length === 1
      ? operations[0]
      : undefined;
}

const variableOf = (error: GraphQLError): string | undefined => {
  const node = error.nodes?.[0];
  return node?.kind === Kind.VARIABLE_DEFINITION ? node.variable.name.value : undefined;
};

/** The argument a variable is given to (`$q` in `addToCart(quantity: $q)` is `quantity`). */
function argumentOf(fields: FieldNode[], variable: string): string {
  for (const field of fields)
    for (const arg of field.arguments ?? [])
      if (arg.value.kind === Kind.VARIABLE && arg.value.name.value === variable) return arg.name.value;
  return variable;
}

function codeOf(message: string): FieldCode {
  if (/non 32-bit/.test(message)) return "NUMBER_OUT_OF_RANGE";
  if (/non-integer/.test(message)) return "NUMBERS_ONLY";
  // graphql 16 said "was not provided" / "must not be null"; 17 says "to be provided" / "not to be null".
  if (/was not provided|must not be null|to be provided|not to be null/.test(message))
    return "FIELD_REQUIRED";
  return "INVALID_VALUE";
}

/** The envelope shaped as the document asked: its aliases, its fields, `__typename`. */
function project(
  value: unknown,
  set: SelectionSetNode | undefined,
  typeName: string,
  fragments: Map<string, FragmentDefinitionNode>,
): unknown {
  if (!set || value === null || typeof value !== "object") return value;
  if (Array.isArray(value)) return value.map((item) => project(item, set, typeName, fragments));
  const out: Record<string, unknown> = {};
  for (const s of set.selections) {
    if (s.kind === Kind.FIELD) {
      const name = s.name.value;
      out[s.alias?.value ?? name] =
        name === "__typename"
          ? typeName
          : project(
              (value as Record<string, unknown>)[name] ?? null,
              s.selectionSet,
              "FieldError",
              fragments,
            );
    } else {
      const inner =
        s.kind === Kind.INLINE_FRAGMENT ? s.selectionSet : fragments.get(s.name.value)?.selectionSet;
      Object.assign(out, project(value, inner, typeName, fragments));
    }
  }
  return out;
}
