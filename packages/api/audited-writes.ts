/**
 * The admin API's check that every write left its trail (decision 0111): a mutation field that
 * answered 200 while the request wrote fewer audit entries than it had successful writes is a
 * programming error. Outside production the answer gets an error (tests fail at once); in
 * production it is logged, and the answer stands (the change is made).
 */
import { GraphQLError, getOperationAST } from "graphql";
import type { Plugin } from "graphql-yoga";
import type { GraphQLContext } from "./builder.ts";

export function auditedWrites(production: boolean): Plugin<GraphQLContext> {
  return {
    onExecute({ args }) {
      const operation = getOperationAST(args.document, args.operationName);
      const trail = args.contextValue.auditTrail;
      if (operation?.operation !== "mutation" || !trail) return;
      return {
        onExecuteDone({ result, setResult }) {
          if (!("data" in result) || !result.data) return;
          const written = Object.entries(result.data).filter(
            ([, envelope]) => (envelope as { status_code?: number } | null)?.status_code === 200,
          );
          if (written.length <= trail.recorded) return;
          const fields = written.map(([name]) => name).join(", ");
          const message = `admin write without an audit entry: ${fields} (decision 0111)`;
          args.contextValue.log.error({ fields, recorded: trail.recorded }, message);
          if (!production)
            setResult({ ...result, errors: [...(result.errors ?? []), new GraphQLError(message)] });
        },
      };
    },
  };
}
