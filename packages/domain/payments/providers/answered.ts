/**
 * A provider answered with an error status (as opposed to not answering): for a refund this is a
 * decision (failed), while no answer leaves the refund pending (decision 0115).
 */
export class ProviderAnswered extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.status = status;
  }
}

/** The refund outcome of a provider's refusal (4xx), or the error thrown again (no answer, 5xx). */
export function refusedRefund(error: unknown): { status: "failed"; reason: string } {
  if (error instanceof ProviderAnswered && error.status < 500)
    return { status: "failed", reason: error.message.slice(0, 300) };
  throw error;
}
