/**
 * What a customisable product's steps mean to a shopper (decision 0062): `idesignStages` choices
 * make the piece theirs; the first `designerStage` of them the designer already chose.
 */
interface Steps {
  total: number;
  /** Chosen by the designer (a suggestion the shopper may keep), 0..total. */
  designer: number;
  /** Left to the shopper. */
  yours: number;
}

export function stepsOf(product: { idesignStages: number; designerStage: number }): Steps {
  const total = Math.max(0, Math.trunc(product.idesignStages || 0));
  const designer = Math.min(total, Math.max(0, Math.trunc(product.designerStage || 0)));
  return { total, designer, yours: total - designer };
}
