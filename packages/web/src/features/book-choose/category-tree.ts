/**
 * Category names carry their parents as `_`-separated prefixes (`exam` > `exam_CET4`). The tree
 * hangs each category under the longest other name that prefixes it; one whose parent is not in
 * the list stays at the top. Siblings keep the server's `position` order.
 */
import type { Category } from '@qfl/core';

export interface CategoryNode extends Category {
  children: CategoryNode[];
}

function parentName(name: string, known: Set<string>): string | null {
  for (let cut = name.lastIndexOf('_'); cut > 0; cut = name.lastIndexOf('_', cut - 1)) {
    const prefix = name.slice(0, cut);
    if (known.has(prefix)) return prefix;
  }
  return null;
}

const byPosition = (a: Category, b: Category) => a.position - b.position || a.name.localeCompare(b.name);

export function buildCategoryTree(categories: readonly Category[]): CategoryNode[] {
  const known = new Set(categories.map((c) => c.name));
  const nodes = new Map<string, CategoryNode>();
  for (const c of categories) nodes.set(c.name, { ...c, children: [] });
  const roots: CategoryNode[] = [];
  for (const node of nodes.values()) {
    const parent = parentName(node.name, known);
    const siblings = parent ? nodes.get(parent)?.children : undefined;
    if (siblings) siblings.push(node);
    else roots.push(node);
  }
  const sortDeep = (list: CategoryNode[]) => {
    list.sort(byPosition);
    for (const n of list) sortDeep(n.children);
  };
  sortDeep(roots);
  return roots;
}

/** The nodes from the top down to the named category ([] when it is not in the tree). */
export function categoryPath(tree: readonly CategoryNode[], name: string | null): CategoryNode[] {
  if (!name) return [];
  for (const node of tree) {
    if (node.name === name) return [node];
    const below = categoryPath(node.children, name);
    if (below.length > 0) return [node, ...below];
  }
  return [];
}

/**
 * The chip rows to show for a selection: the top level, then the children of each selected node
 * that has any. Each row knows the category its "all" chip stands for (null at the top).
 */
export function categoryRows(tree: readonly CategoryNode[], selected: string | null): { parent: string | null; options: CategoryNode[] }[] {
  const rows: { parent: string | null; options: CategoryNode[] }[] = [{ parent: null, options: [...tree] }];
  for (const node of categoryPath(tree, selected)) {
    if (node.children.length > 0) rows.push({ parent: node.name, options: node.children });
  }
  return rows;
}

/** The title in the UI language, else English, else the name itself. */
export function categoryTitle(category: Category, uiLang: string): string {
  return category.titles[uiLang] ?? category.titles.en ?? category.name;
}
