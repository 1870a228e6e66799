/** Pure rules about categories: which are main, how the tree is built. */

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  arName: string;
  description: string;
  arDescription: string;
  image: string | null;
  banner: string | null;
  displayOrder: number;
  parentId: string | null;
  isMain: boolean;
  createdAt: Date;
}

export interface CategoryNode extends CategoryRow {
  subCategories: CategoryRow[];
}

/** The specs: main categories are those without a parent or flagged main. */
export function isMainCategory(c: Pick<CategoryRow, "parentId" | "isMain">): boolean {
  return c.parentId === null || c.isMain;
}

export function byDisplayOrder(a: CategoryRow, b: CategoryRow): number {
  return a.displayOrder - b.displayOrder || a.name.localeCompare(b.name);
}

/** Attaches each category's children (already filtered to those with products). */
export function withSubCategories(rows: CategoryRow[]): CategoryNode[] {
  const children = new Map<string, CategoryRow[]>();
  for (const row of rows) {
    if (!row.parentId) continue;
    const list = children.get(row.parentId) ?? [];
    list.push(row);
    children.set(row.parentId, list);
  }
  return rows.map((row) => ({ ...row, subCategories: (children.get(row.id) ?? []).sort(byDisplayOrder) }));
}
